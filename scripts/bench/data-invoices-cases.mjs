// The invoice calls of the data benchmark (issue 14), as HTTP paths and the SQL the API runs for
// each (recorded from the API's own services: invoices/list-invoices.ts, reports/taxes-report.ts,
// invoice-documents for the stored PDF), for the shop owner; and the two writes timed over HTTP
// only: the first download of a PDF (rendered then stored) and issuing drafts, 20 at a time.
import { apiModule, contracts } from './api-sql.mjs';
import { percentile } from './load.mjs';

/** The shop's last whole month and its last twelve whole months, and a few things to look for. */
export async function invoicePeriods(client, { accountId, timezone }) {
  const {
    rows: [p],
  } = await client.query(
    `SELECT to_char(m - interval '1 month', 'YYYY-MM-DD') AS month_from, to_char(m - interval '1 day', 'YYYY-MM-DD') AS month_to,
            to_char(m - interval '12 months', 'YYYY-MM-DD') AS year_from
     FROM (SELECT date_trunc('month', (now() AT TIME ZONE $1)::date)::date AS m) AS d`,
    [timezone],
  );
  // A customer with several invoices, and an invoice number of the middle of the series.
  const {
    rows: [sample],
  } = await client.query(
    `SELECT c.uuid AS customer_uuid, (SELECT (max(number) / 2)::text FROM invoices WHERE account_id = $1 AND kind = 'INVOICE') AS number
     FROM invoices i JOIN customers c ON c.id = i.customer_id WHERE i.account_id = $1 AND i.number IS NOT NULL
     GROUP BY c.uuid HAVING count(*) >= 3 ORDER BY c.uuid LIMIT 1`,
    [accountId],
  );
  return {
    month: { from: p.month_from, to: p.month_to },
    year: { from: p.year_from, to: p.month_to },
    customerUuid: sample.customer_uuid,
    number: sample.number,
  };
}

/**
 * GET /api/invoices with `params`, beside the SQL of the list service (one statement answering the
 * page as JSON text, with the shop's preferences as the route reads them); every page holds invoices.
 */
export async function invoiceListCase({ recorder, accountId, client, queries }) {
  const [{ invoiceListQuerySchema }, { listInvoicePage }] = await Promise.all([contracts(), apiModule('modules/invoices/list-invoices.ts')]);
  const preferences = await preferencesOf(client, accountId);
  const calls = [];
  for (const params of queries) {
    const query = invoiceListQuerySchema.parse(params);
    let list;
    calls.push(await recorder.record(async (db) => (list = JSON.parse(await listInvoicePage(db, { ...query, accountId, preferences })))));
    if (list.items.length === 0) throw new Error(`invoices ${new URLSearchParams(params)}: an empty page`);
  }
  return { paths: queries.map((params) => `/api/invoices?${new URLSearchParams(params)}`), calls };
}

async function preferencesOf(client, accountId) {
  const {
    rows: [account],
  } = await client.query(`SELECT preferences FROM accounts WHERE id = $1`, [accountId]);
  return account.preferences;
}

/** GET /api/reports/taxes for a period, beside the SQL of the report (currency from the shop's preferences, as the route reads it). */
export async function taxesReportCase({ recorder, accountId, client, query }) {
  const [{ taxesReportQuerySchema }, { taxesReport }, { completePreferences }] = await Promise.all([
    contracts(),
    apiModule('modules/reports/taxes-report.ts'),
    apiModule('modules/accounts/complete-preferences.ts'),
  ]);
  const preferences = completePreferences(await preferencesOf(client, accountId));
  const parsed = taxesReportQuerySchema.parse(query);
  let report;
  const call = await recorder.record(async (db) => (report = await taxesReport(db, { ...parsed, accountId, currency: preferences.currency })));
  if (!(report.totals.invoices > 0)) throw new Error(`taxes ${query.from}..${query.to}: no invoices`);
  return { paths: [`/api/reports/taxes?${new URLSearchParams(query)}`], calls: [call] };
}

/** Issued invoices never rendered (no stored PDF), newest first. */
export async function unrenderedInvoices(client, { accountId, count }) {
  const { rows } = await client.query(
    `SELECT i.id, i.uuid FROM invoices i WHERE i.account_id = $1 AND i.kind = 'INVOICE' AND i.status <> 'DRAFT'
       AND NOT EXISTS (SELECT 1 FROM invoice_pdfs p WHERE p.invoice_id = i.id) ORDER BY i.number DESC LIMIT $2`,
    [accountId, count],
  );
  return rows;
}

const summary = (latencies) => ({
  calls: latencies.length,
  p50Ms: +percentile(latencies, 50).toFixed(1),
  p95Ms: +percentile(latencies, 95).toFixed(1),
});

/**
 * GET /api/invoices/{uuid}/pdf of `invoices` never rendered, one at a time: each call reads the
 * invoice, renders it (renderInvoicePdf) and stores it. Every answer must be a PDF.
 */
export async function firstPdfDownloads({ url, headers, invoices }) {
  const latencies = [];
  let bytes = 0;
  for (const { uuid } of invoices) {
    const started = performance.now();
    const response = await fetch(`${url}/api/invoices/${uuid}/pdf`, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    latencies.push(performance.now() - started);
    if (response.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-') throw new Error(`GET /api/invoices/${uuid}/pdf answered ${response.status}`);
    bytes += body.length;
  }
  return { ...summary(latencies), averageBytes: Math.round(bytes / invoices.length) };
}

/** renderInvoicePdf alone (no HTTP, no database) on the documents as the API stores them: the generation time. */
export async function renderTimes({ recorder, accountId, invoices }) {
  const [{ getInvoice }, { renderInvoicePdf }, { frozenDocument }] = await Promise.all([
    apiModule('modules/invoices/get-invoice.ts'),
    apiModule('modules/invoice-documents/render-invoice-pdf.ts'),
    apiModule('modules/invoice-documents/frozen-document.ts'),
  ]);
  const latencies = [];
  for (const { uuid } of invoices) {
    const invoice = frozenDocument(await getInvoice(recorder.db, { accountId, uuid }));
    const started = performance.now();
    await renderInvoicePdf(invoice, {});
    latencies.push(performance.now() - started);
  }
  return summary(latencies);
}

/** GET of stored PDFs beside the SQL the route's service runs for one (invoice-documents/invoice-pdf.ts: the invoice, its stored PDF). */
export async function storedPdfCase({ recorder, accountId, invoices }) {
  const { invoicePdf } = await apiModule('modules/invoice-documents/invoice-pdf.ts');
  const calls = [];
  for (const { uuid } of invoices) {
    let pdf;
    calls.push(await recorder.record(async (db) => (pdf = await invoicePdf(db, { accountId, uuid }))));
    if (!pdf.sha256) throw new Error(`the PDF of ${uuid} is not stored`);
  }
  return { paths: invoices.map(({ uuid }) => `/api/invoices/${uuid}/pdf`), calls };
}

/** The shop's drafts made for the issue case (counter sales with lines of their own, no work order). */
export async function issuableDrafts(client, { accountId, count }) {
  const { rows } = await client.query(
    `SELECT i.uuid FROM invoices i WHERE i.account_id = $1 AND i.status = 'DRAFT' AND i.worksheet_id IS NULL
       AND EXISTS (SELECT 1 FROM entries e WHERE e.invoice_id = i.id) ORDER BY i.id LIMIT $2`,
    [accountId, count],
  );
  if (rows.length < count) throw new Error(`${rows.length} drafts to issue, ${count} wanted`);
  return rows.map((r) => r.uuid);
}

/**
 * POST /api/invoices/{uuid}/issue on every draft by `issuers` concurrent callers (a pool: each
 * takes the next draft when its call ends). Answers the latencies and checks the numbers given
 * follow each other without a gap.
 */
export async function issueDrafts({ url, headers, drafts, issuers = 20 }) {
  const latencies = [];
  const numbers = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: issuers }, async () => {
      while (next < drafts.length) {
        const uuid = drafts[next++];
        const t0 = performance.now();
        const response = await fetch(`${url}/api/invoices/${uuid}/issue`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' });
        const body = await response.json();
        latencies.push(performance.now() - t0);
        if (response.status !== 200) throw new Error(`POST /api/invoices/${uuid}/issue answered ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
        numbers.push(body.data.number);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  numbers.sort((a, b) => a - b);
  const gapFree = numbers.every((n, i) => i === 0 || n === numbers[i - 1] + 1);
  if (!gapFree) throw new Error(`issued numbers ${numbers[0]}..${numbers.at(-1)} have gaps or repeats`);
  return { ...summary(latencies), issuers, perSecond: +(drafts.length / seconds).toFixed(1), numbers: `${numbers[0]}..${numbers.at(-1)}` };
}
