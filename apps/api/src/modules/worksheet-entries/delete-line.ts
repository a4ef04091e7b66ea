import type { Db } from '../../db/client.js';
import { lineNotFound, lineRemoveFail } from './entry-errors.js';
import { deleteLine, lockLine } from './queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * DELETE /entries/{id}: removes a line of a work order or of a draft invoice (backlog entries are
 * the vehicle drawer's). A line of an issued invoice stays: ERR_ENTRY_REMOVE_FAIL (shell §8).
 */
export async function removeLine(db: Db, { accountId, id }: Scope & { id: number }): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const found = await lockLine(tx, { accountId, id });
    if (!found) throw lineNotFound();
    if (found.invoiceStatus !== null && found.invoiceStatus !== 'DRAFT') throw lineRemoveFail();
    await deleteLine(tx, { accountId, id });
  });
  return { id };
}
