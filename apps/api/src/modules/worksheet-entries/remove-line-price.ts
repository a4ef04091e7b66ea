import type { Entry } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { lineInvoiced, lineNotFound } from './entry-errors.js';
import { presentLine } from './presenters.js';
import { lineById, lockLine, updateLine } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** DELETE /entries/{id}/price (§4 "Removing the price clears it"): a SERVICE line falls back to the hourly rate. */
export async function removeLinePrice(db: Db, { accountId, id }: Scope & { id: number }): Promise<Entry> {
  return db.transaction(async (tx) => {
    const found = await lockLine(tx, { accountId, id });
    if (!found) throw lineNotFound();
    if (found.invoiceStatus !== null && found.invoiceStatus !== 'DRAFT') throw lineInvoiced();
    await updateLine(tx, { accountId, id }, { price: null });
    return presentLine((await lineById(tx, { accountId, id }))!);
  });
}
