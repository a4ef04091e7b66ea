import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { signedInOwner, type Owner } from '../test/fixtures.js';

/*
 * The data benchmark's time entries (scripts/bench/data-timelog.mjs), small: they must be what the
 * migration allows (every foreign key, index and the exclusion constraint back after the load),
 * back to back in the shop's days, mostly on a service line of a work order created before them;
 * and the SQL the benchmark replays beside GET /api/timelog must be the route's own.
 */
type Client = pg.Client;
type Generate = {
  insertCustomers: (c: Client, o: { accountId: number; from: number; count: number }) => Promise<void>;
  insertVehicles: (c: Client, o: { accountId: number; count: number; serialFrom: number }) => Promise<void>;
};
type Worksheets = {
  insertTechnicians: (c: Client, o: { accountId: number }) => Promise<void>;
  insertWorksheets: (c: Client, o: { accountId: number; count: number; active: number }) => Promise<void>;
  insertLines: (c: Client, o: { accountId: number; count: number }) => Promise<void>;
};
type Made = { technicians: number; running: number; days: number; lines: number };
type Timelog = { BENCH_TIMEZONE: string; loadTimelogs: (c: Client, o: { accountId: number; count: number; technicians: number }) => Promise<Made> };
type Round = { text: string; values: unknown[] }[];
type Recorder = { close: () => Promise<void> };
type Cases = {
  TIMESHEET_PAGE_SIZE: number;
  timelogPeriods: (c: Client, o: { accountId: number; timezone: string }) => Promise<{ week: { from: string; to: string }; technicians: string[] }>;
  timelogListCase: (o: {
    recorder: Recorder;
    headers: Owner['auth'];
    queries: Record<string, string>[];
    entries: number;
  }) => Promise<{ paths: string[]; calls: Round[][] }>;
  productivityCase: (o: { recorder: Recorder; headers: Owner['auth']; query: { from: string; to: string } }) => Promise<{ paths: string[]; calls: Round[][] }>;
};

// Scripts of the repository, not of the API: loaded by their paths (JavaScript, no types).
const load = async <T>(file: string) => (await import(/* @vite-ignore */ new URL(`../../../scripts/${file}`, import.meta.url).href)) as T;

const ENTRIES = 4_000;
const TECHNICIANS = 8;
const WORK_ORDERS = 6_000; // 315 s apart: 22 days, the entries' 15 and a few more

let t: TestApp;
let client: Client;
let owner: Owner;
let accountId: number;
let made: Made;
let timezone: string;
let before: { constraints: unknown[]; indexes: unknown[] };

const keysOf = async () => ({
  constraints: (
    await client.query(
      `SELECT conrelid::regclass::text AS t, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conrelid IN ('timelogs'::regclass, 'entries'::regclass) ORDER BY 1, 2`,
    )
  ).rows,
  indexes: (await client.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename IN ('timelogs', 'entries') ORDER BY 1`)).rows,
});
const one = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) => (await client.query(text, values)).rows[0] as T;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInOwner(t);
  client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  ({ account_id: accountId } = await one<{ account_id: number }>('SELECT account_id FROM users WHERE uuid = $1', [owner.user.uuid]));
  const generate = await load<Generate>('bench/data-generate.mjs');
  const worksheets = await load<Worksheets>('bench/data-worksheets.mjs');
  const timelog = await load<Timelog>('bench/data-timelog.mjs');
  timezone = timelog.BENCH_TIMEZONE;
  await generate.insertCustomers(client, { accountId, from: 0, count: 200 });
  await generate.insertVehicles(client, { accountId, count: 400, serialFrom: 0 });
  await worksheets.insertTechnicians(client, { accountId });
  await worksheets.insertWorksheets(client, { accountId, count: WORK_ORDERS, active: 100 });
  await worksheets.insertLines(client, { accountId, count: 500 });
  before = await keysOf();
  made = await timelog.loadTimelogs(client, { accountId, count: ENTRIES, technicians: TECHNICIANS });
}, 300_000);
afterAll(async () => {
  await client?.end();
  await t?.close();
});

describe("the data benchmark's time entries", () => {
  it('puts back every foreign key, index and the exclusion constraint it lifted for the load', async () => {
    expect(await keysOf()).toEqual(before);
    expect(before.constraints).toContainEqual(expect.objectContaining({ conname: 'timelogs_no_overlap' }));
  });

  it('spreads them over the technicians, back to back in the shop days, one running clock at most each', async () => {
    expect(made).toMatchObject({ technicians: TECHNICIANS, running: TECHNICIANS / 2, days: Math.ceil(ENTRIES / TECHNICIANS / 34) });
    const counts = await one(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE end_time IS NULL)::int AS running, count(DISTINCT user_id)::int AS people,
              count(*) FILTER (WHERE date <> (start_time AT TIME ZONE $2)::date)::int AS other_day,
              count(*) FILTER (WHERE end_time IS NOT NULL AND ((start_time AT TIME ZONE $2)::time < '07:00' OR (end_time AT TIME ZONE $2)::time > '15:30'))::int AS off_hours,
              count(*) FILTER (WHERE end_time - start_time NOT BETWEEN interval '12 minutes' AND interval '15 minutes')::int AS odd_length,
              count(*) FILTER (WHERE end_time IS NULL AND start_time < now() - interval '2 hours')::int AS stale_clocks
       FROM timelogs WHERE account_id = $1`,
      [accountId, timezone],
    );
    expect(counts).toEqual({ total: ENTRIES, running: TECHNICIANS / 2, people: TECHNICIANS, other_day: 0, off_hours: 0, odd_length: 0, stale_clocks: 0 });
    // Every technician's entries follow each other without overlap (the constraint says so too).
    const overlaps = await one(`SELECT count(*)::int AS n FROM (
        SELECT start_time, lag(coalesce(end_time, 'infinity')) OVER (PARTITION BY user_id ORDER BY start_time) AS previous_end FROM timelogs) s
      WHERE previous_end > start_time`);
    expect(overlaps).toEqual({ n: 0 });
  });

  it('puts nine in ten on a work order created before them, most on one of its service lines', async () => {
    const shares = await one<{ on_work_order: number; on_line: number; foreign_line: number; later_work_order: number }>(
      `SELECT avg((t.worksheet_id IS NOT NULL)::int)::float8 AS on_work_order, avg((t.entry_id IS NOT NULL)::int)::float8 AS on_line,
              count(*) FILTER (WHERE e.id IS NOT NULL AND (e.type <> 'SERVICE' OR e.worksheet_id <> t.worksheet_id))::int AS foreign_line,
              count(*) FILTER (WHERE w.created_at > t.start_time)::int AS later_work_order
       FROM timelogs t LEFT JOIN worksheets w ON w.id = t.worksheet_id LEFT JOIN entries e ON e.id = t.entry_id
       WHERE t.account_id = $1`,
      [accountId],
    );
    expect(shares.on_work_order).toBeGreaterThan(0.85);
    expect(shares.on_work_order).toBeLessThan(0.95);
    expect(shares.on_line).toBeGreaterThan(0.8);
    expect(shares).toMatchObject({ foreign_line: 0, later_work_order: 0 });
  });

  it("replays beside GET /api/timelog the route's own SQL for the last whole week", async () => {
    const cases = await load<Cases>('bench/data-timelog-cases.mjs');
    const { recordingDb } = await load<{ recordingDb: (url: string) => Promise<Recorder> }>('bench/api-sql.mjs');
    const { week, technicians } = await cases.timelogPeriods(client, { accountId, timezone });
    expect(new Date(`${week.from}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(technicians).toHaveLength(TECHNICIANS);
    const query = { ...week, page: '1', pageSize: String(cases.TIMESHEET_PAGE_SIZE) };
    const expected = await one<{ n: number }>(`SELECT count(*)::int AS n FROM timelogs WHERE account_id = $1 AND date BETWEEN $2 AND $3`, [
      accountId,
      week.from,
      week.to,
    ]);
    expect(expected.n).toBe(TECHNICIANS * 34 * 7);

    const recorder = await recordingDb(t.databaseUrl);
    try {
      const { paths, calls } = await cases.timelogListCase({ recorder, headers: owner.auth, queries: [query], entries: expected.n });
      const answer = await t.app.inject({ method: 'GET', url: paths[0]!, headers: owner.auth });
      expect(answer.statusCode).toBe(200);
      const { items, total, totals } = answer.json().data as { items: { id: number }[]; total: number; totals: { byDay: unknown[] } };
      expect(total).toBe(expected.n);
      expect(totals.byDay).toHaveLength(7);
      // The page's statement, sent straight to PostgreSQL, gives the page the route served.
      const statements = calls[0]!.flat();
      expect(statements).toHaveLength(2); // the page and the totals, sent together
      const pageStatement = statements.find((s) => /\blimit\b/i.test(s.text))!;
      const page = await client.query({ text: pageStatement.text, values: pageStatement.values, rowMode: 'array' });
      // One row: the page as JSON, which the route sends as it is.
      expect(page.rows).toHaveLength(1);
      expect((JSON.parse(page.rows[0][0] as string) as { id: number }[]).map((i) => i.id)).toEqual(items.map((i) => i.id));
      expect(items).toHaveLength(cases.TIMESHEET_PAGE_SIZE);
    } finally {
      await recorder.close();
    }
  });

  it('replays beside GET /api/reports/technicians the SQL of the route, in its read-only transaction', async () => {
    const cases = await load<Cases>('bench/data-timelog-cases.mjs');
    const { recordingDb } = await load<{ recordingDb: (url: string) => Promise<Recorder> }>('bench/api-sql.mjs');
    const { week } = await cases.timelogPeriods(client, { accountId, timezone });
    const clocked = await one<{ hours: number }>(
      `SELECT round(extract(epoch FROM sum(end_time - start_time)) / 3600, 2)::float8 AS hours FROM timelogs
        WHERE account_id = $1 AND date BETWEEN $2 AND $3`,
      [accountId, week.from, week.to],
    );
    const recorder = await recordingDb(t.databaseUrl);
    try {
      const { paths, calls } = await cases.productivityCase({ recorder, headers: owner.auth, query: week });
      const answer = await t.app.inject({ method: 'GET', url: paths[0]!, headers: owner.auth });
      expect(answer.statusCode).toBe(200);
      const report = answer.json().data as { items: { user: { uuid: string } }[]; totals: { clockedHours: number } };
      expect(report.totals.clockedHours).toBeCloseTo(clocked.hours, 1);
      // BEGIN, the report, COMMIT: replayed on one connection, the statement gives the route's rows.
      const statements = calls[0]!.flat();
      expect(statements[0]!.text).toMatch(/^begin\b/i);
      const [statement] = statements.filter((s) => /technician_id/.test(s.text));
      const replayed = await client.query({ text: statement!.text, values: statement!.values, rowMode: 'array' });
      expect(replayed.rows.map((r: unknown[]) => r[0])).toEqual(report.items.map((i) => i.user.uuid));
    } finally {
      await recorder.close();
    }
  });
});
