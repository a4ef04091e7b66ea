import type { Worksheet, WorksheetBody } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { assertNoClockBeforeDone } from '../timelog/unclosed-timelog.js';
import { readWorksheet } from './get-worksheet.js';
import { findWorksheet, moveLinesToMech, updateWorksheetColumns } from './queries.js';
import { resolveWorksheetBody } from './resolve-worksheet-body.js';
import { worksheetNotFound } from './worksheet-errors.js';
import type { Scope } from '../../http/scope.js';

/**
 * PUT /worksheets/{uuid}: the whole work order (workshop §7), in one transaction; a new status
 * restarts its clock, a new vehicle takes the work order's lines with it. Not to a DONE status
 * while someone's clock runs on it (ERR_UNCLOSED_TIMELOG).
 */
export async function updateWorksheet(db: Db, { accountId, uuid, body }: Scope & { uuid: string; body: WorksheetBody }): Promise<Worksheet> {
  return db.transaction(async (tx) => {
    const found = await findWorksheet(tx, { accountId, uuid, forUpdate: true });
    if (!found) throw worksheetNotFound();
    const columns = await resolveWorksheetBody(tx, accountId, body);
    // The board's drag to a DONE column is this same PUT.
    if (columns.statusId !== found.statusId) await assertNoClockBeforeDone(tx, { accountId, worksheetId: found.id, statusId: columns.statusId });
    await updateWorksheetColumns(tx, { accountId, id: found.id }, columns);
    if (columns.mechId !== found.mechId) await moveLinesToMech(tx, { accountId, worksheetId: found.id, mechId: columns.mechId ?? null });
    return readWorksheet(tx, { accountId, id: found.id });
  });
}
