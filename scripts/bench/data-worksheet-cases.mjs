// The work-order calls of the data benchmark, as HTTP paths and the SQL the API runs for each
// (recorded from the API's own services: worksheets/board-worksheets.ts, list-worksheets.ts,
// worksheet-totals.ts).
import { apiModule, contracts } from './api-sql.mjs';

/** The list's SQL for each query string (parsed by the route's own schema). */
async function listCalls({ recorder, accountId, queries }) {
  const [{ worksheetListQuerySchema }, { listWorksheetPage }] = await Promise.all([contracts(), apiModule('modules/worksheets/list-worksheets.ts')]);
  const calls = [];
  for (const params of queries) {
    const query = worksheetListQuerySchema.parse(params);
    calls.push(await recorder.record((db) => listWorksheetPage(db, { ...query, accountId })));
  }
  return { paths: queries.map((params) => `/api/worksheets?${new URLSearchParams(params)}`), calls };
}

/** The board's data: GET /api/worksheets/board, every column in one call, as the web board asks it. */
export async function boardCase({ recorder, accountId }) {
  const { boardOf } = await apiModule('modules/worksheets/board-worksheets.ts');
  return { paths: ['/api/worksheets/board'], calls: [await recorder.record((db) => boardOf(db, { accountId }))] };
}

/**
 * Pages of the plain list (newest first, 25 a page) spread from the first to the last, in two
 * sets measured apart: the first pages people open, and the deep ones (a quarter of the way to the
 * last), which cost far more; mixed, a few slow calls would decide both sides' percentiles.
 */
export function worksheetListPages(worksheets) {
  const last = Math.ceil(worksheets / 25);
  return { first: [1, 2, 10, 100], deep: [...new Set([Math.round(last / 4), Math.round(last / 2), Math.round((3 * last) / 4), last - 1, last])] };
}

export async function worksheetListCase({ recorder, accountId, pages }) {
  return { ...(await listCalls({ recorder, accountId, queries: pages.map((page) => ({ page: String(page) })) })), pages };
}

/** Totals of `count` work orders with lines, spread over those that have some. */
export async function totalsCase({ client, recorder, accountId, count = 40 }) {
  const { worksheetTotals } = await apiModule('modules/worksheets/worksheet-totals.ts');
  const { rows } = await client.query(
    `SELECT uuid FROM (SELECT w.uuid, row_number() OVER (ORDER BY w.id) AS rn, count(*) OVER () AS n
                         FROM worksheets w WHERE w.account_id = $1 AND EXISTS (SELECT 1 FROM entries e WHERE e.worksheet_id = w.id)) s
      WHERE rn % greatest(1, n / $2) = 0 LIMIT $2`,
    [accountId, count],
  );
  const calls = [];
  for (const { uuid } of rows) {
    let totals;
    calls.push(await recorder.record(async (db) => (totals = await worksheetTotals(db, { accountId, uuid }))));
    // A work order with lines has something to add up, or the benchmark would time empty sums.
    if (!(totals.subtotal > 0)) throw new Error(`totals of ${uuid}: subtotal ${totals.subtotal}`);
  }
  return { paths: rows.map(({ uuid }) => `/api/worksheets/${uuid}/totals`), calls };
}
