import type { CatalogItem, CatalogKind } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { catalogItemNotFound } from './catalog-errors.js';
import { presentCatalogItem } from './presenters.js';
import { findCatalogItem } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /services/{id}, GET /products/{id}: a live item of the caller's account and of that kind. */
export async function getCatalogItem(db: DbOrTx, scope: Scope & { kind: CatalogKind; id: number }): Promise<CatalogItem> {
  const row = await findCatalogItem(db, scope);
  if (!row) throw catalogItemNotFound();
  return presentCatalogItem(row);
}
