import { and, eq, isNull, max, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { START_NUMBER_MAX, type Worksheet } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { accounts, customers, entries, mechs, worksheetCounters, worksheets, worksheetStatuses } from '../../db/schema/index.js';
import { openBacklogEntry } from '../entries/open-backlog.js';
import { worksheetsJson } from './worksheet-json.js';

export type WorksheetRow = typeof worksheets.$inferSelect;
/** The columns a create or a PUT writes. */
export type WorksheetColumns = Pick<typeof worksheets.$inferInsert, 'customerId' | 'mechId' | 'technicianId' | 'statusId' | 'notes'>;

/** Only the account's work orders that were not deleted: anything else is "not found" (a placeholder for a prepared statement). */
export function liveWorksheet(accountId: number | Placeholder, condition?: SQL): SQL | undefined {
  return and(eq(worksheets.accountId, accountId), isNull(worksheets.deletedAt), condition);
}

/** A live work order of the account; `forUpdate` holds it until the transaction ends. */
export async function findWorksheet(db: DbOrTx, { accountId, uuid, forUpdate }: Scope & { uuid: string; forUpdate?: boolean }) {
  const query = db
    .select()
    .from(worksheets)
    .where(liveWorksheet(accountId, eq(worksheets.uuid, uuid)))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

// ---------------------------------------------------------------- references of a work order

export async function findLiveCustomerId(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.accountId, accountId), eq(customers.uuid, uuid), isNull(customers.deletedAt)))
    .limit(1);
  return row?.id;
}

/** A live vehicle of this customer of the account; locked, so a backlog save waits for the pull. */
export async function findCustomerMech(db: DbOrTx, { accountId, customerId, uuid }: Scope & { customerId: number; uuid: string }) {
  const [row] = await db
    .select({ id: mechs.id })
    .from(mechs)
    .where(and(eq(mechs.accountId, accountId), eq(mechs.customerId, customerId), eq(mechs.uuid, uuid), isNull(mechs.deletedAt)))
    .limit(1)
    .for('update');
  return row?.id;
}

/** A work-order status of the account; key-share locked: it cannot be deleted under the save, renaming and reordering still go on. */
export async function findWorksheetStatus(db: DbOrTx, { accountId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({ id: worksheetStatuses.id })
    .from(worksheetStatuses)
    .where(and(eq(worksheetStatuses.accountId, accountId), eq(worksheetStatuses.id, id)))
    .limit(1)
    .for('key share');
  return row?.id;
}

// ---------------------------------------------------------------- numbering and writes

/**
 * The account's work-order start number (preferences.worksheetStartNumber, 1 when unset), read
 * defensively: a value an older version let through (not a number, above START_NUMBER_MAX,
 * negative) is clamped rather than failing every creation.
 */
function startNumber(accountId: number): SQL {
  const value = sql`(SELECT ${accounts.preferences} -> 'worksheetStartNumber' FROM ${accounts} WHERE ${accounts.id} = ${accountId})`;
  return sql`(CASE WHEN jsonb_typeof(${value}) = 'number'
    THEN LEAST(GREATEST(floor((${value})::numeric), 0), ${sql.raw(String(START_NUMBER_MAX))})::bigint ELSE 1 END)`;
}

/** What takeWorksheetNumber would answer now, and the last number given (null: none yet); reads only. */
export async function peekWorksheetNumber(db: DbOrTx, { accountId }: Scope): Promise<{ next: number; lastUsed: number | null }> {
  // float8: bigint would come back as text; numbers stay far below 2^53.
  const { rows } = await db.execute<{ next: number; last_used: number | null }>(sql`
    SELECT GREATEST(COALESCE(c.last_number + 1, 0), ${startNumber(accountId)})::float8 AS next, c.last_number::float8 AS last_used
    FROM (SELECT 1) AS one LEFT JOIN ${worksheetCounters} c ON c.account_id = ${accountId}`);
  const row = rows[0]!;
  return { next: row.next, lastUsed: row.last_used };
}

/**
 * The next work-order number of the account. The counter row is created or updated in one
 * statement, and its row lock is held until the transaction ends: concurrent creations queue
 * here, so numbers are unique and gap-free (a failed creation rolls its number back). The start
 * number is a floor that can be changed at any time (workshop §2 numbering settings).
 */
export async function takeWorksheetNumber(db: DbOrTx, { accountId }: Scope): Promise<number> {
  const start = startNumber(accountId);
  const [row] = await db
    .insert(worksheetCounters)
    .values({ accountId, lastNumber: start })
    .onConflictDoUpdate({
      target: worksheetCounters.accountId,
      set: { lastNumber: sql`GREATEST(${worksheetCounters.lastNumber} + 1, ${start})` },
    })
    .returning({ lastNumber: worksheetCounters.lastNumber });
  return row!.lastNumber;
}

export async function insertWorksheet(db: DbOrTx, values: Scope & WorksheetColumns & { worksheetId: number }): Promise<WorksheetRow> {
  const [row] = await db.insert(worksheets).values(values).returning();
  return row!;
}

/** A PUT: the whole work order; a new status restarts the time in status. */
export async function updateWorksheetColumns(db: DbOrTx, { accountId, id }: Scope & { id: number }, columns: WorksheetColumns): Promise<void> {
  await db
    .update(worksheets)
    .set({
      ...columns,
      statusChangedAt: sql`CASE WHEN ${worksheets.statusId} = ${columns.statusId} THEN ${worksheets.statusChangedAt} ELSE now() END`,
      updatedAt: sql`now()`,
    })
    .where(liveWorksheet(accountId, eq(worksheets.id, id)));
}

/**
 * The work order's lines follow its vehicle when a PUT corrects it (the vehicle's history is its
 * work orders'); lines of an issued invoice are frozen with it (its own vehicle is in its snapshot).
 */
export async function moveLinesToMech(db: DbOrTx, { accountId, worksheetId, mechId }: Scope & { worksheetId: number; mechId: number | null }): Promise<void> {
  await db
    .update(entries)
    .set({ mechId, updatedAt: sql`now()` })
    .where(
      and(
        eq(entries.accountId, accountId),
        eq(entries.worksheetId, worksheetId),
        sql`NOT EXISTS (SELECT 1 FROM invoices i WHERE i.id = ${entries.invoiceId} AND i.status <> 'DRAFT')`,
      ),
    );
}

/** Soft delete: the row stays, so its number is never given again (unique per account). */
export async function softDeleteWorksheet(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<string | undefined> {
  const [row] = await db
    .update(worksheets)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(liveWorksheet(accountId, eq(worksheets.uuid, uuid)))
    .returning({ uuid: worksheets.uuid });
  return row?.uuid;
}

/**
 * Moves the vehicle's open backlog (its entries on no work order, not done) onto the work order,
 * after the lines it already has, in the backlog's order. Answers how many moved.
 */
export async function pullBacklogInto(db: DbOrTx, { accountId, mechId, worksheetId }: Scope & { mechId: number; worksheetId: number }): Promise<number> {
  const [last] = await db
    .select({ value: max(entries.position) })
    .from(entries)
    .where(and(eq(entries.accountId, accountId), eq(entries.worksheetId, worksheetId)));
  const offset = (last?.value ?? -1) + 1;
  const moved = await db
    .update(entries)
    .set({ worksheetId, position: sql`${entries.position} + ${offset}`, updatedAt: sql`now()` })
    .where(and(eq(entries.accountId, accountId), eq(entries.mechId, mechId), openBacklogEntry()))
    .returning({ id: entries.id });
  return moved.length;
}

// ---------------------------------------------------------------- read model

/** The work order as the contract shows it (JSON built by PostgreSQL, see worksheet-json.ts). */
export async function worksheetById(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<Worksheet | undefined> {
  const { rows } = await db.execute<{ list: string }>(sql`SELECT ${worksheetsJson(accountId, sql`SELECT ${id}::int`)}::text AS list`);
  return (JSON.parse(rows[0]?.list ?? '[]') as Worksheet[])[0];
}
