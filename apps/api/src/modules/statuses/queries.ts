import { and, asc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { STATUS_GROUPS, type StatusGroup, type StatusKind } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { entries, mechs, worksheetStatuses, worksheets } from '../../db/schema/index.js';
import { STATUS_LOCK_KEYS, STATUS_TABLES } from './status-tables.js';

export type StatusRow = typeof worksheetStatuses.$inferSelect;

// Both kinds have the same columns; queries are written once against the work-order table's type.
const tableOf = (kind: StatusKind) => STATUS_TABLES[kind] as typeof worksheetStatuses;

/**
 * Serialises every change of the account's statuses of this kind until the transaction ends, so
 * two reorders (or a reorder and an insert) never compute their orders from the same state.
 */
export async function lockStatusesOfKind(tx: DbOrTx, kind: StatusKind, { accountId }: Scope): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${STATUS_LOCK_KEYS[kind]}::int, ${accountId}::int)`);
}

/** A status group's rank in the groups' order (TODO, IN_PROGRESS, DONE), to sort statuses by. */
export function statusGroupRank(group: SQLWrapper): SQL {
  return sql`array_position(ARRAY[${sql.join(
    STATUS_GROUPS.map((name) => sql`${name}`),
    sql`, `,
  )}]::text[], ${group})`;
}

/** Every status of the account of this kind, by group (TODO, IN_PROGRESS, DONE) then order. */
export function listStatusRows(db: DbOrTx, kind: StatusKind, { accountId }: Scope): Promise<StatusRow[]> {
  const table = tableOf(kind);
  return db.select().from(table).where(eq(table.accountId, accountId)).orderBy(statusGroupRank(table.group), asc(table.position), asc(table.id));
}

/** One status of the account; `lock` takes its row so a work order or a line cannot take it meanwhile. */
export async function findStatusRow(db: DbOrTx, kind: StatusKind, { accountId, id, lock }: Scope & { id: number; lock?: boolean }) {
  const table = tableOf(kind);
  const query = db
    .select()
    .from(table)
    .where(and(eq(table.accountId, accountId), eq(table.id, id)))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The ids of a group, in order. */
export async function groupIds(db: DbOrTx, kind: StatusKind, { accountId, group }: Scope & { group: StatusGroup }): Promise<number[]> {
  const table = tableOf(kind);
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.accountId, accountId), eq(table.group, group)))
    .orderBy(asc(table.position), asc(table.id));
  return rows.map((row) => row.id);
}

export async function insertStatusRow(db: DbOrTx, kind: StatusKind, values: Scope & { name: string; group: StatusGroup; position: number }): Promise<StatusRow> {
  const [row] = await db.insert(tableOf(kind)).values(values).returning();
  return row!;
}

export async function setStatusFields(
  db: DbOrTx,
  kind: StatusKind,
  { accountId, id, ...values }: Scope & { id: number; name?: string; group?: StatusGroup },
): Promise<void> {
  const table = tableOf(kind);
  await db
    .update(table)
    .set(values)
    .where(and(eq(table.accountId, accountId), eq(table.id, id)));
}

/** Orders 0, 1, 2… in the order of `ids`, in one statement. */
export async function setPositions(db: DbOrTx, kind: StatusKind, { accountId, ids }: Scope & { ids: number[] }): Promise<void> {
  if (ids.length === 0) return;
  const table = tableOf(kind);
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await db.execute(sql`
    UPDATE ${table} SET position = placed.ord - 1
    FROM unnest(ARRAY[${list}]::int[]) WITH ORDINALITY AS placed(id, ord)
    WHERE ${table.id} = placed.id AND ${table.accountId} = ${accountId}`);
}

export async function deleteStatusRow(db: DbOrTx, kind: StatusKind, { accountId, id }: Scope & { id: number }): Promise<void> {
  const table = tableOf(kind);
  await db.delete(table).where(and(eq(table.accountId, accountId), eq(table.id, id)));
}

/** Live work orders with this status (deleted ones keep their history but do not hold it). */
async function liveWorksheetsWith(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(worksheets)
    .where(and(eq(worksheets.accountId, accountId), eq(worksheets.statusId, id), sql`${worksheets.deletedAt} IS NULL`));
  return row?.value ?? 0;
}

/**
 * Live lines with this status: on a live work order, or in the backlog of a live vehicle. Lines of
 * a deleted work order or vehicle are out of sight: they cannot be changed, so they do not hold it.
 */
async function liveEntriesWith(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(entries)
    .leftJoin(worksheets, eq(worksheets.id, entries.worksheetId))
    .leftJoin(mechs, eq(mechs.id, entries.mechId))
    .where(
      and(
        eq(entries.accountId, accountId),
        eq(entries.statusId, id),
        sql`CASE WHEN ${entries.worksheetId} IS NOT NULL THEN ${worksheets.deletedAt} IS NULL ELSE ${mechs.deletedAt} IS NULL END`,
      ),
    );
  return row?.value ?? 0;
}

export function liveUsesOf(db: DbOrTx, kind: StatusKind, scope: Scope & { id: number }): Promise<number> {
  return kind === 'worksheet' ? liveWorksheetsWith(db, scope) : liveEntriesWith(db, scope);
}

/**
 * Once no live row uses the status, the deleted ones that still point at it let go (foreign key):
 * a deleted work order takes `replacementId` (status_id is required; same group, so its history
 * still reads TODO / IN_PROGRESS / DONE), a hidden line keeps no status.
 */
export async function releaseDeletedUses(db: DbOrTx, kind: StatusKind, { accountId, id, replacementId }: Scope & { id: number; replacementId: number }): Promise<void> {
  if (kind === 'worksheet') {
    await db
      .update(worksheets)
      .set({ statusId: replacementId })
      .where(and(eq(worksheets.accountId, accountId), eq(worksheets.statusId, id)));
  } else {
    await db
      .update(entries)
      .set({ statusId: null })
      .where(and(eq(entries.accountId, accountId), eq(entries.statusId, id)));
  }
}
