// What the data benchmark asks for, as HTTP paths and, beside each, the SQL the API runs for it
// (recorded from the API's own services: customers/list-customers.ts, search/global-search.ts,
// vin/decoder.ts + vin/match-make-model.ts).
import { apiModule, contracts } from './api-sql.mjs';

/** Pages spread from the first to the last of the list (default sort: name, 25 a page). */
export async function customerListCase({ recorder, accountId, customers }) {
  const [{ customerListQuerySchema }, { listCustomerPage }] = await Promise.all([contracts(), apiModule('modules/customers/list-customers.ts')]);
  const last = Math.ceil(customers / 25);
  const pages = [...new Set([1, 2, 10, 100, Math.round(last / 4), Math.round(last / 2), Math.round((3 * last) / 4), last - 1, last])];
  const paths = pages.map((page) => `/api/customers?page=${page}`);
  const calls = [];
  for (const page of pages) {
    const query = customerListQuerySchema.parse({ page: String(page) });
    calls.push(await recorder.record((db) => listCustomerPage(db, { ...query, accountId })));
  }
  return { paths, calls, pages };
}

/**
 * The header box as people use it: surname starts, a name without its accents ('cote' for Côté),
 * a full name, mobile fragments, the end of a VIN, a plate, and a text nobody has. The name,
 * mobile, VIN and plate are read from the shop, so they find someone.
 */
export async function searchQueries(client, accountId) {
  const {
    rows: [sample],
  } = await client.query(
    `SELECT c.fullname, c.mobile, m.serial_number, m.license FROM customers c JOIN mechs m ON m.customer_id = c.id
      WHERE c.account_id = $1 AND c.mobile IS NOT NULL AND m.serial_number IS NOT NULL ORDER BY c.id LIMIT 1 OFFSET 777`,
    [accountId],
  );
  const { fullname, mobile, serial_number: vin, license } = sample;
  return [
    'trem',
    'gagn',
    'bouch',
    'cote',
    'Lévesq',
    fullname,
    `${mobile.slice(0, 3)} ${mobile.slice(3, 6)}`,
    `${mobile.slice(3, 6)}-${mobile.slice(6, 8)}`,
    vin.slice(-8),
    license,
    'zqxwv',
  ];
}

/**
 * The SQL of GET /api/search as modules/search/routes.ts runs it for the benchmark's caller, the
 * shop's owner: with the invoices group, which it adds for whoever may read invoices
 * (worksheets:work). Recorded without it, the SQL side lacked one of the route's three statements
 * (the invoices' own client search and their documents) since the group came (issue 14).
 */
export async function searchCase({ recorder, accountId, queries, role = 'FULL_ADMIN' }) {
  const [{ searchQuerySchema, can }, { globalSearch }] = await Promise.all([contracts(), apiModule('modules/search/global-search.ts')]);
  const invoices = can(role, 'worksheets:work');
  const paths = queries.map((q) => `/api/search?q=${encodeURIComponent(q)}`);
  const calls = [];
  for (const [i, text] of queries.entries()) {
    const { q } = searchQuerySchema.parse({ q: text });
    let found;
    calls.push(await recorder.record(async (db) => (found = await globalSearch(db, { accountId, q, invoices }))));
    // Every query but the last finds someone, or the benchmark would time empty answers.
    if (found.clients.length > 0 !== i < queries.length - 1) throw new Error(`search '${text}' found ${found.clients.length} clients`);
  }
  return { paths, calls };
}

/**
 * The VIN route's SQL: the decoded make and model matched to the shop's lists. The decoded
 * answer is the API's own (the route's cache keeps it), so the decoder is not opened twice.
 */
export async function vinCase({ recorder, accountId, url, headers, vins }) {
  const { matchMakeModel } = await apiModule('modules/vin/match-make-model.ts');
  const paths = vins.map((vin) => `/api/vin/${vin}`);
  const calls = [];
  for (const path of paths) {
    const decoded = (await (await fetch(url + path, { headers })).json()).data;
    calls.push(await recorder.record((db) => matchMakeModel(db, { accountId, decoded })));
  }
  return { paths, calls };
}
