import type { UpdateEntryBody } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { lineReferenceNotFound, titleRequired } from './entry-errors.js';
import { findCatalogItem, findEntryStatus, type LineValues } from './queries.js';

/** What a save says of a line; `undefined` is "not sent" (kept, or taken from the linked item). */
export type LineInput = UpdateEntryBody & { type?: 'SERVICE' | 'PRODUCT' };

const priceText = (price: number | null) => (price === null ? null : price.toFixed(2));

/**
 * The columns a create or a PATCH writes. A newly linked catalogue item (§4: "selecting an item
 * fills the name or content, the price and the related item") gives what the body does not
 * send; `related_item: null` only unlinks. Only SERVICE lines carry a status (§4): a PRODUCT
 * line's status is always empty. Every reference is checked against the caller's shop.
 */
export async function resolveLineChanges(tx: DbOrTx, accountId: number, input: LineInput, type: 'SERVICE' | 'PRODUCT'): Promise<Partial<LineValues>> {
  const changes: Partial<LineValues> = {};
  if (input.related_item === null) changes.catalogItemId = null;
  if (input.related_item) {
    const item = await findCatalogItem(tx, { accountId, id: input.related_item.id });
    if (!item) throw lineReferenceNotFound('related_item.id');
    changes.catalogItemId = item.id;
    changes.name = item.name;
    changes.content = item.description;
    changes.price = item.price;
  }
  if (input.name !== undefined) {
    // §5, §8: the web shows a 'title' error on the line's name field.
    if (!input.name) throw titleRequired();
    changes.name = input.name;
  }
  if (input.content !== undefined) changes.content = input.content || null;
  if (input.price !== undefined) changes.price = priceText(input.price);
  if (input.value_measured !== undefined) changes.valueMeasured = String(input.value_measured);
  if (input.discount !== undefined) changes.discount = input.discount.toFixed(2);
  if (type === 'PRODUCT') changes.statusId = null;
  else if (input.statusId === null) changes.statusId = null;
  else if (input.statusId !== undefined) {
    const statusId = await findEntryStatus(tx, { accountId, id: input.statusId });
    if (statusId === undefined) throw lineReferenceNotFound('statusId');
    changes.statusId = statusId;
  }
  return changes;
}
