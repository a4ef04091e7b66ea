import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, users } from '../../db/schema/index.js';

/** A user row with what the presenter needs of its account. */
export const userWithAccount = {
  user: users,
  account: { uuid: accounts.uuid, packageName: accounts.packageName, isTrial: accounts.isTrial, preferences: accounts.preferences },
};
export type UserWithAccount = {
  user: typeof users.$inferSelect;
  account: { uuid: string; packageName: string; isTrial: boolean; preferences: typeof accounts.$inferSelect['preferences'] };
};

export function selectUsers(db: DbOrTx) {
  return db.select(userWithAccount).from(users).innerJoin(accounts, eq(accounts.id, users.accountId));
}

/** Only users that were not deleted. */
export function liveUser(condition: SQL | undefined): SQL | undefined {
  return and(isNull(users.deletedAt), condition);
}

/** Sign-in and lost password accept the username (any case) or the email. */
export async function findUserByLogin(db: DbOrTx, login: string): Promise<UserWithAccount | undefined> {
  const value = login.trim().toLowerCase();
  const [row] = await selectUsers(db)
    .where(liveUser(or(sql`lower(${users.username}) = ${value}`, eq(users.email, value))))
    .limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserWithAccount | undefined> {
  const [row] = await selectUsers(db).where(liveUser(eq(users.email, email.trim().toLowerCase()))).limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserWithAccount | undefined> {
  const [row] = await selectUsers(db).where(liveUser(eq(users.id, id))).limit(1);
  return row;
}

/** Usernames already taken that start with `base`, to pick a free one. */
export async function usernamesLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(liveUser(sql`lower(${users.username}) LIKE ${base.replace(/[\\%_]/g, '\\$&') + '%'}`));
  return new Set(rows.map((r) => r.username.toLowerCase()));
}
