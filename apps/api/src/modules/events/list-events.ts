import { EVENT_RANGE_MAX_DAYS, type EventListQuery, type PlanningEvent } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { EventCaller } from './caller.js';
import { invalidRange } from './events-errors.js';
import { presentEvent } from './presenters.js';
import { listEventRows } from './queries.js';

/** GET /events?from&to: every appointment of the shop overlapping [from, to), by start; holds never. */
export async function listEvents(db: DbOrTx, { caller, query }: { caller: EventCaller; query: EventListQuery }): Promise<{ list: PlanningEvent[] }> {
  const from = new Date(query.from);
  const to = new Date(query.to);
  if (to <= from || to.getTime() - from.getTime() > EVENT_RANGE_MAX_DAYS * 86_400_000) throw invalidRange();
  const rows = await listEventRows(db, {
    accountId: caller.accountId,
    from,
    to,
    bayId: query.bayId,
    technicianUuid: query.technicianUuid,
    customerUuid: query.customerUuid,
    statuses: query.status,
  });
  return { list: rows.map((row) => presentEvent(row, caller.unknownVehicle)) };
}
