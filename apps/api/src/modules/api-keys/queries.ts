import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { apiKeys, users } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';

/** A key row with the creator the list shows (a deleted creator still has a name). */
const keyWithCreator = { key: apiKeys, createdBy: { uuid: users.uuid, fullname: users.fullname } };
export type ApiKeyWithCreator = { key: typeof apiKeys.$inferSelect; createdBy: { uuid: string; fullname: string } };

function selectKeys(db: DbOrTx) {
  return db.select(keyWithCreator).from(apiKeys).innerJoin(users, eq(users.id, apiKeys.userId));
}

/** The account's keys, newest first (revoked ones too, marked by revokedAt). */
export function listApiKeys(db: DbOrTx, { accountId }: Scope): Promise<ApiKeyWithCreator[]> {
  return selectKeys(db).where(eq(apiKeys.accountId, accountId)).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

export async function findApiKey(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<ApiKeyWithCreator | undefined> {
  const [row] = await selectKeys(db)
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.uuid, uuid)))
    .limit(1);
  return row;
}

export async function insertApiKey(
  db: DbOrTx,
  values: Scope & { userId: number; name: string; description: string | null; prefix: string; keyHash: string; expiresAt: Date | null },
): Promise<string> {
  const [row] = await db.insert(apiKeys).values(values).returning({ uuid: apiKeys.uuid });
  return row!.uuid;
}

/** Revokes once: a second revocation keeps the first date. */
export async function revokeApiKey(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.uuid, uuid), isNull(apiKeys.revokedAt)));
}

/** Every live key a user created (when the user is deleted). */
export async function revokeUserApiKeys(db: DbOrTx, { accountId, userId }: Scope & { userId: number }): Promise<void> {
  await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
}
