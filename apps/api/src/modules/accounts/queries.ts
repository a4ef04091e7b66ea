import { eq, sql } from 'drizzle-orm';
import type { AccountPreferences } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';

/** The account row, locked until the end of the transaction (read-merge-write of preferences). */
export async function lockAccount(db: DbOrTx, { accountId }: Scope) {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).for('update').limit(1);
  return row;
}

export async function savePreferences(db: DbOrTx, { accountId, preferences }: Scope & { preferences: AccountPreferences }) {
  const [row] = await db.update(accounts).set({ preferences }).where(eq(accounts.id, accountId)).returning();
  return row;
}

/** The shop's work-order number prefix (account preferences; issue 10), null when it has none stored. */
export async function shopWorksheetPrefix(db: DbOrTx, accountId: number): Promise<string | null> {
  const { rows } = await db.execute<{ prefix: string | null }>(
    sql`SELECT ${accounts.preferences} ->> 'worksheetPrefix' AS prefix FROM ${accounts} WHERE ${accounts.id} = ${accountId}`,
  );
  return rows[0]?.prefix ?? null;
}
