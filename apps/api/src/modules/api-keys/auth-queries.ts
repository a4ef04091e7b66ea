import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { accounts, apiKeys, users } from '../../db/schema/index.js';
import { liveUser, userWithAccount, type UserWithAccount } from '../users/queries.js';

/** The creator of a live key (not revoked, not expired, user not deleted), in one query. */
export async function findApiKeyUser(db: DbOrTx, keyHash: string): Promise<(UserWithAccount & { apiKeyId: number }) | undefined> {
  const [row] = await db
    .select({ ...userWithAccount, apiKeyId: apiKeys.id })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      liveUser(
        and(
          eq(apiKeys.keyHash, keyHash),
          eq(apiKeys.accountId, users.accountId),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
        ),
      ),
    )
    .limit(1);
  return row;
}

/** lastUsedAt at minute precision: one write a minute per key, not one per call. */
export async function touchApiKey(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))));
}
