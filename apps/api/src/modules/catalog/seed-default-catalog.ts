import type { Tx } from '../../db/client.js';
import { DEFAULT_CATALOG } from './default-catalog.js';
import { insertCatalogItems } from './queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * Gives a new account its default services and products (issue 5), named in the account's
 * language (English for 'en', French otherwise). Runs inside the sign-up transaction.
 */
export async function seedDefaultCatalog(tx: Tx, { accountId, language }: Scope & { language: string }): Promise<void> {
  const lang = language === 'en' ? 'en' : 'fr';
  await insertCatalogItems(
    tx,
    accountId,
    DEFAULT_CATALOG.map((item) => ({ kind: item.kind, code: item.code, price: item.price, rateType: 'STANDARD' as const, ...item[lang] })),
  );
}
