import type { CatalogItem, CatalogItemBody, CatalogKind } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { catalogItemNotFound, codeTaken } from './catalog-errors.js';
import { presentCatalogItem } from './presenters.js';
import { findCatalogItem, findCatalogItemByCode, lockCatalog, updateCatalogItemFields } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** PUT /services/{id}, PUT /products/{id}: every field replaced (absent code, description or service price clear them). */
export async function updateCatalogItem(db: Db, { accountId, kind, id, body }: Scope & { kind: CatalogKind; id: number; body: CatalogItemBody }): Promise<CatalogItem> {
  return db.transaction(async (tx) => {
    if (body.code) await lockCatalog(tx, { accountId });
    // Existence first: another shop's item is a 404 whatever the body says.
    if (!(await findCatalogItem(tx, { accountId, kind, id }))) throw catalogItemNotFound();
    if (body.code && (await findCatalogItemByCode(tx, { accountId, kind, code: body.code, exceptId: id }))) throw codeTaken();
    const row = await updateCatalogItemFields(tx, { accountId, kind, id }, body);
    if (!row) throw catalogItemNotFound();
    return presentCatalogItem(row);
  });
}
