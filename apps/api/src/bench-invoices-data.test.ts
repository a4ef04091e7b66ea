import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceBuyerSchema, invoiceSellerSchema, invoiceVehicleSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { signedInOwner, type Owner } from '../test/fixtures.js';

/*
 * The data benchmark's invoices (scripts/bench/data-invoices.mjs), small: they must be what the
 * migration allows (every foreign key and index back after the load, the triggers still refusing
 * changes once the load's transaction is over), numbered without gaps, with totals that are the sum
 * of their lines and taxes half-up, payments that add up to what the invoice says was paid, credit
 * notes that cancel exactly, and a snapshot of the shapes the API answers.
 */
type Client = pg.Client;
type Generate = {
  insertCustomers: (c: Client, o: { accountId: number; from: number; count: number }) => Promise<void>;
  insertAddresses: (c: Client, o: { accountId: number }) => Promise<void>;
  insertVehicles: (c: Client, o: { accountId: number; count: number; serialFrom: number }) => Promise<void>;
};
type Worksheets = {
  insertTechnicians: (c: Client, o: { accountId: number }) => Promise<void>;
  insertWorksheets: (c: Client, o: { accountId: number; count: number; active: number }) => Promise<void>;
  insertLines: (c: Client, o: { accountId: number; count: number }) => Promise<void>;
};
type Made = { invoices: number; issued: number; drafts: number; creditNotes: number; withPayments: number; lines: number };
type Invoices = {
  INVOICE_TABLES: string[];
  loadInvoices: (c: Client, o: { accountId: number; count: number; drafts: number; issuable: number; creditNotes: number }) => Promise<Made>;
};

// Scripts of the repository, not of the API: loaded by their paths (JavaScript, no types).
const load = async <T>(file: string) => (await import(/* @vite-ignore */ new URL(`../../../scripts/${file}`, import.meta.url).href)) as T;

const COUNT = 3_000;
const DRAFTS = 40;
const ISSUABLE = 20;
const CREDIT_NOTES = 30;
const ISSUED = COUNT - DRAFTS - ISSUABLE;

let t: TestApp;
let client: Client;
let owner: Owner;
let accountId: number;
let made: Made;
let tables: string[];
let before: { constraints: unknown[]; indexes: unknown[] };

const keysOf = async () => ({
  constraints: (
    await client.query(
      `SELECT conrelid::regclass::text AS t, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
        WHERE conrelid = ANY($1::regclass[]) ORDER BY 1, 2`,
      [tables],
    )
  ).rows,
  indexes: (await client.query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = ANY($1) ORDER BY 1`, [tables])).rows,
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
  const invoices = await load<Invoices>('bench/data-invoices.mjs');
  tables = [...invoices.INVOICE_TABLES, 'entries'];
  await generate.insertCustomers(client, { accountId, from: 0, count: 300 });
  await generate.insertAddresses(client, { accountId });
  await generate.insertVehicles(client, { accountId, count: 600, serialFrom: 0 });
  await worksheets.insertTechnicians(client, { accountId });
  await worksheets.insertWorksheets(client, { accountId, count: 2_000, active: 50 });
  await worksheets.insertLines(client, { accountId, count: 300 });
  before = await keysOf();
  made = await invoices.loadInvoices(client, { accountId, count: COUNT, drafts: DRAFTS, issuable: ISSUABLE, creditNotes: CREDIT_NOTES });
}, 300_000);
afterAll(async () => {
  await client?.end();
  await t?.close();
});

describe("the data benchmark's invoices", () => {
  it('puts back every foreign key and index it lifted for the load, and the triggers refuse changes again', async () => {
    expect(await keysOf()).toEqual(before);
    expect(before.constraints).toContainEqual(expect.objectContaining({ conname: 'invoice_lines_invoice_fk' }));
    const issued = await one<{ id: number }>(`SELECT id FROM invoices WHERE account_id = $1 AND status = 'SENT' LIMIT 1`, [accountId]);
    await expect(client.query(`UPDATE invoices SET notes = 'changed' WHERE id = $1`, [issued.id])).rejects.toMatchObject({ code: 'P0A14' });
    await expect(client.query(`DELETE FROM invoice_lines WHERE invoice_id = $1`, [issued.id])).rejects.toMatchObject({ code: 'P0A14' });
  });

  it('numbers invoices 1..n and credit notes AV-1..AV-m without a gap, in the order of issue, counters at the last', async () => {
    expect(made).toMatchObject({ invoices: COUNT, issued: ISSUED, drafts: DRAFTS + ISSUABLE, creditNotes: CREDIT_NOTES });
    const series = await client.query(
      `SELECT kind, count(*)::int AS n, min(number)::int AS first, max(number)::int AS last, count(DISTINCT number)::int AS distinct_numbers,
              bool_and(invoice_id = CASE kind WHEN 'CREDIT_NOTE' THEN 'AV-' || number ELSE number::text END) AS labels,
              (SELECT last_number::int FROM invoice_counters c WHERE c.account_id = $1 AND c.kind = i.kind) AS counter
       FROM invoices i WHERE account_id = $1 AND number IS NOT NULL GROUP BY kind ORDER BY kind`,
      [accountId],
    );
    expect(series.rows).toEqual([
      { kind: 'CREDIT_NOTE', n: CREDIT_NOTES, first: 1, last: CREDIT_NOTES, distinct_numbers: CREDIT_NOTES, labels: true, counter: CREDIT_NOTES },
      { kind: 'INVOICE', n: ISSUED, first: 1, last: ISSUED, distinct_numbers: ISSUED, labels: true, counter: ISSUED },
    ]);
    const disorder = await one(
      `SELECT count(*)::int AS n FROM (SELECT issued_at, lag(issued_at) OVER (PARTITION BY kind ORDER BY number) AS previous FROM invoices
        WHERE account_id = $1 AND number IS NOT NULL) s WHERE previous > issued_at`,
      [accountId],
    );
    expect(disorder).toEqual({ n: 0 });
    const span = await one<{ days: number }>(`SELECT (max(issue_date) - min(issue_date))::int AS days FROM invoices WHERE account_id = $1`, [accountId]);
    expect(span.days).toBeGreaterThan(700);
  });

  it('freezes totals that are the sum of 2 to 6 lines, each tax half-up on the subtotal', async () => {
    const wrong = await one(
      `WITH s AS (SELECT invoice_id, count(*)::int AS n, sum(amount_cents) AS subtotal,
                         bool_and(amount_cents = round(quantity * unit_price_cents) - discount_cents AND discount_cents = round(round(quantity * unit_price_cents) * discount / 100)) AS amounts
                  FROM invoice_lines WHERE account_id = $1 GROUP BY invoice_id)
       SELECT count(*) FILTER (WHERE s.n NOT BETWEEN 2 AND 6)::int AS line_counts,
              count(*) FILTER (WHERE NOT s.amounts)::int AS line_amounts,
              count(*) FILTER (WHERE i.subtotal_cents <> s.subtotal)::int AS subtotals,
              count(*) FILTER (WHERE i.tax_cents <> round(s.subtotal * 0.05) + round(s.subtotal * 0.09975))::int AS taxes,
              count(*) FILTER (WHERE i.tax_cents <> (SELECT sum((e->>'cents')::bigint) FROM jsonb_array_elements(i.snapshot->'taxes') e))::int AS snapshot_taxes,
              count(*) FILTER (WHERE i.total_cents <> i.subtotal_cents + i.tax_cents)::int AS totals,
              count(*)::int AS documents
       FROM invoices i JOIN s ON s.invoice_id = i.id WHERE i.account_id = $1`,
      [accountId],
    );
    expect(wrong).toEqual({ line_counts: 0, line_amounts: 0, subtotals: 0, taxes: 0, snapshot_taxes: 0, totals: 0, documents: ISSUED + CREDIT_NOTES });
    // Some lines are at the hourly rate, some discounted.
    const kinds = await one(`SELECT bool_or(hourly_rate) AS hourly, bool_or(discount > 0) AS discounted FROM invoice_lines WHERE account_id = $1`, [accountId]);
    expect(kinds).toEqual({ hourly: true, discounted: true });
  });

  it('records payments that add up to paid_cents, about 30 % of the invoices, PAID only when nothing is left', async () => {
    const wrong = await one<{ paid_share: number; mismatch: number; status: number; partial: number; two_parts: number }>(
      `WITH p AS (SELECT invoice_id, sum(amount_cents) AS paid, count(*) AS n FROM invoice_payments WHERE account_id = $1 GROUP BY invoice_id)
       SELECT avg((i.paid_cents > 0)::int)::float8 AS paid_share,
              count(*) FILTER (WHERE i.paid_cents <> coalesce(p.paid, 0))::int AS mismatch,
              count(*) FILTER (WHERE (i.status = 'PAID') <> (i.paid_cents = i.total_cents))::int AS status,
              count(*) FILTER (WHERE i.status = 'SENT' AND i.paid_cents > 0)::int AS partial,
              count(*) FILTER (WHERE p.n = 2)::int AS two_parts
       FROM invoices i LEFT JOIN p ON p.invoice_id = i.id WHERE i.account_id = $1 AND i.kind = 'INVOICE' AND i.status <> 'DRAFT'`,
      [accountId],
    );
    expect(wrong.paid_share).toBeGreaterThan(0.22);
    expect(wrong.paid_share).toBeLessThan(0.38);
    expect(wrong).toMatchObject({ mismatch: 0, status: 0 });
    expect(wrong.partial).toBeGreaterThan(0);
    expect(wrong.two_parts).toBeGreaterThan(0);
  });

  it('cancels an invoice only with a credit note of the same totals crediting each of its lines', async () => {
    const wrong = await one(
      `SELECT count(*)::int AS canceled,
              count(*) FILTER (WHERE c.id IS NULL OR c.total_cents <> i.total_cents OR c.tax_cents <> i.tax_cents OR i.credited_cents <> i.total_cents
                                 OR i.paid_cents <> 0 OR c.issued_at < i.issued_at)::int AS wrong,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM invoice_lines l WHERE l.invoice_id = i.id
                                             AND NOT EXISTS (SELECT 1 FROM invoice_lines k WHERE k.invoice_id = c.id AND k.credited_line_id = l.id)))::int AS uncredited
       FROM invoices i LEFT JOIN invoices c ON c.credited_invoice_id = i.id WHERE i.account_id = $1 AND i.status = 'CANCELED'`,
      [accountId],
    );
    expect(wrong).toEqual({ canceled: CREDIT_NOTES, wrong: 0, uncredited: 0 });
  });

  it('gives every draft lines (entries) and freezes snapshots of the shapes the API answers', async () => {
    const drafts = await one(
      `SELECT count(*)::int AS drafts, count(*) FILTER (WHERE NOT EXISTS (SELECT 1 FROM entries e WHERE e.invoice_id = i.id))::int AS empty,
              count(*) FILTER (WHERE worksheet_id IS NOT NULL)::int AS from_work_orders
       FROM invoices i WHERE account_id = $1 AND status = 'DRAFT'`,
      [accountId],
    );
    expect(drafts).toMatchObject({ drafts: DRAFTS + ISSUABLE, empty: 0 });
    expect(drafts.from_work_orders).toBeGreaterThan(0);
    // A work order's lines are on at most one of its invoices, and that invoice is of its work order.
    const foreign = await one(
      `SELECT count(*)::int AS n FROM entries e JOIN invoices i ON i.id = e.invoice_id WHERE e.account_id = $1 AND e.worksheet_id IS DISTINCT FROM i.worksheet_id
         AND e.worksheet_id IS NOT NULL`,
      [accountId],
    );
    expect(foreign).toEqual({ n: 0 });
    const { rows } = await client.query(
      `SELECT snapshot FROM invoices WHERE account_id = $1 AND status <> 'DRAFT' AND mech_id IS NOT NULL AND worksheet_id IS NOT NULL ORDER BY id LIMIT 5`,
      [accountId],
    );
    expect(rows).toHaveLength(5);
    for (const { snapshot } of rows) {
      invoiceSellerSchema.parse(snapshot.seller);
      invoiceBuyerSchema.parse(snapshot.customer);
      invoiceVehicleSchema.parse(snapshot.mech);
      expect(snapshot.seller.legal.gstNumber).toBe('123456789 RT 0001');
      expect(snapshot.taxes.map((x: { name: string; rate: number }) => [x.name, x.rate])).toEqual([
        ['TPS', 5],
        ['TVQ', 9.975],
      ]);
      expect(snapshot.worksheet.label).toMatch(/^[A-Z]+-\d+$/);
    }
  });
});

type Round = { text: string; values: unknown[] }[];
type Recorder = { close: () => Promise<void> };
type Cases = {
  invoicePeriods: (c: Client, o: { accountId: number; timezone: string }) => Promise<{ month: { from: string; to: string }; customerUuid: string; number: string }>;
  invoiceListCase: (o: { recorder: Recorder; accountId: number; client: Client; queries: Record<string, string>[] }) => Promise<{ paths: string[]; calls: Round[][] }>;
  issuableDrafts: (c: Client, o: { accountId: number; count: number }) => Promise<string[]>;
};

describe("the invoice benchmark's cases", () => {
  it("replays beside GET /api/invoices the route's own statement: the same page, total and sums, for each filter", async () => {
    const cases = await load<Cases>('bench/data-invoices-cases.mjs');
    const { recordingDb } = await load<{ recordingDb: (url: string) => Promise<Recorder> }>('bench/api-sql.mjs');
    const { customerUuid, number } = await cases.invoicePeriods(client, { accountId, timezone: 'America/Toronto' });
    const recorder = await recordingDb(t.databaseUrl);
    try {
      const queries: Record<string, string>[] = [{ page: '1' }, { page: '5' }, { status: 'SENT' }, { q: number }, { customerUuid }];
      for (const query of queries) {
        const { paths, calls } = await cases.invoiceListCase({ recorder, accountId, client, queries: [query] });
        const answer = await t.app.inject({ method: 'GET', url: paths[0]!, headers: owner.auth });
        expect(answer.statusCode, paths[0]).toBe(200);
        const served = answer.json().data as { items: { uuid: string }[]; total: number; sums: unknown };
        expect(served.items.length, paths[0]).toBeGreaterThan(0);
        const statements = calls[0]!.flat();
        expect(statements).toHaveLength(1);
        const replayed = await client.query({ text: statements[0]!.text, values: statements[0]!.values, rowMode: 'array' });
        const list = JSON.parse(replayed.rows[0][0] as string) as typeof served;
        expect(list.items.map((i) => i.uuid)).toEqual(served.items.map((i) => i.uuid));
        expect({ total: list.total, sums: list.sums }).toEqual({ total: served.total, sums: served.sums });
      }
    } finally {
      await recorder.close();
    }
  });

  it('finds the issuable drafts: counter sales with lines of their own, issued by POST /issue with the next numbers', async () => {
    const cases = await load<Cases>('bench/data-invoices-cases.mjs');
    const drafts = await cases.issuableDrafts(client, { accountId, count: ISSUABLE });
    expect(new Set(drafts).size).toBe(ISSUABLE);
    for (const uuid of drafts.slice(0, 3)) {
      const issued = await t.app.inject({ method: 'POST', url: `/api/invoices/${uuid}/issue`, headers: owner.auth, payload: {} });
      expect(issued.statusCode, issued.body).toBe(200);
    }
    const numbers = await client.query(`SELECT number::int AS n FROM invoices WHERE uuid = ANY($1) ORDER BY number`, [drafts.slice(0, 3)]);
    expect(numbers.rows.map((r: { n: number }) => r.n)).toEqual([ISSUED + 1, ISSUED + 2, ISSUED + 3]);
  });
});
