import type { CatalogItem, CatalogItemBody, CatalogKind } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { codeTaken } from './catalog-errors.js';
import { presentCatalogItem } from './presenters.js';
import { findCatalogItemByCode, insertCatalogItem, lockCatalog } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** POST /services, POST /products: a code is unique per account and kind among live items. */
export async function createCatalogItem(db: Db, { accountId, kind, body }: Scope & { kind: CatalogKind; body: CatalogItemBody }): Promise<CatalogItem> {
  return db.transaction(async (tx) => {
    if (body.code) {
      await lockCatalog(tx, { accountId });
      if (await findCatalogItemByCode(tx, { accountId, kind, code: body.code })) throw codeTaken();
    }
    return presentCatalogItem(await insertCatalogItem(tx, { accountId, kind }, body));
  });
}
