import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import type { Scope } from '../../http/scope.js';
import { accounts, worksheets } from '../../db/schema/index.js';
import { completePreferences } from '../accounts/complete-preferences.js';
import { liveWorksheet } from './queries.js';

/** A line's priced parts, as the database's decimal text (exact: no float on the way). */
export type PricedLine = { type: 'SERVICE' | 'PRODUCT'; quantity: string; price: string | null; discount: string };
/** A tax of the account's first group, its rate as the database's decimal text. */
export type TotalsTax = { id: number; name: string; rate: string };

/**
 * Everything the totals add up, in ONE statement: the live work order, its lines, the account's
 * preferences (hourly rate, currency) and the taxes of its first tax group (by position, then id;
 * each group's taxes in order). One statement is one snapshot, so the lines, the rate and the
 * taxes agree without a transaction; it was BEGIN, five queries one after the other and COMMIT,
 * seven round trips for a few rows. Undefined when the account has no such live work order.
 * Prepared (db/prepared.ts): the work order asks for its totals after every line edit.
 */
const totalsStatement = preparedPerDb((db) =>
  db
    .select({
      preferences: accounts.preferences,
      lines: sql<PricedLine[]>`coalesce((
        SELECT json_agg(json_build_object('type', e.type, 'quantity', e.value_measured::text, 'price', e.price::text, 'discount', e.discount::text))
          FROM entries e WHERE e.account_id = ${worksheets.accountId} AND e.worksheet_id = ${worksheets.id}), '[]'::json)`,
      taxes: sql<TotalsTax[]>`coalesce((
        SELECT json_agg(json_build_object('id', t.id, 'name', t.name, 'rate', t.rate::text) ORDER BY t.position, t.id)
          FROM taxes t
         WHERE t.account_id = ${worksheets.accountId}
           AND t.tax_group_id = (SELECT g.id FROM tax_groups g WHERE g.account_id = ${worksheets.accountId} ORDER BY g.position, g.id LIMIT 1)), '[]'::json)`,
    })
    .from(worksheets)
    .innerJoin(accounts, eq(accounts.id, worksheets.accountId))
    .where(liveWorksheet(sql.placeholder('accountId'), eq(worksheets.uuid, sql.placeholder('uuid'))))
    .limit(1)
    .prepare('worksheet_totals_inputs'),
);

export async function totalsInputs(db: Db, { accountId, uuid }: Scope & { uuid: string }) {
  const [row] = await totalsStatement(db).execute({ accountId, uuid });
  return row && { lines: row.lines, taxes: row.taxes, preferences: completePreferences(row.preferences) };
}

/** The account's preferences with every default filled in. */
export async function accountPreferences(db: DbOrTx, { accountId }: Scope) {
  const [row] = await db.select({ preferences: accounts.preferences }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return completePreferences(row!.preferences);
}
