import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedPerDb } from '../../db/prepared.js';
import { accounts, apiKeys, users } from '../../db/schema/index.js';
import { liveUser, userWithAccount, type UserWithAccount } from '../users/queries.js';

/** The key read of every call made with an API key, prepared (db/prepared.ts). */
const apiKeyUserStatement = preparedPerDb((db) =>
  db
    .select({ ...userWithAccount, apiKeyId: apiKeys.id })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(
      liveUser(
        and(
          eq(apiKeys.keyHash, sql.placeholder('keyHash')),
          eq(apiKeys.accountId, users.accountId),
          isNull(apiKeys.revokedAt),
          or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, sql`now()`)),
        ),
      ),
    )
    .limit(1)
    .prepare('auth_api_key_user'),
);

/** The creator of a live key (not revoked, not expired, user not deleted), in one query. */
export async function findApiKeyUser(db: Db, keyHash: string): Promise<(UserWithAccount & { apiKeyId: number }) | undefined> {
  const [row] = await apiKeyUserStatement(db).execute({ keyHash });
  return row;
}

/** lastUsedAt at minute precision: one write a minute per key, not one per call. */
export async function touchApiKey(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - interval '1 minute'`))));
}
