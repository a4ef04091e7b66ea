import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, entries, taxes, taxGroups } from '../../db/schema/index.js';

type Scope = { accountId: number };

/** The priced parts of a work order's lines, as the database's decimal text. */
export function pricedLines(db: DbOrTx, { accountId, worksheetId }: Scope & { worksheetId: number }) {
  return db
    .select({ type: entries.type, quantity: entries.valueMeasured, price: entries.price })
    .from(entries)
    .where(and(eq(entries.accountId, accountId), eq(entries.worksheetId, worksheetId)));
}

export async function accountPreferences(db: DbOrTx, { accountId }: Scope) {
  const [row] = await db.select({ preferences: accounts.preferences }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row!.preferences;
}

/**
 * The taxes of the account's first tax group (workshop §3 Tax group), in order, with their
 * rate as decimal text (exact; the taxes module's contract answers it as a number).
 */
export async function firstGroupTaxes(db: DbOrTx, { accountId }: Scope) {
  const [group] = await db
    .select({ id: taxGroups.id })
    .from(taxGroups)
    .where(eq(taxGroups.accountId, accountId))
    .orderBy(asc(taxGroups.position), asc(taxGroups.id))
    .limit(1);
  if (!group) return [];
  return db
    .select({ id: taxes.id, name: taxes.name, rate: taxes.rate })
    .from(taxes)
    .where(and(eq(taxes.accountId, accountId), eq(taxes.taxGroupId, group.id)))
    .orderBy(asc(taxes.position), asc(taxes.id));
}
