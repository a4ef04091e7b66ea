import { eq, sql } from 'drizzle-orm';
import type { LegalIdentity } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { invoiceLegalIdentities } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';

/** The stored identity of the shop (undefined: never saved). */
export async function findLegalIdentityRow(db: DbOrTx, { accountId }: Scope): Promise<LegalIdentity | undefined> {
  const [row] = await db
    .select({ identity: invoiceLegalIdentities.identity })
    .from(invoiceLegalIdentities)
    .where(eq(invoiceLegalIdentities.accountId, accountId))
    .limit(1);
  return row?.identity;
}

/** One row per shop: the PUT replaces it whole. */
export async function upsertLegalIdentity(db: DbOrTx, { accountId, identity }: Scope & { identity: LegalIdentity }): Promise<void> {
  await db
    .insert(invoiceLegalIdentities)
    .values({ accountId, identity })
    .onConflictDoUpdate({ target: invoiceLegalIdentities.accountId, set: { identity, updatedAt: sql`now()` } });
}
