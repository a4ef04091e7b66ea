import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from './app-error.js';

export type Limit = { max: number; windowSeconds: number };

/** Throttling policy of the authentication endpoints (issue 2: per IP and per account). */
export const LIMITS = {
  signinFailuresPerAccount: { max: 5, windowSeconds: 15 * 60 },
  signinFailuresPerIp: { max: 30, windowSeconds: 15 * 60 },
  lostPasswordPerAccount: { max: 3, windowSeconds: 60 * 60 },
  lostPasswordPerIp: { max: 10, windowSeconds: 60 * 60 },
  resendPerAccount: { max: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/**
 * Counts one event against a fixed window kept in PostgreSQL (shared by every instance) and
 * answers the count in the current window.
 */
export async function hitLimit(db: DbOrTx, key: string, limit: Limit): Promise<{ count: number; retryAfter: number }> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: sql`now() + make_interval(secs => ${limit.windowSeconds})` })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= now() THEN now() + make_interval(secs => ${limit.windowSeconds}) ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ count: rateLimits.count, retryAfter: sql<number>`ceil(extract(epoch FROM ${rateLimits.resetAt} - now()))::int` });
  return row!;
}

/** The count in the current window without adding to it. */
export async function peekLimit(db: DbOrTx, key: string): Promise<{ count: number; retryAfter: number }> {
  const [row] = await db
    .select({ count: rateLimits.count, retryAfter: sql<number>`ceil(extract(epoch FROM ${rateLimits.resetAt} - now()))::int` })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} AND ${rateLimits.resetAt} > now()`)
    .limit(1);
  return row ?? { count: 0, retryAfter: 0 };
}

/** Gives back one event counted by hitLimit (an attempt that turned out not to be a failure). */
export async function releaseLimit(db: DbOrTx, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(sql`${rateLimits.key} = ${key} AND ${rateLimits.resetAt} > now()`);
}

export async function clearLimit(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

export function tooManyRequests(retryAfter: number): AppError {
  return new AppError(429, 'ERR_TOO_MANY_REQUESTS', [], { 'Retry-After': String(Math.max(1, retryAfter)) });
}

/** Throws 429 when any of the counted keys is over its limit. */
export async function assertUnderLimits(db: DbOrTx, checks: { key: string; limit: Limit }[]): Promise<void> {
  for (const { key, limit } of checks) {
    const { count, retryAfter } = await peekLimit(db, key);
    if (count >= limit.max) throw tooManyRequests(retryAfter);
  }
}
