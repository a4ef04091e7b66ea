import type { PublicShop } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { shopBySlug } from './queries.js';
import { presentPublicShop, requireShop } from './shop-view.js';

/** GET /public/shops/{slug}: what the widget shows before any choice. */
export async function getPublicShop(db: Db, slug: string): Promise<PublicShop> {
  return presentPublicShop(requireShop(await shopBySlug(db, slug)), new Date());
}
