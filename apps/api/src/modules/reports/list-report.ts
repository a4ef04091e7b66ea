import type { ReportList, ReportListQuery, Worksheet } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { accountTaxes } from '../taxes/account-taxes.js';
import { listWorksheets } from '../worksheets/list-queries.js';
import { accountPreferences } from '../worksheets/totals-queries.js';
import { pricedLinesOf, totalsByWorksheet } from './report-totals.js';

/**
 * GET /reports/worksheets: one page of the work-order list, each row with its total. The totals
 * of the page take one query for all its lines (not one request per row), plus the hourly rate
 * and the taxes; a work order without lines totals 0.
 */
export async function listReport(db: DbOrTx, query: ReportListQuery & { accountId: number }): Promise<ReportList> {
  const page = await listWorksheets(db, query);
  const worksheets = JSON.parse(page.list) as Worksheet[];
  const { accountId } = query;
  const uuids = worksheets.map((row) => row.uuid);
  const lines = uuids.length > 0 ? await pricedLinesOf(db, { accountId, uuids }) : [];
  const preferences = await accountPreferences(db, { accountId });
  const taxes = await accountTaxes(db, accountId);
  const totals = totalsByWorksheet(lines, { hourlyRate: preferences.hourlyRates.valuePerUnit, taxes });
  const list = worksheets.map((row) => ({ ...row, total: totals.get(row.uuid) ?? 0 }));
  return { list, items: list, page: query.page, pageSize: query.pageSize, total: page.total, totalCapped: page.totalCapped, currency: preferences.currency };
}
