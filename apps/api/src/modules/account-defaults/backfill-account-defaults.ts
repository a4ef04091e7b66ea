import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { accountDefaultsPending, accounts, catalogItems, equipmentTypes, taxGroups, worksheetStatuses } from '../../db/schema/index.js';
import { DEFAULTS_KINDS, seedAccountDefaults, type DefaultsKind } from './seed-account-defaults.js';

const TABLE_OF: Record<DefaultsKind, typeof equipmentTypes | typeof worksheetStatuses | typeof taxGroups | typeof catalogItems> = {
  equipmentTypes,
  statuses: worksheetStatuses,
  taxes: taxGroups,
  catalog: catalogItems,
};

/** The kinds of defaults an account never had (any row, even a deleted one, means it had them). */
async function missingKinds(tx: Tx, accountId: number): Promise<DefaultsKind[]> {
  const missing: DefaultsKind[] = [];
  for (const kind of DEFAULTS_KINDS) {
    const table = TABLE_OF[kind];
    const [row] = await tx
      .select({ one: sql`1` })
      .from(table)
      .where(eq(table.accountId, accountId))
      .limit(1);
    if (!row) missing.push(kind);
  }
  return missing;
}

/**
 * At boot: accounts made before their defaults existed (account_defaults_pending, filled by
 * migration 0009) get the equipment types, statuses, taxes and catalogue they lack, in their
 * language — without statuses a shop could not open a work order. Each account in its own
 * transaction; SKIP LOCKED lets two instances booting together share the work.
 */
export async function backfillAccountDefaults(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const handled = await db.transaction(async (tx) => {
      const [pending] = await tx
        .select({ accountId: accountDefaultsPending.accountId, preferences: accounts.preferences })
        .from(accountDefaultsPending)
        .innerJoin(accounts, eq(accounts.id, accountDefaultsPending.accountId))
        .limit(1)
        .for('update', { of: accountDefaultsPending, skipLocked: true });
      if (!pending) return false;
      const kinds = await missingKinds(tx, pending.accountId);
      await seedAccountDefaults(tx, { accountId: pending.accountId, language: pending.preferences.language }, kinds);
      await tx.delete(accountDefaultsPending).where(eq(accountDefaultsPending.accountId, pending.accountId));
      return true;
    });
    if (!handled) return done;
    done += 1;
  }
}
