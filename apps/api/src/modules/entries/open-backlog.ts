import { sql, type SQL } from 'drizzle-orm';
import { entries } from '../../db/schema/index.js';

/**
 * An entry of a vehicle's open backlog (issue 5: "the vehicle's open backlog tasks can be pulled
 * into the work order"): on no work order, and not in a status of the DONE group (no status: open).
 */
export function openBacklogEntry(): SQL {
  return sql`(${entries.worksheetId} IS NULL AND NOT EXISTS (
    SELECT 1 FROM entry_statuses done WHERE done.id = ${entries.statusId} AND done."group" = 'DONE'))`;
}
