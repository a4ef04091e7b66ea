import type { Worksheet, WorksheetBody } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { readWorksheet } from './get-worksheet.js';
import { findWorksheet, moveLinesToMech, updateWorksheetColumns } from './queries.js';
import { resolveWorksheetBody } from './resolve-worksheet-body.js';
import { worksheetNotFound } from './worksheet-errors.js';
import type { Scope } from '../../http/scope.js';

/**
 * PUT /worksheets/{uuid}: the whole work order (workshop §7), in one transaction; a new status
 * restarts its clock, a new vehicle takes the work order's lines with it.
 */
export async function updateWorksheet(db: Db, { accountId, uuid, body }: Scope & { uuid: string; body: WorksheetBody }): Promise<Worksheet> {
  return db.transaction(async (tx) => {
    const found = await findWorksheet(tx, { accountId, uuid, forUpdate: true });
    if (!found) throw worksheetNotFound();
    const columns = await resolveWorksheetBody(tx, accountId, body);
    await updateWorksheetColumns(tx, { accountId, id: found.id }, columns);
    if (columns.mechId !== found.mechId) await moveLinesToMech(tx, { accountId, worksheetId: found.id, mechId: columns.mechId ?? null });
    return readWorksheet(tx, { accountId, id: found.id });
  });
}
