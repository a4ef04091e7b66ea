import { sql } from 'drizzle-orm';
import type { JournalVerify } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { verifyJournal } from './verify-journal.js';

export type ShopVerification = { accountUuid: string; shop: string | null; result: JournalVerify };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `npm run journal:verify [-- <email or account uuid>]`: the shops to check — the one of that
 * user (email, case-insensitive) or account, else every shop that has journal records. An unknown
 * target answers no shop (the script says so and fails).
 */
export async function verifyShops(db: DbOrTx, target?: string): Promise<ShopVerification[]> {
  const who = target?.trim();
  const filter = !who
    ? sql`EXISTS (SELECT 1 FROM invoice_journal j WHERE j.account_id = a.id)`
    : UUID.test(who)
      ? sql`a.uuid = ${who.toLowerCase()}::uuid`
      : sql`a.id IN (SELECT account_id FROM users WHERE lower(email) = lower(${who}) AND deleted_at IS NULL)`;
  const { rows } = await db.execute<{ id: number; uuid: string; shop: string | null }>(sql`
    SELECT a.id, a.uuid, (SELECT b.address ->> 'name' FROM brands b WHERE b.account_id = a.id ORDER BY b.id LIMIT 1) AS shop
    FROM accounts a WHERE ${filter} ORDER BY a.id`);
  const shops: ShopVerification[] = [];
  for (const row of rows) shops.push({ accountUuid: row.uuid, shop: row.shop, result: await verifyJournal(db, { accountId: row.id }) });
  return shops;
}

/** One line per shop, as the script prints it. */
export function describeVerification({ accountUuid, shop, result }: ShopVerification): string {
  const name = shop ? `${shop} (${accountUuid})` : accountUuid;
  if (result.status === 'intact') return `${name}: intact, ${result.records} records${result.lastHash ? `, last hash ${result.lastHash}` : ''}`;
  const broken = result.firstBroken!;
  return `${name}: BROKEN at record ${broken.seq} (${broken.reason}), ${result.records} records`;
}
