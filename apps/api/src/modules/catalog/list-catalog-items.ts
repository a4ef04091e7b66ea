import type { CatalogKind, CatalogList, CatalogListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { presentCatalogItem } from './presenters.js';
import { listCatalogItems } from './queries.js';

/** GET /services, GET /products (§7: "response data.list"): one page of the account's items of a kind. */
export async function listCatalogPage(db: DbOrTx, query: CatalogListQuery & { accountId: number; kind: CatalogKind }): Promise<CatalogList> {
  const { rows, total } = await listCatalogItems(db, query);
  return { list: rows.map(presentCatalogItem), page: query.page, pageSize: query.pageSize, total };
}
