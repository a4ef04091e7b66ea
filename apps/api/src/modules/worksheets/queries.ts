import { and, desc, eq, isNull, max, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { WorksheetListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import {
  accounts,
  customers,
  entries,
  equipmentTypes,
  makes,
  mechs,
  models,
  users,
  worksheetCounters,
  worksheets,
  worksheetStatuses,
} from '../../db/schema/index.js';
import { numberPrefixRanges } from '../search/workorder-search.js';
import { statusGroupRank } from '../statuses/queries.js';

type Scope = { accountId: number };
export type WorksheetRow = typeof worksheets.$inferSelect;
/** The columns a create or a PUT writes. */
export type WorksheetColumns = Pick<typeof worksheets.$inferInsert, 'customerId' | 'mechId' | 'technicianId' | 'statusId' | 'notes'>;

/** Only the account's work orders that were not deleted: anything else is "not found". */
export function liveWorksheet(accountId: number, condition?: SQL): SQL | undefined {
  return and(eq(worksheets.accountId, accountId), isNull(worksheets.deletedAt), condition);
}

/** A live work order of the account; `forUpdate` holds it until the transaction ends. */
export async function findWorksheet(db: DbOrTx, { accountId, uuid, forUpdate }: Scope & { uuid: string; forUpdate?: boolean }) {
  const query = db.select().from(worksheets).where(liveWorksheet(accountId, eq(worksheets.uuid, uuid))).limit(1);
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

export async function findLiveUserId(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.uuid, uuid), isNull(users.deletedAt)))
    .limit(1);
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
 * The next work-order number of the account. The counter row is created or updated in one
 * statement, and its row lock is held until the transaction ends: concurrent creations queue
 * here, so numbers are unique and gap-free (a failed creation rolls its number back). The start
 * number is a floor that can be changed at any time (workshop §2 numbering settings).
 */
export async function takeWorksheetNumber(db: DbOrTx, { accountId }: Scope): Promise<number> {
  const start = sql`GREATEST(COALESCE((SELECT (${accounts.preferences} ->> 'worksheetStartNumber')::int FROM ${accounts} WHERE ${accounts.id} = ${accountId}), 1), 0)`;
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

/** The work order's lines follow its vehicle when a PUT corrects it (the vehicle's history is its work orders'). */
export async function moveLinesToMech(db: DbOrTx, { accountId, worksheetId, mechId }: Scope & { worksheetId: number; mechId: number | null }): Promise<void> {
  await db
    .update(entries)
    .set({ mechId, updatedAt: sql`now()` })
    .where(and(eq(entries.accountId, accountId), eq(entries.worksheetId, worksheetId)));
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
 * Moves the vehicle's backlog (its entries on no work order) onto the work order, after the
 * lines it already has, in the backlog's order. Answers how many moved.
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
    .where(and(eq(entries.accountId, accountId), eq(entries.mechId, mechId), isNull(entries.worksheetId)))
    .returning({ id: entries.id });
  return moved.length;
}

// ---------------------------------------------------------------- read model

const modelMake = alias(makes, 'model_make');

/** Everything the Worksheet contract shows: one row per work order, one statement. */
function selectWorksheetDetails<Extra extends Record<string, SQL>>(db: DbOrTx, extra?: Extra) {
  return db
    .select({
      ...(extra as Extra),
      worksheet: worksheets,
      customer: { uuid: customers.uuid, fullname: customers.fullname, mobile: customers.mobile },
      mech: {
        uuid: mechs.uuid,
        serialNumber: mechs.serialNumber,
        modelYear: mechs.modelYear,
        license: mechs.license,
      },
      make: { id: makes.id, name: makes.name },
      model: { id: models.id, name: models.name },
      modelMake: { id: modelMake.id, name: modelMake.name },
      type: { id: equipmentTypes.id, name: equipmentTypes.name },
      technician: { uuid: users.uuid, fullname: users.fullname },
      status: { id: worksheetStatuses.id, name: worksheetStatuses.name, group: worksheetStatuses.group },
    })
    .from(worksheets)
    .innerJoin(customers, eq(customers.id, worksheets.customerId))
    .innerJoin(worksheetStatuses, eq(worksheetStatuses.id, worksheets.statusId))
    .leftJoin(mechs, eq(mechs.id, worksheets.mechId))
    .leftJoin(makes, eq(makes.id, mechs.makeId))
    .leftJoin(models, eq(models.id, mechs.modelId))
    .leftJoin(modelMake, eq(modelMake.id, models.makeId))
    .leftJoin(equipmentTypes, eq(equipmentTypes.id, mechs.typeId))
    .leftJoin(users, eq(users.id, worksheets.technicianId));
}

export type WorksheetDetailsRow = Awaited<ReturnType<ReturnType<typeof selectWorksheetDetails>['execute']>>[number];

export async function worksheetDetails(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<WorksheetDetailsRow | undefined> {
  const [row] = await selectWorksheetDetails(db).where(liveWorksheet(accountId, eq(worksheets.id, id))).limit(1);
  return row;
}

/** LIKE pattern text: the user's % and _ are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * `q` of the list: the number's start (integer ranges on the number index), the customer's name
 * (accents and case ignored; trigram index), a VIN or plate (trigram index). Written as
 * conditions on the work order's own columns, so counting never joins.
 * From 3 characters, the matching customers and vehicles become arrays first (`= ANY(ARRAY(…))`):
 * each branch reads its own index, the branches are OR-ed as bitmaps and only the matches are
 * sorted (a rare name: 0.5 ms instead of walking all 500 000 work orders). Shorter texts match a
 * large share of the shop (and trigrams cannot narrow them): there, walking the work orders
 * newest first and stopping at the page is the cheaper plan, so they stay IN filters.
 */
function listSearch(accountId: number, q: string): SQL | undefined {
  const plate = q.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const narrow = q.trim().length >= 3;
  const among = (column: typeof worksheets.customerId | typeof worksheets.mechId, ids: SQL) =>
    narrow ? sql`${column} = ANY(ARRAY(${ids}))` : sql`${column} IN (${ids})`;
  return or(
    ...numberPrefixRanges(q).map(([low, high]) => sql`${worksheets.worksheetId} BETWEEN ${low} AND ${high}`),
    among(worksheets.customerId, sql`SELECT id FROM customers WHERE account_id = ${accountId}
      AND search_text LIKE '%' || atelier_search_key(${escapeLike(q)}) || '%'`),
    plate.length > 0 ? among(worksheets.mechId, sql`SELECT id FROM mechs WHERE account_id = ${accountId} AND search_text LIKE ${`%${plate}%`}`) : undefined,
  );
}

/** The list's filters, each on the work order's own columns (a uuid or a group becomes ids first). */
function listFilters(accountId: number, { q, status, statusId, technicianUuid, customerUuid }: WorksheetListQuery): SQL | undefined {
  return liveWorksheet(
    accountId,
    and(
      status && status.length > 0
        ? sql`${worksheets.statusId} IN (SELECT id FROM worksheet_statuses WHERE account_id = ${accountId} AND "group" IN (${sql.join(
            status.map((group) => sql`${group}`),
            sql`, `,
          )}))`
        : undefined,
      statusId ? eq(worksheets.statusId, statusId) : undefined,
      technicianUuid ? sql`${worksheets.technicianId} = (SELECT id FROM users WHERE account_id = ${accountId} AND uuid = ${technicianUuid})` : undefined,
      customerUuid ? sql`${worksheets.customerId} = (SELECT id FROM customers WHERE account_id = ${accountId} AND uuid = ${customerUuid})` : undefined,
      q ? listSearch(accountId, q) : undefined,
    ),
  );
}

/**
 * Counting stops here: past it the list says "10 000+" (issue 5 budget: an exact count of
 * 500 000 rows costs more than the page itself).
 */
export const TOTAL_CAP = 10000;

/** How many rows `where` matches, counting at most `limit` (a scalar subquery: PostgreSQL runs it once). */
function cappedCount(db: DbOrTx, where: SQL | undefined, limit: number) {
  const matching = db.select({ one: sql`1` }).from(worksheets).where(where).limit(limit);
  return sql<number>`(SELECT count(*)::int FROM (${matching}) AS matching)`;
}

/**
 * One page of the account's live work orders, newest first, and the matching total, in one
 * statement (one snapshot, one round trip). The page's ids come first, from the
 * (account, created_at, id) index alone, so a deep OFFSET skips index entries instead of joining
 * and sorting every match; only those ids are then read by primary key for the details
 * (`= ANY(ARRAY(…))`: as an IN, the planner joined every row first). One id more than the page
 * says whether another page follows.
 * The total counts at most TOTAL_CAP + 1 matches (`totalCapped`: there are more). Past the cap,
 * a page's own rows tell the total (the rows before it, its own, "+" when one more follows), so a
 * deep page does not count the matches a second time. A page past the end has no row to carry
 * the total: only then is it counted on its own.
 */
export async function listWorksheets(db: DbOrTx, query: WorksheetListQuery & Scope) {
  const where = listFilters(query.accountId, query);
  const order = [desc(worksheets.createdAt), desc(worksheets.id)];
  const offset = (query.page - 1) * query.pageSize;
  const deep = offset + query.pageSize >= TOTAL_CAP;
  const pageIds = db.select({ id: worksheets.id }).from(worksheets).where(where).orderBy(...order).limit(query.pageSize + 1).offset(offset);
  const found = await selectWorksheetDetails(db, { matches: deep ? sql<number | null>`NULL::int` : cappedCount(db, where, TOTAL_CAP + 1) })
    .where(liveWorksheet(query.accountId, sql`${worksheets.id} = ANY(ARRAY(${pageIds}))`))
    .orderBy(...order);
  const rows = found.slice(0, query.pageSize);
  const more = found.length > query.pageSize;
  if (rows.length === 0) {
    const limit = Math.max(TOTAL_CAP, offset);
    const [counted] = await db.select({ matches: cappedCount(db, where, limit + 1) }).from(sql`(SELECT 1) AS one`);
    const value = counted?.matches ?? 0;
    return { rows, total: Math.min(value, limit), totalCapped: value > limit };
  }
  if (deep) return { rows, total: offset + rows.length, totalCapped: more };
  const value = found[0]?.matches ?? 0;
  return { rows, total: Math.min(value, TOTAL_CAP), totalCapped: value > TOTAL_CAP };
}

/**
 * The workflow board in one statement: for each status of the account, its newest `size` live
 * work orders (one index-only walk per status on (account, status, created_at, id), gathered into
 * an array, then read by primary key for the details) and how many it holds, counted up to
 * TOTAL_CAP + 1 per status: [status id, count] pairs in the statuses' order, computed once and
 * carried by every row. No row means no card in any column (the caller lists the statuses).
 */
export async function boardWorksheets(db: DbOrTx, { accountId, technicianUuid, size }: Scope & { technicianUuid?: string; size: number }) {
  const technician = technicianUuid
    ? sql`AND w.technician_id = (SELECT id FROM users WHERE account_id = ${accountId} AND uuid = ${technicianUuid})`
    : sql``;
  const inColumn = sql`w.account_id = ${accountId} AND w.deleted_at IS NULL AND w.status_id = s.id ${technician}`;
  const pageIds = sql`SELECT p.id FROM worksheet_statuses s CROSS JOIN LATERAL (
      SELECT w.id FROM worksheets w WHERE ${inColumn} ORDER BY w.created_at DESC, w.id DESC LIMIT ${size}) p
    WHERE s.account_id = ${accountId}`;
  const counts = sql<[number, number][]>`(SELECT json_agg(json_build_array(s.id, (SELECT count(*) FROM (
      SELECT 1 FROM worksheets w WHERE ${inColumn} LIMIT ${TOTAL_CAP + 1}) AS matching))
      ORDER BY ${statusGroupRank(sql`s."group"`)}, s.position, s.id)
    FROM worksheet_statuses s WHERE s.account_id = ${accountId})`;
  const rows = await selectWorksheetDetails(db, { counts })
    .where(liveWorksheet(accountId, sql`${worksheets.id} = ANY(ARRAY(${pageIds}))`))
    .orderBy(desc(worksheets.createdAt), desc(worksheets.id));
  return { rows, counts: rows[0]?.counts };
}
