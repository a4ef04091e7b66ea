import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role, UserListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { accounts, brands, sessions, users } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';
import { userWithAccount, type UserWithAccount } from './user-with-account.js';

export { userWithAccount, type UserWithAccount } from './user-with-account.js';

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
  const [row] = await selectUsers(db)
    .where(liveUser(eq(users.email, email.trim().toLowerCase())))
    .limit(1);
  return row;
}

export async function findUserById(db: DbOrTx, id: number): Promise<UserWithAccount | undefined> {
  const [row] = await selectUsers(db)
    .where(liveUser(eq(users.id, id)))
    .limit(1);
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

/** A live user of the account, by uuid: another shop's user is not found, like a missing one. */
/** The id of a live (not deleted) user of the shop, by uuid: a technician named on a work order or a time entry. */
export async function findLiveUserId(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.uuid, uuid), isNull(users.deletedAt)))
    .limit(1);
  return row?.id;
}

export async function findAccountUser(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<UserWithAccount | undefined> {
  const [row] = await selectUsers(db)
    .where(liveUser(and(eq(users.accountId, accountId), eq(users.uuid, uuid))))
    .limit(1);
  return row;
}

/** Roles listed in the order of the contract (FULL_ADMIN first), not alphabetically. */
const roleOrder = sql`CASE ${users.permissionFlags} WHEN 'FULL_ADMIN' THEN 0 WHEN 'ADMINISTRATOR' THEN 1 WHEN 'EMPLOYEE' THEN 2 ELSE 3 END`;
// Names sort as people expect (Émile beside Eric, not after Zoé): the ICU root collation, not the
// database's byte order.
const SORT_COLUMNS = {
  fullname: sql`${users.fullname} COLLATE "und-x-icu"`,
  username: sql`${users.username} COLLATE "und-x-icu"`,
  email: users.email,
  permissionFlags: roleOrder,
};

/** One page of the account's live users, searched and sorted in SQL, and the matching total. */
export async function listUsers(db: DbOrTx, { accountId, page, pageSize, q, sort, order }: UserListQuery & Scope) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = liveUser(
    and(eq(users.accountId, accountId), pattern ? or(ilike(users.fullname, pattern), ilike(users.username, pattern), ilike(users.email, pattern)) : undefined),
  );
  const direction = order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[sort]), direction(users.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The account of the live user holding `username` (any case), if any. */
export async function usernameHolder(db: DbOrTx, username: string): Promise<number | undefined> {
  const [row] = await db
    .select({ accountId: users.accountId })
    .from(users)
    .where(liveUser(sql`lower(${users.username}) = ${username.toLowerCase()}`))
    .limit(1);
  return row?.accountId;
}

/** A user id never given to anyone: what a user inserted now would have received. */
export async function reserveUserId(db: DbOrTx): Promise<number> {
  const { rows } = await db.execute<{ id: number }>(sql`SELECT nextval(pg_get_serial_sequence('users', 'id'))::int AS id`);
  return Number(rows[0]!.id);
}

export async function insertUser(db: DbOrTx, values: Scope & { username: string; fullname: string; email: string; permissionFlags: Role }): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...values, verified: false })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * Locks the account's FULL_ADMIN rows (in id order, so two transactions never deadlock) and
 * answers their ids. Every change that could remove a FULL_ADMIN takes this lock first: a second
 * concurrent demotion waits, then sees the first one's result and is refused. FOR NO KEY UPDATE
 * conflicts with itself and with UPDATE, but not with the key-share locks that inserting a
 * session for that user takes, so sign-ins are not held up.
 */
export async function lockFullAdmins(db: DbOrTx, { accountId }: Scope): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(liveUser(and(eq(users.accountId, accountId), eq(users.permissionFlags, 'FULL_ADMIN'))))
    .orderBy(asc(users.id))
    .for('no key update');
  return rows.map((r) => r.id);
}

export async function updateUserFields(db: DbOrTx, { accountId, id }: Scope & { id: number }, fields: { fullname?: string; permissionFlags?: Role }): Promise<void> {
  await db
    .update(users)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(liveUser(and(eq(users.accountId, accountId), eq(users.id, id))));
}

/** Soft delete: the row stays for the history; its username and email become free again. */
export async function softDeleteUser(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<void> {
  await db
    .update(users)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(liveUser(and(eq(users.accountId, accountId), eq(users.id, id))));
}

/** Ends every session of the user but one (the caller's own, when changing one's own password). */
export async function revokeOtherSessions(db: DbOrTx, userId: number, keepSessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), ne(sessions.id, keepSessionId)));
}

/** The shop name shown in mails: the first workspace's address name, if set. */
export async function shopName(db: DbOrTx, { accountId }: Scope): Promise<string | null> {
  const [row] = await db
    .select({ name: sql<string | null>`${brands.address}->>'name'` })
    .from(brands)
    .where(eq(brands.accountId, accountId))
    .orderBy(asc(brands.id))
    .limit(1);
  return row?.name?.trim() || null;
}
