import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { MakeListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { makeExclusions, makes, models } from '../../db/schema/index.js';
import { containsFolded, folded } from './make-names.js';

export type MakeRow = typeof makes.$inferSelect;
export type ModelRow = typeof models.$inferSelect;

/** SYSTEM makes and the account's own USER makes; another shop's are "not found". */
export function visibleMake(accountId: number): SQL {
  return or(isNull(makes.accountId), eq(makes.accountId, accountId))!;
}

function visibleModel(accountId: number): SQL {
  return or(isNull(models.accountId), eq(models.accountId, accountId))!;
}

/** §9 "groups are ordered USER then SYSTEM", then by name as people read it (ICU), then id. */
const userThenSystem = (table: typeof makes | typeof models) => [sql`${table.source} = 'SYSTEM'`, sql`${table.name} COLLATE "und-x-icu"`, table.id];

// count(*) OVER () is the number of matches before LIMIT, in the same query.
const totalBeforeLimit = sql<number>`count(*) OVER ()`.mapWith(Number);

/** The makes an account lists: visible, not excluded by it, matching `q`; and the match count. */
export async function listMakes(db: DbOrTx, { accountId, q, limit }: MakeListQuery & Scope) {
  const rows = await db
    .select({ id: makes.id, name: makes.name, source: makes.source, total: totalBeforeLimit })
    .from(makes)
    .where(
      and(
        visibleMake(accountId),
        sql`NOT EXISTS (SELECT 1 FROM ${makeExclusions} WHERE ${makeExclusions.accountId} = ${accountId} AND ${makeExclusions.makeId} = ${makes.id})`,
        q ? containsFolded(makes.name, q) : undefined,
      ),
    )
    .orderBy(...userThenSystem(makes))
    .limit(limit);
  return { rows, total: rows[0]?.total ?? 0 };
}

export async function findVisibleMake(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<MakeRow | undefined> {
  const [row] = await db
    .select()
    .from(makes)
    .where(and(eq(makes.id, id), visibleMake(accountId)))
    .limit(1);
  return row;
}

/** The visible make of this name (accents and case ignored), SYSTEM before USER. */
export async function findMakeNamed(db: DbOrTx, { accountId, name }: Scope & { name: string }): Promise<MakeRow | undefined> {
  const [row] = await db
    .select()
    .from(makes)
    .where(and(visibleMake(accountId), sql`${folded(makes.name)} = ${folded(name)}`))
    .orderBy(sql`${makes.accountId} NULLS FIRST`, makes.id)
    .limit(1);
  return row;
}

export async function insertMake(db: DbOrTx, { accountId, name }: Scope & { name: string }): Promise<MakeRow> {
  const [row] = await db.insert(makes).values({ accountId, name, source: 'USER' }).returning();
  return row!;
}

/** The models of a make the account sees (SYSTEM and its own USER ones), matching `q`. */
export async function listModels(db: DbOrTx, { accountId, makeId, q, limit }: MakeListQuery & Scope & { makeId: number }) {
  const rows = await db
    .select({ id: models.id, name: models.name, source: models.source, total: totalBeforeLimit })
    .from(models)
    .where(and(eq(models.makeId, makeId), visibleModel(accountId), q ? containsFolded(models.name, q) : undefined))
    .orderBy(...userThenSystem(models))
    .limit(limit);
  return { rows, total: rows[0]?.total ?? 0 };
}

/** The visible model of this name under a make (accents and case ignored), SYSTEM before USER. */
export async function findModelNamed(db: DbOrTx, { accountId, makeId, name }: Scope & { makeId: number; name: string }): Promise<ModelRow | undefined> {
  const [row] = await db
    .select()
    .from(models)
    .where(and(eq(models.makeId, makeId), visibleModel(accountId), sql`${folded(models.name)} = ${folded(name)}`))
    .orderBy(sql`${models.accountId} NULLS FIRST`, models.id)
    .limit(1);
  return row;
}

export async function insertModel(db: DbOrTx, { accountId, makeId, name }: Scope & { makeId: number; name: string }): Promise<ModelRow> {
  const [row] = await db.insert(models).values({ accountId, makeId, name, source: 'USER' }).returning();
  return row!;
}

// First key of the two-key advisory locks taken while an account adds a make or a model.
const NAME_LOCK = 0x6d616b65; // 'make'

/**
 * Serialises an account's make and model creations until the transaction ends, so the
 * "no other make of this name" check cannot race. The unique indexes only fold case, not accents.
 */
export async function lockAccountNames(tx: DbOrTx, { accountId }: Scope): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${NAME_LOCK}, ${accountId})`);
}
