import type { Worksheet, WorksheetBody } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { readWorksheet } from './get-worksheet.js';
import { findWorksheet, updateWorksheetColumns } from './queries.js';
import { resolveWorksheetBody } from './resolve-worksheet-body.js';
import { worksheetNotFound } from './worksheet-errors.js';

/** PUT /worksheets/{uuid}: the whole work order (workshop §7); a new status restarts its clock. */
export async function updateWorksheet(db: Db, { accountId, uuid, body }: { accountId: number; uuid: string; body: WorksheetBody }): Promise<Worksheet> {
  return db.transaction(async (tx) => {
    const found = await findWorksheet(tx, { accountId, uuid, forUpdate: true });
    if (!found) throw worksheetNotFound();
    const columns = await resolveWorksheetBody(tx, accountId, body);
    await updateWorksheetColumns(tx, { accountId, id: found.id }, columns);
    return readWorksheet(tx, { accountId, id: found.id });
  });
}
