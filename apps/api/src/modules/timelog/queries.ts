import { and, asc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { statementPerShape } from '../../db/statement-per-shape.js';
import { isoTimestampText as iso } from '../../db/iso-timestamp.js';
import { HOUR_MS } from './presenters.js';
import type { Scope } from '../../http/scope.js';
import { entries, timelogs, users, worksheets, worksheetStatuses } from '../../db/schema/index.js';

export type TimelogRow = typeof timelogs.$inferSelect;
/** What a create or a PUT writes. */
export type TimelogValues = Pick<
  typeof timelogs.$inferInsert,
  'userId' | 'worksheetId' | 'entryId' | 'name' | 'notes' | 'startTime' | 'endTime' | 'date' | 'autoClosed' | 'editedById' | 'editedAt'
>;

const editor = alias(users, 'editor');

/** Everything the Timelog contract shows: the entry, its person, work order, line and last editor. */
export function selectTimelogs(db: DbOrTx) {
  return db
    .select({
      timelog: timelogs,
      user: { uuid: users.uuid, fullname: users.fullname, username: users.username },
      worksheet: { uuid: worksheets.uuid, number: worksheets.worksheetId },
      entryName: entries.name,
      editor: { uuid: editor.uuid, fullname: editor.fullname },
    })
    .from(timelogs)
    .innerJoin(users, eq(users.id, timelogs.userId))
    .leftJoin(worksheets, eq(worksheets.id, timelogs.worksheetId))
    .leftJoin(entries, eq(entries.id, timelogs.entryId))
    .leftJoin(editor, eq(editor.id, timelogs.editedById));
}
export type TimelogListRow = Awaited<ReturnType<ReturnType<typeof selectTimelogs>['execute']>>[number];

export async function timelogById(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<TimelogListRow | undefined> {
  const [row] = await selectTimelogs(db)
    .where(and(eq(timelogs.accountId, accountId), eq(timelogs.id, id)))
    .limit(1);
  return row;
}

/** The entry locked for a change; `userId` keeps it to one person's (the caller without `timelog:all`). */
export async function lockTimelog(db: DbOrTx, { accountId, id, userId }: Scope & { id: number; userId?: number }): Promise<TimelogRow | undefined> {
  const [row] = await db
    .select()
    .from(timelogs)
    .where(and(eq(timelogs.accountId, accountId), eq(timelogs.id, id), userId === undefined ? undefined : eq(timelogs.userId, userId)))
    .limit(1)
    .for('update');
  return row;
}

/**
 * The person's row locked (NO KEY UPDATE: foreign-key checks of other writes still go on): one
 * person's clock-ins and clock-outs apply one after the other, so twenty at once leave one clock.
 */
export async function lockUserClock(db: DbOrTx, { accountId, userId }: Scope & { userId: number }): Promise<void> {
  await db.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.accountId} = ${accountId} FOR NO KEY UPDATE`);
}

/**
 * A live work order of the shop, locked (a DONE move or a deletion waits for the clock-in, and the
 * reverse), then its status group read by a second statement that key-share locks the status: a
 * status being moved into the DONE group (row locked for update) is waited for, and its new group
 * read, rather than slipped past.
 */
export async function lockWorksheetForTime(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }) {
  const [locked] = await db
    .select({ id: worksheets.id })
    .from(worksheets)
    .where(and(eq(worksheets.accountId, accountId), eq(worksheets.uuid, uuid), isNull(worksheets.deletedAt)))
    .limit(1)
    .for('update');
  if (!locked) return undefined;
  const [row] = await db
    .select({ id: worksheets.id, group: worksheetStatuses.group })
    .from(worksheets)
    .innerJoin(worksheetStatuses, eq(worksheetStatuses.id, worksheets.statusId))
    .where(and(eq(worksheets.id, locked.id), isNull(worksheets.deletedAt)))
    .limit(1)
    .for('key share', { of: worksheetStatuses });
  return row;
}

/** A line of that work order of the shop. */
export async function findWorksheetLine(db: DbOrTx, { accountId, worksheetId, id }: Scope & { worksheetId: number; id: number }) {
  const [row] = await db
    .select({ id: entries.id, name: entries.name })
    .from(entries)
    .where(and(eq(entries.accountId, accountId), eq(entries.worksheetId, worksheetId), eq(entries.id, id)))
    .limit(1);
  return row;
}

/** The person's running entry, locked. */
export async function lockRunningOf(db: DbOrTx, { accountId, userId }: Scope & { userId: number }): Promise<TimelogRow | undefined> {
  const [row] = await db
    .select()
    .from(timelogs)
    .where(and(eq(timelogs.accountId, accountId), eq(timelogs.userId, userId), isNull(timelogs.endTime)))
    .limit(1)
    .for('update');
  return row;
}

export async function insertTimelog(db: DbOrTx, { accountId }: Scope, values: TimelogValues): Promise<number> {
  const [row] = await db
    .insert(timelogs)
    .values({ ...values, accountId })
    .returning({ id: timelogs.id });
  return row!.id;
}

export async function updateTimelog(db: DbOrTx, { accountId, id }: Scope & { id: number }, values: Partial<TimelogValues>): Promise<void> {
  await db
    .update(timelogs)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(timelogs.accountId, accountId), eq(timelogs.id, id)));
}

export async function deleteTimelog(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<void> {
  await db.delete(timelogs).where(and(eq(timelogs.accountId, accountId), eq(timelogs.id, id)));
}

/** The group of a work-order status of the shop. */
export async function statusGroupOf(db: DbOrTx, { accountId, statusId }: Scope & { statusId: number }) {
  const [row] = await db
    .select({ group: worksheetStatuses.group })
    .from(worksheetStatuses)
    .where(and(eq(worksheetStatuses.accountId, accountId), eq(worksheetStatuses.id, statusId)))
    .limit(1);
  return row?.group;
}

/** Whether a clock runs on a live work order in the status. */
export async function hasRunningClockInStatus(db: DbOrTx, { accountId, statusId }: Scope & { statusId: number }): Promise<boolean> {
  const { rows } = await db.execute<{ running: boolean }>(sql`SELECT EXISTS (
      SELECT 1 FROM ${timelogs} JOIN ${worksheets} ON ${worksheets.id} = ${timelogs.worksheetId}
      WHERE ${timelogs.accountId} = ${accountId} AND ${timelogs.endTime} IS NULL
        AND ${worksheets.statusId} = ${statusId} AND ${worksheets.deletedAt} IS NULL) AS running`);
  return rows[0]?.running === true;
}

/** Whether a clock runs on the work order (checked under the work order's lock). */
export async function hasRunningClock(db: DbOrTx, { accountId, worksheetId }: Scope & { worksheetId: number }): Promise<boolean> {
  const { rows } = await db.execute<{ running: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM ${timelogs} WHERE ${timelogs.accountId} = ${accountId} AND ${timelogs.worksheetId} = ${worksheetId} AND ${timelogs.endTime} IS NULL) AS running`,
  );
  return rows[0]?.running === true;
}

/** The database's clock now, as it runs (not the transaction's start): one clock for every server instance. */
export async function databaseNow(db: DbOrTx): Promise<Date> {
  const { rows } = await db.execute<{ ms: number }>(sql`SELECT (extract(epoch FROM clock_timestamp()) * 1000)::float8 AS ms`);
  return new Date(Math.floor(rows[0]!.ms));
}

// ---------------------------------------------------------------- the list

export type TimelogFilter = {
  accountId: number;
  userId?: number;
  userUuid?: string;
  workorderUuid?: string;
  from?: string;
  to?: string;
  running?: boolean;
  toReview?: boolean;
  timezone: string;
};

/** The filters that change the list's SQL text (the rest are values): a statement per combination. */
const SWITCHES = ['userId', 'userUuid', 'workorderUuid', 'from', 'to', 'running', 'toReview'] as const;
type Switch = (typeof SWITCHES)[number];
const isSet = (f: TimelogFilter, name: Switch): boolean =>
  name === 'userId' || name === 'userUuid' || name === 'workorderUuid' ? f[name] !== undefined : Boolean(f[name]);
/** The filter's shape: the switches it sets, e.g. `userUuid,from,to`. */
const shapeOf = (f: TimelogFilter): string => SWITCHES.filter((name) => isSet(f, name)).join(',');

type ValueOf = <K extends keyof TimelogFilter>(name: K) => TimelogFilter[K] | Placeholder<K>;

/**
 * The list's conditions, for the switches `set` says, with each value from `value` (the filter's
 * own, or a placeholder filled per call). Days are the shop's calendar days, read on start_time
 * (the account's (account_id, start_time) index) between two midnights of the shop's zone.
 */
function conditionsOf(set: (name: Switch) => boolean, value: ValueOf): SQL {
  return and(
    eq(timelogs.accountId, value('accountId')),
    set('userId') ? eq(timelogs.userId, value('userId')!) : undefined,
    // The uuids as ids first, so the (account, user, start) and (worksheet) indexes serve the filters.
    set('userUuid') ? sql`${timelogs.userId} = (SELECT u.id FROM ${users} u WHERE u.uuid = ${value('userUuid')} AND u.account_id = ${value('accountId')})` : undefined,
    set('workorderUuid')
      ? sql`${timelogs.worksheetId} = (SELECT w.id FROM ${worksheets} w WHERE w.uuid = ${value('workorderUuid')} AND w.account_id = ${value('accountId')})`
      : undefined,
    set('from') ? sql`${timelogs.startTime} >= (${value('from')}::date::timestamp AT TIME ZONE ${value('timezone')})` : undefined,
    set('to') ? sql`${timelogs.startTime} < ((${value('to')}::date + 1)::timestamp AT TIME ZONE ${value('timezone')})` : undefined,
    set('running') ? isNull(timelogs.endTime) : undefined,
    set('toReview') ? eq(timelogs.autoClosed, true) : undefined,
  )!;
}

/** The list's conditions with the filter's values (the export). */
export function timelogConditions(f: TimelogFilter): SQL {
  return conditionsOf(
    (name) => isSet(f, name),
    (name) => f[name],
  );
}

/** The same conditions with a placeholder per value, for a statement of that shape. */
function shapeConditions(shape: string): SQL {
  const set = new Set(shape.split(','));
  return conditionsOf(
    (name) => set.has(name),
    (name) => sql.placeholder(name),
  );
}

/** An entry as the Timelog contract writes it (presenters.ts presentTimelog), built by PostgreSQL. */
const TIMELOG_JSON = sql.raw(`json_build_object(
  'id', t.id, 'uuid', t.uuid, 'name', t.name,
  'startTime', ${iso('t.start_time')},
  'endTime', CASE WHEN t.end_time IS NULL THEN NULL ELSE ${iso('t.end_time')} END,
  'date', t.date::text,
  'duration', CASE WHEN t.end_time IS NULL THEN NULL ELSE
    ((extract(epoch FROM date_trunc('milliseconds', t.end_time)) - extract(epoch FROM date_trunc('milliseconds', t.start_time))) * 1000)::float8 / ${HOUR_MS} END,
  'notes', t.notes,
  'user', json_build_object('uuid', u.uuid, 'fullname', u.fullname, 'username', u.username),
  'entryId', t.entry_id, 'entryName', e.name,
  'workorderUuid', w.uuid, 'worksheetUuid', w.uuid, 'worksheetId', w.worksheet_id,
  'autoClosed', t.auto_closed,
  'editedBy', CASE WHEN ed.id IS NULL THEN NULL ELSE json_build_object('uuid', ed.uuid, 'fullname', ed.fullname) END,
  'editedAt', CASE WHEN t.edited_at IS NULL THEN NULL ELSE ${iso('t.edited_at')} END,
  'createdAt', ${iso('t.created_at')})`);

/**
 * One page of the list as the JSON text of Timelog[]: newest first (ties: the (account, start
 * desc, id) index order). NULLS LAST as the index is built: a plain DESC (nulls first) made
 * PostgreSQL sort the whole week instead of walking the index. PostgreSQL writes the JSON, as for
 * the work-order list: mapping 25 rows of five tables and serialising them again in Node was most
 * of the call's time besides the database (issue 12: 2.2x the SQL).
 */
const pageStatement = statementPerShape<string>(
  (shape) => sql`
    SELECT coalesce(json_agg(${TIMELOG_JSON} ORDER BY t.start_time DESC NULLS LAST, t.id), '[]')::text AS items
    FROM (SELECT * FROM ${timelogs} WHERE ${shapeConditions(shape)}
          ORDER BY ${timelogs.startTime} DESC NULLS LAST, ${timelogs.id} LIMIT ${sql.placeholder('limit')} OFFSET ${sql.placeholder('offset')}) t
    JOIN ${users} u ON u.id = t.user_id
    LEFT JOIN ${worksheets} w ON w.id = t.worksheet_id
    LEFT JOIN ${entries} e ON e.id = t.entry_id
    LEFT JOIN ${users} ed ON ed.id = t.edited_by_id`,
);

export async function timelogPageJson(db: DbOrTx, filter: TimelogFilter, page: { limit: number; offset: number }): Promise<string> {
  const rows = await pageStatement<{ items: string }>(db, shapeOf(filter), { ...filter, ...page });
  return rows[0]!.items;
}

/** Every matching entry up to `cap`, oldest first (the export). */
export function exportTimelogRows(db: DbOrTx, filter: TimelogFilter, cap: number): Promise<TimelogListRow[]> {
  return selectTimelogs(db).where(timelogConditions(filter)).orderBy(asc(timelogs.startTime), asc(timelogs.id)).limit(cap);
}

/**
 * Seconds of the entries, exact to the microsecond: intervals summed, then converted once (a
 * numeric per row cost a third of the week's totals). A running clock counts up to now, never below zero.
 */
const secondsOfSum = sql`EXTRACT(EPOCH FROM sum(GREATEST(COALESCE(${timelogs.endTime}, now()) - ${timelogs.startTime}, interval '0')))`;

type TotalsRow = { date: string | null; uuid: string | null; fullname: string | null; hours: number; count: number; level: number };

const totalsStatement = statementPerShape<string>(
  (shape) => sql`
    SELECT to_char(${timelogs.date}, 'YYYY-MM-DD') AS date, ${users.uuid} AS uuid, ${users.fullname} AS fullname,
           (COALESCE(${secondsOfSum}, 0) / 3600)::float8 AS hours, count(*)::int AS count,
           GROUPING(${timelogs.date}, ${users.uuid}, ${users.fullname})::int AS level
    FROM ${timelogs}
    JOIN ${users} ON ${users.id} = ${timelogs.userId}
    WHERE ${shapeConditions(shape)}
    GROUP BY GROUPING SETS ((${timelogs.date}), (${users.uuid}, ${users.fullname}), ())`,
);

/** Count and hours of every matching entry, per day, per person and overall, in one pass (grouping sets). */
export async function timelogTotals(db: DbOrTx, filter: TimelogFilter) {
  const rows = await totalsStatement<TotalsRow>(db, shapeOf(filter), filter);
  const overall = rows.find((r) => r.level === 7);
  return {
    total: overall?.count ?? 0,
    hours: overall?.hours ?? 0,
    byDay: rows
      .filter((r) => r.level === 3)
      .map((r) => ({ date: r.date!, hours: r.hours }))
      .sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0)),
    byUser: rows
      .filter((r) => r.level === 4)
      .map((r) => ({ uuid: r.uuid!, fullname: r.fullname!, hours: r.hours }))
      .sort((x, y) => x.fullname.localeCompare(y.fullname) || (x.uuid < y.uuid ? -1 : 1)),
  };
}
