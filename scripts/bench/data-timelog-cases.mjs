// The time calls of the data benchmark (issue 13), as HTTP paths and the SQL the API runs for each
// (recorded from the API's own services: timelog/list-timelogs.ts and the productivity report),
// for the caller the route would see: the shop owner (timelog:all), read as authenticate reads them.
import { apiModule, contracts } from './api-sql.mjs';

/** What the timesheet asks for a page (apps/web/src/features/timelog/timesheetQuery.ts). */
export const TIMESHEET_PAGE_SIZE = 25;

/** The caller of a request made with `headers`, as http/authenticate.ts makes it from the session. */
async function requestScope(recorder, headers) {
  const { findSessionUser } = await apiModule('modules/auth/queries.ts');
  const token = headers.authorization.slice('Bearer '.length);
  const { sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  const found = await findSessionUser(recorder.db, sid);
  if (!found) throw new Error('no session for the benchmark token');
  return { accountId: found.user.accountId, ...found, sessionId: sid, apiKeyId: null };
}

/**
 * The shop's last whole week (Monday to Sunday, as the timesheet shows it) and last whole month,
 * in its time zone, and `count` of its technicians (those with entries in that week).
 */
export async function timelogPeriods(client, { accountId, timezone, count = 8 }) {
  const {
    rows: [p],
  } = await client.query(
    `SELECT to_char(w, 'YYYY-MM-DD') AS week_from, to_char(w + 6, 'YYYY-MM-DD') AS week_to,
            to_char(m - interval '1 month', 'YYYY-MM-DD') AS month_from, to_char(m - interval '1 day', 'YYYY-MM-DD') AS month_to
     FROM (SELECT (date_trunc('week', (now() AT TIME ZONE $1)::date) - interval '7 days')::date AS w,
                  date_trunc('month', (now() AT TIME ZONE $1)::date)::date AS m) AS d`,
    [timezone],
  );
  const { rows } = await client.query(
    `SELECT u.uuid FROM users u WHERE u.account_id = $1 AND EXISTS (
       SELECT 1 FROM timelogs t WHERE t.user_id = u.id AND t.date BETWEEN $2::date AND $3::date)
     ORDER BY u.id LIMIT $4`,
    [accountId, p.week_from, p.week_to, count],
  );
  return { week: { from: p.week_from, to: p.week_to }, month: { from: p.month_from, to: p.month_to }, technicians: rows.map((r) => r.uuid) };
}

/**
 * GET /api/timelog as the timesheet asks it: first page, newest first, with the totals; one path
 * per query (each technician's week for the per-technician case).
 */
export async function timelogListCase({ recorder, headers, queries, entries }) {
  const [{ timelogListQuerySchema }, { listTimelogs }, { timeCallerOf }] = await Promise.all([
    contracts(),
    apiModule('modules/timelog/list-timelogs.ts'),
    apiModule('modules/timelog/caller.ts'),
  ]);
  const caller = timeCallerOf(await requestScope(recorder, headers));
  const calls = [];
  for (const params of queries) {
    const query = timelogListQuerySchema.parse(params);
    let list;
    calls.push(await recorder.record(async (db) => (list = JSON.parse(await listTimelogs(db, { caller, query })))));
    // A week of the shop holds entries, or the benchmark would time an empty sheet.
    if (list.items.length === 0 || list.total < entries) throw new Error(`timelog ${new URLSearchParams(params)}: ${list.total} entries`);
  }
  return { paths: queries.map((params) => `/api/timelog?${new URLSearchParams(params)}`), calls };
}

/**
 * GET /api/reports/technicians for a period, with the shop's time zone and hourly rate read from
 * its preferences as the route does (reports/routes.ts). One statement in a read-only transaction:
 * the SQL side replays the BEGIN and COMMIT on one connection too.
 */
export async function productivityCase({ recorder, headers, query }) {
  const [{ productivityQuerySchema }, { techniciansReport }, { completePreferences }] = await Promise.all([
    contracts(),
    apiModule('modules/reports/technicians-report.ts'),
    apiModule('modules/accounts/complete-preferences.ts'),
  ]);
  const { accountId, account } = await requestScope(recorder, headers);
  const preferences = completePreferences(account.preferences);
  const parsed = productivityQuerySchema.parse(query);
  let report;
  const call = await recorder.record(
    async (db) =>
      (report = await techniciansReport(db, { ...parsed, accountId, timezone: preferences.dateTime.timezone, hourlyRate: preferences.hourlyRates.valuePerUnit })),
  );
  // A month of the shop has clocked time, or the benchmark would time an empty report.
  if (!(report.totals.clockedHours > 0)) throw new Error(`productivity ${query.from}..${query.to}: ${report.totals.clockedHours} h`);
  return { paths: [`/api/reports/technicians?${new URLSearchParams(query)}`], calls: [call] };
}
