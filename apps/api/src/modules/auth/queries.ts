import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { REFRESH_TOKEN_TTL_DAYS, type VerifyTokenType } from '@atelier/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { refreshTokens, sessions, userTokens, users } from '../../db/schema/index.js';
import { selectUsers, type UserWithAccount } from '../users/queries.js';

const refreshExpiry = sql`now() + make_interval(days => ${REFRESH_TOKEN_TTL_DAYS})`;

export async function createSession(db: DbOrTx, userId: number, userAgent: string | undefined, tokenHash: string): Promise<string> {
  const [session] = await db
    .insert(sessions)
    .values({ userId, userAgent: userAgent?.slice(0, 300), expiresAt: refreshExpiry })
    .returning({ id: sessions.id });
  await db.insert(refreshTokens).values({ tokenHash, sessionId: session!.id });
  return session!.id;
}

/** The session behind an access token, if it is still alive. */
export async function findLiveSession(db: DbOrTx, sessionId: string) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

/**
 * Marks a refresh token used, atomically: of two concurrent uses only one wins. Answers the
 * token's session and whether it had been used before (reuse).
 */
export async function useRefreshToken(db: DbOrTx, tokenHash: string) {
  const [fresh] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ sessionId: refreshTokens.sessionId });
  if (fresh) return { sessionId: fresh.sessionId, reused: false };
  const [old] = await db.select({ sessionId: refreshTokens.sessionId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash)).limit(1);
  return old ? { sessionId: old.sessionId, reused: true } : undefined;
}

export async function rotateRefreshToken(db: DbOrTx, sessionId: string, tokenHash: string): Promise<void> {
  await db.insert(refreshTokens).values({ tokenHash, sessionId });
  await db
    .update(sessions)
    .set({ lastUsedAt: sql`now()`, expiresAt: refreshExpiry })
    .where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function insertUserToken(db: DbOrTx, userId: number, type: VerifyTokenType, tokenHash: string, ttlHours: number) {
  await db.insert(userTokens).values({ userId, type, tokenHash, expiresAt: sql`now() + make_interval(hours => ${ttlHours})` });
}

/** An unused, unexpired one-time token. */
export async function findUserToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ id: userTokens.id, userId: userTokens.userId, type: userTokens.type })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row;
}

/** Consumes a one-time token; false when another request consumed it first. */
export async function consumeUserToken(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}

/** A new mail supersedes earlier tokens of the same type. */
export async function expireUserTokens(db: DbOrTx, userId: number, type: VerifyTokenType): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.type, type), isNull(userTokens.usedAt)));
}

export async function markVerified(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ verified: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, verified: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** The session read of every authenticated call, prepared (db/prepared.ts). */
const sessionUserStatement = preparedPerDb((db) =>
  selectUsers(db)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(sessions.id, sql.placeholder('sessionId')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(users.deletedAt)))
    .limit(1)
    .prepare('auth_session_user'),
);

/** The user of a live session, in one query (used on every authenticated call). */
export async function findSessionUser(db: Db, sessionId: string): Promise<UserWithAccount | undefined> {
  const [row] = await sessionUserStatement(db).execute({ sessionId });
  return row;
}
