import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { features } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';

/** The account's features of a type that are not completed yet. */
export function listPendingFeatures(db: DbOrTx, { accountId, type }: Scope & { type: string }) {
  return db
    .select()
    .from(features)
    .where(and(eq(features.accountId, accountId), eq(features.type, type), isNull(features.completedAt)))
    .orderBy(asc(features.id));
}

/** Marks a feature of the account completed; a second call keeps the first completion time. */
export async function markFeatureCompleted(db: DbOrTx, { accountId, id }: Scope & { id: number }) {
  const [row] = await db
    .update(features)
    .set({ completedAt: sql`coalesce(${features.completedAt}, now())` })
    .where(and(eq(features.id, id), eq(features.accountId, accountId)))
    .returning();
  return row;
}
