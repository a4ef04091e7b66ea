import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { makeExclusions, makes } from '../../db/schema/index.js';
import { visibleMake } from '../makes/queries.js';

/** The makes the account excluded, by name as people read it. */
export function excludedMakes(db: DbOrTx, { accountId }: Scope) {
  return db
    .select({ id: makes.id, name: makes.name, source: makes.source })
    .from(makeExclusions)
    .innerJoin(makes, eq(makes.id, makeExclusions.makeId))
    .where(and(eq(makeExclusions.accountId, accountId), visibleMake(accountId)))
    .orderBy(sql`${makes.name} COLLATE "und-x-icu"`, makes.id);
}

/** Which of these ids are makes the account sees (SYSTEM or its own USER makes). */
export async function visibleMakeIds(db: DbOrTx, { accountId, ids }: Scope & { ids: number[] }): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: makes.id })
    .from(makes)
    .where(and(sql`${makes.id} = ANY(${sql.param(ids)}::int[])`, visibleMake(accountId)));
  return new Set(rows.map((r) => r.id));
}

/** The account's exclusions become exactly `ids` (all visible makes, checked before). */
export async function setExclusions(tx: DbOrTx, { accountId, ids }: Scope & { ids: number[] }): Promise<void> {
  await tx.delete(makeExclusions).where(and(eq(makeExclusions.accountId, accountId), sql`${makeExclusions.makeId} <> ALL(${sql.param(ids)}::int[])`));
  if (ids.length === 0) return;
  await tx.execute(sql`
    INSERT INTO ${makeExclusions} (account_id, make_id)
    SELECT ${accountId}, x.make_id FROM unnest(${sql.param(ids)}::int[]) AS x(make_id)
    ON CONFLICT DO NOTHING`);
}

// First key of the two-key advisory lock held while an account's exclusions are replaced.
const EXCLUSIONS_LOCK = 0x6578636c; // 'excl'

/** Two saves of the settings page at once end as one of them, never as a mix of both. */
export async function lockExclusions(tx: DbOrTx, { accountId }: Scope): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${EXCLUSIONS_LOCK}, ${accountId})`);
}
