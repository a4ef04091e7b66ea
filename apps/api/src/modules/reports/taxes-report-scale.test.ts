import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { signedInOwner, type Owner } from '../../../test/fixtures.js';
import { taxesReportQuery } from './taxes-report.js';

/*
 * The measure of issue 14: the taxes report at 500 000 invoices over two years in one shop (1 %
 * credit notes, 1 % drafts) reads them through the (account_id, issue_date) index for a month or a
 * quarter, and the route costs little more than its SQL alone. A minute or two of loading: runs
 * only with TAXES_BENCH=1 (TAXES_BENCH_INVOICES to change the count).
 */
const COUNT = Number(process.env.TAXES_BENCH_INVOICES ?? 500_000);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.runIf(process.env.TAXES_BENCH === '1')(`the taxes report at ${COUNT} invoices`, () => {
  let t: TestApp;
  let owner: Owner;
  let accountId: number;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await signedInOwner(t);
    const { rows } = await t.db.execute<{ account_id: number }>(sql`SELECT account_id FROM users WHERE uuid = ${owner.user.uuid}`);
    accountId = rows[0]!.account_id;
    // Another shop's invoices in the same days: the index's leading column must keep them out.
    const { rows: other } = await t.db.execute<{ id: number }>(sql`INSERT INTO accounts (preferences) VALUES ('{}') RETURNING id`);
    const started = performance.now();
    for (const [shop, count] of [
      [accountId, COUNT],
      [other[0]!.id, COUNT / 5],
    ] as const) {
      const { rows: customer } = await t.db.execute<{ id: number }>(sql`INSERT INTO customers (account_id, fullname) VALUES (${shop}, 'Client') RETURNING id`);
      await t.db.execute(sql`
        INSERT INTO invoices (account_id, kind, status, number, invoice_id, customer_id, credited_invoice_id, currency, issue_date, issued_at, subtotal_cents, tax_cents, total_cents, snapshot)
        SELECT ${shop}, 'INVOICE', CASE WHEN g % 100 = 0 THEN 'DRAFT' ELSE 'SENT' END, CASE WHEN g % 100 = 0 THEN NULL ELSE g END,
          CASE WHEN g % 100 = 0 THEN NULL ELSE g::text END, ${customer[0]!.id}, NULL, 'CAD',
          CASE WHEN g % 100 = 0 THEN NULL ELSE date '2025-01-01' + (g * 730 / ${count})::int END,
          CASE WHEN g % 100 = 0 THEN NULL ELSE timestamptz '2025-01-01 15:00Z' + (g * 730 / ${count})::int * interval '1 day' END,
          s.sub, s.tps + s.tvq, s.sub + s.tps + s.tvq,
          jsonb_build_object('seller', '{}'::jsonb, 'customer', '{}'::jsonb, 'mech', NULL, 'hourlyRateCents', 9500, 'discountCents', 0, 'worksheet', NULL,
            'taxes', jsonb_build_array(jsonb_build_object('name', 'TPS', 'rate', 5, 'cents', s.tps), jsonb_build_object('name', 'TVQ', 'rate', 9.975, 'cents', s.tvq)))
        FROM generate_series(1, ${count}) g
        CROSS JOIN LATERAL (SELECT 5000 + (g::bigint * 7919) % 200000 AS sub) b
        CROSS JOIN LATERAL (SELECT b.sub, round(b.sub * 0.05)::bigint AS tps, round(b.sub * 0.09975)::bigint AS tvq) s`);
      await t.db.execute(
        sql`UPDATE invoices SET subtotal_cents = NULL, tax_cents = NULL, total_cents = NULL, snapshot = NULL WHERE account_id = ${shop} AND status = 'DRAFT'`,
      );
      // 1 % credit notes, each of one invoice, a few days after it.
      await t.db.execute(sql`
        INSERT INTO invoices (account_id, kind, status, number, invoice_id, customer_id, credited_invoice_id, currency, issue_date, issued_at, subtotal_cents, tax_cents, total_cents, snapshot)
        SELECT account_id, 'CREDIT_NOTE', 'SENT', row_number() OVER (ORDER BY id), 'AV-' || row_number() OVER (ORDER BY id), customer_id, id, currency,
          issue_date + 3, issued_at + interval '3 days', subtotal_cents, tax_cents, total_cents, snapshot
        FROM invoices WHERE account_id = ${shop} AND kind = 'INVOICE' AND status <> 'DRAFT' AND number % 100 = 7`);
    }
    await t.db.execute(sql`VACUUM (ANALYZE) invoices`);
    console.log(`loaded ${COUNT} + ${COUNT / 5} invoices in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }, 900_000);
  afterAll(() => t?.close());

  it.each([
    ['a month', '2026-03-01', '2026-03-31'],
    ['a quarter', '2026-01-01', '2026-03-31'],
    ['a year', '2025-01-01', '2025-12-31'],
  ])(
    '%s: the plan, the SQL alone and the route (medians of 5)',
    async (label, from, to) => {
      const query = taxesReportQuery({ accountId, from, to });
      const { rows } = await t.db.execute<{ 'QUERY PLAN': unknown }>(sql`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query}`);
      const plan = JSON.stringify(rows[0]!['QUERY PLAN']);
      const scans = [...plan.matchAll(/"Node Type":"([^"]+)"(?:,"[^"]+":[^,]+)*?,"Relation Name":"invoices"(?:,"[^"]+":[^,]+)*?(?:,"Index Name":"([^"]+)")?/g)].map((m) =>
        `${m[1]} ${m[2] ?? ''}`.trim(),
      );
      const indexed = plan.includes('invoices_account_issue_date_idx');
      const sqlTimes: number[] = [];
      const routeTimes: number[] = [];
      for (let run = 0; run < 5; run += 1) {
        let started = performance.now();
        await t.db.execute(query);
        sqlTimes.push(performance.now() - started);
        started = performance.now();
        const response = await t.app.inject({ method: 'GET', url: `/api/reports/taxes?from=${from}&to=${to}`, headers: owner.auth });
        routeTimes.push(performance.now() - started);
        expect(response.statusCode).toBe(200);
      }
      console.log(
        `${label} ${from}..${to}: ${indexed ? 'index invoices_account_issue_date_idx' : 'NO issue-date index'} (${scans.join('; ') || 'see plan'}); SQL ${median(sqlTimes).toFixed(1)} ms, route ${median(routeTimes).toFixed(1)} ms, ratio ${(median(routeTimes) / median(sqlTimes)).toFixed(2)}`,
      );
      if (label !== 'a year') expect(indexed).toBe(true);
    },
    600_000,
  );
});
