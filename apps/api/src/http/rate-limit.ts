import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';
import { AppError } from './app-error.js';

export type Limit = { max: number; windowSeconds: number };

/** Throttling policy of the authentication endpoints (issue 2: per IP and per account). */
export const LIMITS = {
  /**
   * Sign-in (issue 10, NIST SP 800-63B §5.2.2): failures count per account and source (a device
   * that signed in before, else the IP address). A source gets 5 free failures, then waits
   * between attempts (SIGNIN_DELAYS), then is refused until the window ends.
   */
  signinFailuresPerSource: { max: 20, windowSeconds: 24 * 60 * 60 },
  /** Failures from any address across accounts (password spraying). */
  signinFailuresPerIp: { max: 30, windowSeconds: 15 * 60 },
  /**
   * Failures of one account from sources that never signed in to it, all together: guessing from
   * many addresses stops there (100 a day: NIST's ceiling), and its owner, on a known device or
   * address, still signs in.
   */
  signinFailuresPerAccountFromUnknown: { max: 100, windowSeconds: 24 * 60 * 60 },
  lostPasswordPerAccount: { max: 3, windowSeconds: 60 * 60 },
  lostPasswordPerIp: { max: 10, windowSeconds: 60 * 60 },
  resendPerAccount: { max: 3, windowSeconds: 60 * 60 },
  /**
   * The customer's public invoice page and PDF (no account): requests per IP address. A viewing
   * takes a few; the cap keeps a scraper or a guesser from loading the server (a token cannot be
   * guessed: 256-bit HMAC).
   */
  publicDocumentPerIp: { max: 120, windowSeconds: 15 * 60 },
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

/** Progressive delays of sign-in from one source: free failures, then a doubling wait. */
export const SIGNIN_DELAYS = { freeFailures: 5, firstDelaySeconds: 30, maxDelaySeconds: 15 * 60 };

/** The wait imposed after the `failure`-th failure of a source (0 while it is free). */
export function signinDelaySeconds(failure: number): number {
  const beyond = failure - SIGNIN_DELAYS.freeFailures;
  if (beyond < 1) return 0;
  return Math.min(SIGNIN_DELAYS.firstDelaySeconds * 2 ** (beyond - 1), SIGNIN_DELAYS.maxDelaySeconds);
}

/**
 * Takes a gate that stays closed `seconds` after whoever took it: atomically, so of simultaneous
 * attempts exactly one passes. Answers whether this caller got it, and otherwise the wait.
 */
export async function acquireGate(db: DbOrTx, key: string, seconds: number): Promise<{ acquired: boolean; retryAfter: number }> {
  const until = sql`now() + make_interval(secs => ${seconds})`;
  const rows = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: until })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1`, resetAt: until }, setWhere: sql`${rateLimits.resetAt} <= now()` })
    .returning({ key: rateLimits.key });
  if (rows.length > 0) return { acquired: true, retryAfter: 0 };
  return { acquired: false, retryAfter: (await peekLimit(db, key)).retryAfter };
}

/** Records (or renews) a fact that holds for `days`, such as an address a user signed in from. */
export async function remember(db: DbOrTx, key: string, days: number): Promise<void> {
  const until = sql`now() + make_interval(days => ${days})`;
  await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: until })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count: sql`${rateLimits.count} + 1`, resetAt: until } });
}

/** Deletes every live or expired row whose key starts with `prefix`, except those starting with one of `keep`. */
export async function clearLimitsStartingWith(db: DbOrTx, prefix: string, keep: string[] = []): Promise<void> {
  const kept = keep.map((k) => sql` AND NOT starts_with(${rateLimits.key}, ${k})`);
  await db.delete(rateLimits).where(sql`starts_with(${rateLimits.key}, ${prefix})${sql.join(kept, sql``)}`);
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
