import type { DbOrTx } from '../../db/client.js';
import { assertNoClockOnWorksheet } from '../timelog/unclosed-timelog.js';
import { findWorksheet, softDeleteWorksheet } from './queries.js';
import { worksheetNotFound } from './worksheet-errors.js';
import type { Scope } from '../../http/scope.js';

/**
 * DELETE /worksheets/{uuid}: a soft delete; the number stays taken (never given again). Refused
 * while someone's clock runs on it (ERR_UNCLOSED_TIMELOG), under the work order's lock.
 */
export async function deleteWorksheet(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<{ uuid: string }> {
  return db.transaction(async (tx) => {
    const found = await findWorksheet(tx, { accountId, uuid, forUpdate: true });
    if (!found) throw worksheetNotFound();
    await assertNoClockOnWorksheet(tx, { accountId, worksheetId: found.id });
    const deleted = await softDeleteWorksheet(tx, { accountId, uuid });
    if (!deleted) throw worksheetNotFound();
    return { uuid: deleted };
  });
}
