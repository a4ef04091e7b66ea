import type { CatalogKind } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { catalogItemNotFound } from './catalog-errors.js';
import { softDeleteCatalogItem } from './queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * DELETE /services/{id}, DELETE /products/{id}: a soft delete. The item leaves the lists and frees
 * its code; work-order lines linked to it keep their own name and price.
 */
export async function deleteCatalogItem(db: DbOrTx, scope: Scope & { kind: CatalogKind; id: number }): Promise<{ id: number }> {
  if (!(await softDeleteCatalogItem(db, scope))) throw catalogItemNotFound();
  return { id: scope.id };
}
