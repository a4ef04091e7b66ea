import { sql, type SQL } from 'drizzle-orm';
import type { ReportList, ReportListQuery, Worksheet } from '@atelier/contracts';
import type { Db, DbOrTx } from '../../db/client.js';
import { worksheets } from '../../db/schema/index.js';
import { accountTaxes } from '../taxes/account-taxes.js';
import { listFilters, listWorksheets } from '../worksheets/list-queries.js';
import { accountPreferences } from '../worksheets/totals-queries.js';
import { pricedLinesOf, totalsByWorksheet } from './report-totals.js';
import { reportSums } from './report-sums.js';
import { knownTimezone } from '../../shared/known-timezone.js';
import type { Scope } from '../../http/scope.js';

/**
 * ?from= and ?to= as a condition on created_at (the (account, created_at) index): from the start
 * of `from` to the end of `to` (included), both midnights in the shop's time zone, so the days
 * are the shop's calendar days whatever the server's zone.
 */
function createdWithin({ from, to }: Pick<ReportListQuery, 'from' | 'to'>, timezone: string): SQL | undefined {
  const start = from ? sql`${worksheets.createdAt} >= (${from}::date::timestamp AT TIME ZONE ${timezone})` : undefined;
  const end = to ? sql`${worksheets.createdAt} < ((${to}::date + 1)::timestamp AT TIME ZONE ${timezone})` : undefined;
  if (start && end) return sql`${start} AND ${end}`;
  return start ?? end;
}

/**
 * GET /reports/worksheets: one page of the work-order list, each row with its total, and the
 * totals of the whole filtered set (every page; per group and overall). The totals of the page
 * take one query for all its lines (not one request per row), the set's totals one aggregate
 * statement, plus the hourly rate and the taxes; a work order without lines totals 0.
 */
export function listReport(db: Db, query: ReportListQuery & Scope): Promise<ReportList> {
  // One snapshot: the rows, their totals and the set's totals agree with each other.
  return db.transaction((tx) => reportIn(tx, query), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

async function reportIn(db: DbOrTx, query: ReportListQuery & Scope): Promise<ReportList> {
  const { accountId } = query;
  const preferences = await accountPreferences(db, { accountId });
  const also = createdWithin(query, knownTimezone(preferences.dateTime?.timezone));
  const page = await listWorksheets(db, { ...query, also });
  const worksheetRows = JSON.parse(page.list) as Worksheet[];
  const uuids = worksheetRows.map((row) => row.uuid);
  const lines = uuids.length > 0 ? await pricedLinesOf(db, { accountId, uuids }) : [];
  const taxes = await accountTaxes(db, accountId);
  const hourlyRate = preferences.hourlyRates.valuePerUnit;
  const rowTotals = totalsByWorksheet(lines, { hourlyRate, taxes });
  const totals = await reportSums(db, { accountId, where: listFilters(accountId, { ...query, also }), hourlyRate, taxes });
  const list = worksheetRows.map((row) => ({ ...row, total: rowTotals.get(row.uuid) ?? 0 }));
  return {
    list,
    items: list,
    page: query.page,
    pageSize: query.pageSize,
    total: page.total,
    totalCapped: page.totalCapped,
    currency: preferences.currency,
    totals,
  };
}
