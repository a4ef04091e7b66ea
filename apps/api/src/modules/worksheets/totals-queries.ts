import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { accounts, entries } from '../../db/schema/index.js';
import { completePreferences } from '../accounts/complete-preferences.js';

/** The priced parts of a work order's lines, as the database's decimal text. */
export function pricedLines(db: DbOrTx, { accountId, worksheetId }: Scope & { worksheetId: number }) {
  return db
    .select({ type: entries.type, quantity: entries.valueMeasured, price: entries.price })
    .from(entries)
    .where(and(eq(entries.accountId, accountId), eq(entries.worksheetId, worksheetId)));
}

export async function accountPreferences(db: DbOrTx, { accountId }: Scope) {
  const [row] = await db.select({ preferences: accounts.preferences }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return completePreferences(row!.preferences);
}
