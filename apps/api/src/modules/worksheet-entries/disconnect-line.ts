import type { Entry } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { lineInvoiced, lineNotFound } from './entry-errors.js';
import { presentLine } from './presenters.js';
import { catalogItemPrice, lineById, lockLine, updateLine } from './queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * PATCH /entries/{id}/disconnect (§4 'Disconnect'): the line leaves its catalogue item and keeps
 * the price as a plain one (the item's price when the line had none of its own).
 */
export async function disconnectLine(db: Db, { accountId, id }: Scope & { id: number }): Promise<Entry> {
  return db.transaction(async (tx) => {
    const found = await lockLine(tx, { accountId, id });
    if (!found) throw lineNotFound();
    if (found.invoiceStatus !== null && found.invoiceStatus !== 'DRAFT') throw lineInvoiced();
    const { catalogItemId, price } = found.entry;
    if (catalogItemId !== null) {
      const kept = price ?? (await catalogItemPrice(tx, { accountId, id: catalogItemId }));
      await updateLine(tx, { accountId, id }, { catalogItemId: null, price: kept });
    }
    return presentLine((await lineById(tx, { accountId, id }))!);
  });
}
