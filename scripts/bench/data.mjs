// Data benchmark: the customer list, the global search and VIN decoding on large shops, each
// beside the same SQL sent straight to PostgreSQL. Its own server and embedded PostgreSQL under
// .tmp/; data generated inside PostgreSQL: a 10 000-customer shop and a 100 000-customer shop
// with 200 000 vehicles and 500 000 work orders (the board, the work-order list and the totals)
// and 1 000 000 time entries (the timesheet's week, the productivity report), which then grows
// to 1 000 000 customers for the search curve.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { runningClusterUrl } from '../seed/running-cluster.mjs';
import { VEHICLE_MODELS } from '../seed/quebec.mjs';
import { buildVin } from '../seed/vin.mjs';
import { apiModule, recordingDb } from './api-sql.mjs';
import { customerListCase, searchCase, searchQueries, vinCase } from './data-cases.mjs';
import { boardCase, totalsCase, worksheetListCase, worksheetListPages } from './data-worksheet-cases.mjs';
import { WORKSHEET_TABLES, insertLines, insertTechnicians, insertWorksheets } from './data-worksheets.mjs';
import { createIndexes, dropSecondaryIndexes, insertAddresses, insertCustomers, insertVehicles, step } from './data-generate.mjs';
import { productivityCase, timelogListCase, timelogPeriods, TIMESHEET_PAGE_SIZE } from './data-timelog-cases.mjs';
import { BENCH_TIMEZONE, loadTimelogs } from './data-timelog.mjs';
import { loadInvoices } from './data-invoices.mjs';
import {
  firstPdfDownloads,
  invoiceListCase,
  invoicePeriods,
  issuableDrafts,
  issueDrafts,
  renderTimes,
  storedPdfCase,
  taxesReportCase,
  unrenderedInvoices,
} from './data-invoices-cases.mjs';
import { sideBySide } from './load.mjs';
import { post, verifiedOwner } from './owner.mjs';
import { median, startServer, stopServer } from './server.mjs';
import { unlessMissing as unlessMissingIn } from './unless-missing.mjs';

const BATCH = 250_000;

export async function shopOwner(server, dataDir, client) {
  const owner = await verifiedOwner(server, dataDir);
  const { rows } = await client.query('SELECT account_id FROM users WHERE email = $1', [owner.email]);
  return { ...owner, accountId: rows[0].account_id };
}

/** A fresh access token (they last 15 minutes; the benchmark takes longer). */
export async function headersOf(server, owner) {
  const signin = await post(`${server.url}/api/auth/signin`, { username: owner.email, password: owner.password });
  if (signin.status !== 200) throw new Error(`sign-in answered ${signin.status}`);
  return { authorization: `Bearer ${signin.body.data.accessToken}` };
}

/** `count` customers (and vehicles) for the account, in batches so progress shows. */
async function generate(client, { accountId, from = 0, count, vehicles = 0, serialFrom = 0, addresses = true }) {
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done);
    const upTo = (from + done + size).toLocaleString('en');
    await step(`customers up to ${upTo} in account ${accountId}`, () => insertCustomers(client, { accountId, from: from + done, count: size }));
  }
  if (addresses) await step('billing addresses', () => insertAddresses(client, { accountId }));
  if (vehicles) await step(`${vehicles.toLocaleString('en')} vehicles`, () => insertVehicles(client, { accountId, count: vehicles, serialFrom }));
}

/**
 * Secondary indexes off, the rows in, the indexes built again; then VACUUM ANALYZE, the state
 * autovacuum leaves a table in (statistics, and the visibility map index-only scans need).
 */
async function bulkLoad(client, loads) {
  const indexes = await step('drop secondary indexes for the load', () => dropSecondaryIndexes(client));
  for (const load of loads) await generate(client, load);
  await createIndexes(client, indexes);
  await step('VACUUM ANALYZE', () => client.query('VACUUM (ANALYZE)'));
}

async function timedGet(url, headers) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`);
  return performance.now() - started;
}

/**
 * Valid VINs of the models a shop sees, one per model and year: the decoder keeps what it learnt
 * of a model and year, so each is a VIN unlike those decoded before it.
 */
function benchVins(serialFrom) {
  return VEHICLE_MODELS.flatMap((m, mi) =>
    Array.from({ length: m.years[1] - m.years[0] + 1 }, (_, i) =>
      buildVin({ prefix: m.prefix, year: m.years[0] + i, plant: m.plant, serial: serialFrom + mi * 100 + i }),
    ),
  );
}

/** The shop's work orders (and lines on the newest), loaded with the two tables' indexes off. */
async function loadWorksheets(client, { accountId, count, active, withLines }) {
  await step('technicians', () => insertTechnicians(client, { accountId }));
  const indexes = await step('drop work-order indexes for the load', () => dropSecondaryIndexes(client, WORKSHEET_TABLES));
  await step(`${count.toLocaleString('en')} work orders`, () => insertWorksheets(client, { accountId, count, active }));
  await step(`3 lines on the newest ${withLines.toLocaleString('en')} work orders`, () => insertLines(client, { accountId, count: withLines }));
  await createIndexes(client, indexes);
  await step('VACUUM ANALYZE work orders', () => client.query('VACUUM (ANALYZE) worksheets, entries, worksheet_counters, users'));
}

/**
 * The statement every authenticated API call runs before its own (http/authenticate.ts: the
 * session and its user, read on each call so a revoked session applies at once), recorded for the
 * caller's session. The SQL side replays it too: without it the API was timed with one more round
 * trip than "the same SQL", which weighs most on the cheapest calls (totals, first pages).
 */
export async function sessionRounds(recorder, headers) {
  const { findSessionUser } = await apiModule('modules/auth/queries.ts');
  const token = headers.authorization.slice('Bearer '.length);
  const { sid } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  return recorder.record((db) => findSessionUser(db, sid));
}

/** `measure(labels, cases)`: each case's HTTP paths and recorded SQL side by side, printed. */
function measurer({ server, connectionString, seconds, connections, recorder }) {
  const options = { url: server.url, connectionString, seconds, connections, serverPid: server.child.pid };
  return async (labels, cases) => {
    const built = [];
    // One at a time: the recorder keeps one service call's statements at once.
    for (const { owner, build } of cases) {
      const headers = await headersOf(server, owner);
      const { calls, ...rest } = await build({ headers });
      const auth = await sessionRounds(recorder, headers);
      built.push({ ...rest, calls: calls.map((rounds) => [...auth, ...rounds]), headers });
    }
    const measured = await step(`measure ${labels.join(' / ')}`, () => sideBySide(built, options));
    measured.forEach((r, i) =>
      console.log(
        `  data: ${labels[i]}: API p50 ${r.api.p50Ms} ms p95 ${r.api.p95Ms} ms | SQL p50 ${r.sql.p50Ms} ms p95 ${r.sql.p95Ms} ms` +
          ` | CPU per call: API ${r.api.cpuMsPerCall} ms (server ${r.api.serverCpuMsPerCall}) | SQL ${r.sql.cpuMsPerCall} ms (${r.cpuApiToSql}×)`,
      ),
    );
    return measured;
  };
}

/** Work orders in the 100 000-customer shop: the board, the list (first and deep pages), the totals. */
async function benchWorkOrders({ client, measure, recorder, midShop, workOrders, activeWorkOrders, workOrdersWithLines, results }) {
  await loadWorksheets(client, { accountId: midShop.accountId, count: workOrders, active: activeWorkOrders, withLines: workOrdersWithLines });
  const workShop = { recorder, client, accountId: midShop.accountId };
  const listPages = worksheetListPages(workOrders);
  [results.board, results.worksheetList, results.worksheetListDeep, results.totals] = await measure(
    [
      `board (every column), ${thousands(workOrders)} work orders`,
      `work-order list, ${thousands(workOrders)} work orders, pages ${listPages.first.join(', ')}`,
      `work-order list, ${thousands(workOrders)} work orders, pages ${listPages.deep.join(', ')}`,
      'work-order totals',
    ],
    [
      { owner: midShop, build: () => boardCase(workShop) },
      { owner: midShop, build: () => worksheetListCase({ ...workShop, pages: listPages.first }) },
      { owner: midShop, build: () => worksheetListCase({ ...workShop, pages: listPages.deep }) },
      { owner: midShop, build: () => totalsCase(workShop) },
    ],
  );
}

/**
 * Time entries in the same shop (issue 13): `entries` of them over two years, then the timesheet's
 * week (everyone, and one technician), and the productivity report of a month.
 */
async function benchTimelog({ client, measure, recorder, midShop, entries, results }) {
  const load = await loadTimelogs(client, { accountId: midShop.accountId, count: entries });
  const { week, month, technicians } = await timelogPeriods(client, { accountId: midShop.accountId, timezone: BENCH_TIMEZONE });
  const page = { ...week, page: '1', pageSize: String(TIMESHEET_PAGE_SIZE) };
  const perWeek = Math.floor(entries / (load.days * 1.1)) * 7;
  const built = [];
  const kept = (i, build) => async (options) => (built[i] = await build(options));
  [results.timelogWeek, results.timelogWeekTechnician, results.productivity] = await measure(
    [
      `timelog, week ${week.from}..${week.to}, ${thousands(entries)} entries`,
      `timelog, one technician's week (${technicians.length} technicians in turn)`,
      `productivity report, ${month.from}..${month.to}`,
    ],
    [
      { owner: midShop, build: kept(0, ({ headers }) => timelogListCase({ recorder, headers, queries: [page], entries: perWeek })) },
      {
        owner: midShop,
        build: kept(1, ({ headers }) =>
          timelogListCase({ recorder, headers, queries: technicians.map((userUuid) => ({ ...page, userUuid })), entries: Math.floor(perWeek / load.technicians) }),
        ),
      },
      { owner: midShop, build: kept(2, ({ headers }) => productivityCase({ recorder, headers, query: month })) },
    ],
  );
  results.timelogData = { entries, ...load, week, month };
  // BENCH_EXPLAIN=1: each case's statements (its first call) with their plans, to see where time goes.
  if (process.env.BENCH_EXPLAIN) {
    for (const { calls } of built) {
      for (const q of calls[0].flat().filter((q) => !/^\s*(begin|commit)\b/i.test(q.text))) {
        const { rows } = await client.query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, values: q.values });
        console.log(`\n${q.text}\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    }
  }
}

/**
 * Invoices in the same shop (issue 14): `count` of them over two years (data-invoices.mjs), then
 * the list (first page, page 50, one status, a number, one customer) and the taxes report (a month,
 * twelve months) beside their SQL; the PDF of invoices never rendered (renderInvoicePdf alone, and
 * the first GET that renders and stores it) and of stored ones beside their SQL; last, issuing
 * `issuers` × `perIssuer` drafts by `issuers` concurrent callers (it changes the shop: the list's
 * first page then holds them).
 */
async function benchInvoices({ client, measure, recorder, server, midShop, count, issuers = 20, perIssuer = 10, pdfs = 40, results }) {
  const { accountId } = midShop;
  const issuable = issuers * perIssuer;
  results.invoiceData = await loadInvoices(client, { accountId, count, issuable, timezone: BENCH_TIMEZONE });
  const { month, year, customerUuid, number } = await invoicePeriods(client, { accountId, timezone: BENCH_TIMEZONE });
  // Each case's recorded calls are kept: a ratio over 1.3 prints their plans (EXPLAIN ANALYZE) after the measure.
  const built = new Map();
  const keep = (label, build) => async (options) => {
    const made = await build(options);
    built.set(label, made.calls);
    return made;
  };
  const list = (label, params) => ({ label, owner: midShop, build: keep(label, () => invoiceListCase({ recorder, accountId, client, queries: [params] })) });
  const listCases = [
    list(`invoice list, ${thousands(count)} invoices, first page`, { page: '1' }),
    list('invoice list, page 50', { page: '50' }),
    list('invoice list, status=SENT', { status: 'SENT' }),
    list(`invoice list, q=${number}`, { q: number }),
    list('invoice list, one customer', { customerUuid }),
  ];
  const listed = await unlessMissing('invoice list', () =>
    measure(
      listCases.map((c) => c.label),
      listCases,
    ),
  );
  [results.invoiceList, results.invoiceListPage50, results.invoiceListSent, results.invoiceListNumber, results.invoiceListCustomer] = listed ?? [];
  const taxesLabels = [`taxes report, ${month.from}..${month.to}`, `taxes report, ${year.from}..${year.to}`];
  const taxes = await unlessMissing('taxes report', () =>
    measure(taxesLabels, [
      { owner: midShop, build: keep(taxesLabels[0], () => taxesReportCase({ recorder, accountId, client, query: month })) },
      { owner: midShop, build: keep(taxesLabels[1], () => taxesReportCase({ recorder, accountId, client, query: year })) },
    ]),
  );
  [results.taxesMonth, results.taxesYear] = taxes ?? [];
  await explainSlow(client, [...listCases.map((c) => c.label), ...taxesLabels], [...(listed ?? []), ...(taxes ?? [])], built);

  const headers = await headersOf(server, midShop);
  const fresh = await unrenderedInvoices(client, { accountId, count: pdfs * 2 });
  results.pdfRender = await unlessMissing('renderInvoicePdf', () =>
    step(`renderInvoicePdf on ${pdfs} invoices`, () => renderTimes({ recorder, accountId, invoices: fresh.slice(pdfs) })),
  );
  results.pdfFirstGet = await unlessMissing('GET /pdf', () =>
    step(`GET /pdf of ${pdfs} invoices never rendered`, () => firstPdfDownloads({ url: server.url, headers, invoices: fresh.slice(0, pdfs) })),
  );
  if (results.pdfFirstGet) {
    console.log(`  data: PDF: first GET (read, render, store) p50 ${results.pdfFirstGet.p50Ms} ms p95 ${results.pdfFirstGet.p95Ms} ms`);
    [results.pdfStored] =
      (await unlessMissing('stored PDF', () =>
        measure([`GET /pdf of ${pdfs} stored PDFs`], [{ owner: midShop, build: () => storedPdfCase({ recorder, accountId, invoices: fresh.slice(0, pdfs) }) }]),
      )) ?? [];
  }
  if (results.pdfRender) console.log(`  data: PDF: renderInvoicePdf alone p50 ${results.pdfRender.p50Ms} ms p95 ${results.pdfRender.p95Ms} ms`);

  const drafts = await issuableDrafts(client, { accountId, count: issuable });
  results.issue = await unlessMissing('issue', () =>
    step(`POST /issue on ${issuable} drafts, ${issuers} at a time`, () => issueDrafts({ url: server.url, headers, drafts, issuers })),
  );
  if (results.issue)
    console.log(`  data: issue, ${issuers} concurrent issuers: p50 ${results.issue.p50Ms} ms p95 ${results.issue.p95Ms} ms, numbers ${results.issue.numbers}`);
}

/** EXPLAIN (ANALYZE, BUFFERS) of the statements of each case over 1.3 × its SQL (p50 or p95), or of every case with BENCH_EXPLAIN=1. */
async function explainSlow(client, labels, measured, built) {
  for (const [i, r] of measured.entries()) {
    if (!process.env.BENCH_EXPLAIN && r.p50ApiToSql <= 1.3 && r.p95ApiToSql <= 1.3) continue;
    console.log(`\n  data: ${labels[i]}: API/SQL p50 ${r.p50ApiToSql} p95 ${r.p95ApiToSql}; its statements:`);
    for (const q of (built.get(labels[i])?.[0] ?? []).flat().filter((q) => !/^\s*(begin|commit)\b/i.test(q.text))) {
      const { rows } = await client.query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, values: q.values });
      console.log(`\n${q.text}\n${JSON.stringify(q.values)}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
    }
  }
}

const unlessMissing = (label, work) => unlessMissingIn('data', label, work);

function invoiceSummary(results) {
  const pair = (r) =>
    r && { p50Ms: r.api.p50Ms, p95Ms: r.api.p95Ms, sqlP50Ms: r.sql.p50Ms, sqlP95Ms: r.sql.p95Ms, p50ApiToSql: r.p50ApiToSql, p95ApiToSql: r.p95ApiToSql };
  return {
    invoiceData: results.invoiceData,
    invoiceList: pair(results.invoiceList),
    invoiceListPage50: pair(results.invoiceListPage50),
    invoiceListSent: pair(results.invoiceListSent),
    invoiceListNumber: pair(results.invoiceListNumber),
    invoiceListCustomer: pair(results.invoiceListCustomer),
    taxesMonth: pair(results.taxesMonth),
    taxesYear: pair(results.taxesYear),
    pdfRender: results.pdfRender,
    pdfFirstGet: results.pdfFirstGet,
    pdfStored: pair(results.pdfStored),
    issue: results.issue,
  };
}

function timelogSummary(results) {
  return {
    timelogEntries: results.timelogData.entries,
    timelogLoadSeconds: results.timelogData.seconds,
    timelogWeekP50Ms: results.timelogWeek.api.p50Ms,
    timelogWeekP50ApiToSql: results.timelogWeek.p50ApiToSql,
    timelogWeekP95ApiToSql: results.timelogWeek.p95ApiToSql,
    timelogTechnicianWeekP50Ms: results.timelogWeekTechnician.api.p50Ms,
    timelogTechnicianWeekP50ApiToSql: results.timelogWeekTechnician.p50ApiToSql,
    timelogTechnicianWeekP95ApiToSql: results.timelogWeekTechnician.p95ApiToSql,
    productivityP50Ms: results.productivity.api.p50Ms,
    productivityP50ApiToSql: results.productivity.p50ApiToSql,
    productivityP95ApiToSql: results.productivity.p95ApiToSql,
  };
}

function workOrderSummary(results) {
  return {
    boardP50ApiToSql: results.board.p50ApiToSql,
    boardP50Ms: results.board.api.p50Ms,
    worksheetListP50ApiToSql: results.worksheetList.p50ApiToSql,
    worksheetListP50Ms: results.worksheetList.api.p50Ms,
    worksheetListDeepP50ApiToSql: results.worksheetListDeep.p50ApiToSql,
    worksheetListDeepP50Ms: results.worksheetListDeep.api.p50Ms,
    totalsP50Ms: results.totals.api.p50Ms,
    totalsP50ApiToSql: results.totals.p50ApiToSql,
  };
}

const ratio = (a, b) => +(a / b).toFixed(2);
const thousands = (n) => n.toLocaleString('en');

/**
 * `workOrdersOnly`: just the 100 000-customer shop and its work orders (board, list, totals),
 * a few minutes instead of the whole curve, to check a change to the work-order queries.
 * `timelogOnly`: just what the time cases need: the 500 000 work orders (the productivity report
 * reads the shop's DONE work orders by the day they were done), lines on those of the entries'
 * two years, and the 1 000 000 entries; but fewer customers (`timelogCustomers`, twice as many
 * vehicles): no time case reads them.
 */
export async function benchData(
  root,
  {
    workOrdersOnly = false,
    timelogOnly = false,
    invoicesOnly = false,
    invoices = 500_000,
    timelogEntries = 1_000_000,
    timelogCustomers = 20_000,
    seconds = 8,
    connections = 4,
    small = 10_000,
    mid = 100_000,
    midVehicles = 200_000,
    big = 1_000_000,
    workOrders = 500_000,
    activeWorkOrders = 1_200,
    workOrdersWithLines = 20_000,
  } = {},
) {
  const dataDir = join(root, '.tmp', `bench-data-${process.pid}`);
  await rm(dataDir, { recursive: true, force: true });
  const started = performance.now();
  const server = await step('server start (migrations, NHTSA makes)', () => startServer({ root, dataDir }));
  const connectionString = runningClusterUrl(dataDir);
  const client = new pg.Client({ connectionString });
  const recorder = await recordingDb(connectionString);
  const results = {};
  try {
    await client.connect();
    const smallShop = await shopOwner(server, dataDir, client);
    const midShop = await shopOwner(server, dataDir, client);
    if (workOrdersOnly) {
      await bulkLoad(client, [{ accountId: midShop.accountId, count: mid, vehicles: midVehicles }]);
      const measure = measurer({ server, connectionString, seconds, connections, recorder });
      await benchWorkOrders({ client, measure, recorder, midShop, workOrders, activeWorkOrders, workOrdersWithLines, results });
      results.summary = { ...workOrderSummary(results), minutes: +((performance.now() - started) / 60000).toFixed(1) };
      return results;
    }
    if (invoicesOnly) {
      await bulkLoad(client, [{ accountId: midShop.accountId, count: timelogCustomers, vehicles: timelogCustomers * 2 }]);
      await loadWorksheets(client, { accountId: midShop.accountId, count: workOrders, active: activeWorkOrders, withLines: workOrdersWithLines });
      const measure = measurer({ server, connectionString, seconds, connections, recorder });
      await benchInvoices({ client, measure, recorder, server, midShop, count: invoices, results });
      results.summary = { ...invoiceSummary(results), minutes: +((performance.now() - started) / 60000).toFixed(1) };
      return results;
    }
    if (timelogOnly) {
      await bulkLoad(client, [{ accountId: midShop.accountId, count: timelogCustomers, vehicles: timelogCustomers * 2 }]);
      await loadWorksheets(client, { accountId: midShop.accountId, count: workOrders, active: activeWorkOrders, withLines: workOrdersWithLines });
      const measure = measurer({ server, connectionString, seconds, connections, recorder });
      await benchTimelog({ client, measure, recorder, midShop, entries: timelogEntries, results });
      results.summary = { ...timelogSummary(results), minutes: +((performance.now() - started) / 60000).toFixed(1) };
      return results;
    }

    // VIN: the first call after the start opens the vPIC database; then unseen VINs one by one.
    const vins = benchVins(900_000);
    const vinHeaders = await headersOf(server, midShop);
    const coldMs = await timedGet(`${server.url}/api/vin/${vins[0]}`, vinHeaders);
    const warm = [];
    for (const vin of vins.slice(1)) warm.push(await timedGet(`${server.url}/api/vin/${vin}`, vinHeaders));
    results.vin = { coldMs: Math.round(coldMs), p50WarmMs: +median(warm).toFixed(2), warmCalls: warm.length };
    console.log(`  data: VIN decoding: cold ${results.vin.coldMs} ms, warm p50 ${results.vin.p50WarmMs} ms (${warm.length} unseen VINs)`);

    await bulkLoad(client, [
      { accountId: smallShop.accountId, count: small, vehicles: small * 2, serialFrom: 500_000 },
      { accountId: midShop.accountId, count: mid, vehicles: midVehicles },
    ]);

    const measure = measurer({ server, connectionString, seconds, connections, recorder });
    const search = (owner) => ({ owner, build: async () => searchCase({ recorder, accountId: owner.accountId, queries: await searchQueries(client, owner.accountId) }) });

    [results.customerList100k] = await measure(
      [`customer list, ${thousands(mid)} customers`],
      [{ owner: midShop, build: () => customerListCase({ recorder, accountId: midShop.accountId, customers: mid }) }],
    );
    [results.search10k, results.search100k] = await measure(
      [`search, ${thousands(small)} customers`, `search, ${thousands(mid)} customers`],
      [search(smallShop), search(midShop)],
    );
    [results.vin.cached] = await measure(
      ['VIN decoding, answers cached'],
      [{ owner: midShop, build: async () => vinCase({ recorder, accountId: midShop.accountId, url: server.url, headers: await headersOf(server, midShop), vins }) }],
    );

    await benchWorkOrders({ client, measure, recorder, midShop, workOrders, activeWorkOrders, workOrdersWithLines, results });
    await benchTimelog({ client, measure, recorder, midShop, entries: timelogEntries, results });
    await benchInvoices({ client, measure, recorder, server, midShop, count: invoices, results });

    // The search curve: the same shop grown to 1 000 000 customers, beside the 10 000 one.
    await bulkLoad(client, [{ accountId: midShop.accountId, from: mid, count: big - mid, addresses: false }]);
    [results.search10kBesideBig, results.search1M] = await measure(
      [`search, ${thousands(small)} customers (table of ${thousands(big + small)})`, `search, ${thousands(big)} customers`],
      [search(smallShop), search(midShop)],
    );

    results.summary = {
      searchP95At1MTo10k: ratio(results.search1M.api.p95Ms, results.search10kBesideBig.api.p95Ms),
      searchP95At1MTo10kBeforeGrowth: ratio(results.search1M.api.p95Ms, results.search10k.api.p95Ms),
      searchBudget: '< 2',
      searchP95ApiToSqlAt10k: results.search10kBesideBig.p95ApiToSql,
      searchP95ApiToSqlAt1M: results.search1M.p95ApiToSql,
      customerListP50ApiToSql: results.customerList100k.p50ApiToSql,
      customerListBudget: '<= 1.5',
      ...workOrderSummary(results),
      ...timelogSummary(results),
      ...invoiceSummary(results),
      vinColdMs: results.vin.coldMs,
      vinWarmP50Ms: results.vin.p50WarmMs,
      vinCachedP50ApiToSql: results.vin.cached.p50ApiToSql,
      minutes: +((performance.now() - started) / 60000).toFixed(1),
    };
    return results;
  } finally {
    await recorder.close().catch(() => undefined);
    await client.end().catch(() => undefined);
    await stopServer(server.child);
    await rm(dataDir, { recursive: true, force: true });
  }
}
