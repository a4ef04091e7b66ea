import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertIssuedDocument, insertPayment } from '../../../test/issued-documents.js';
import { backgroundJobs } from '../../jobs/jobs.js';
import { canonicalJson } from './canonical-json.js';
import { closePeriods } from './close-periods.js';
import { JOURNAL_CLOSURES, JOURNAL_CLOSURES_CRON } from './closure-job.js';
import { GENESIS_HASH, recordHash } from './record-hash.js';
import { verifyJournal } from './verify-journal.js';

/* Issue 14 "monthly and yearly closures record cumulative totals", with a fixed now. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shop(timezone = 'America/Toronto'): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(sql`INSERT INTO accounts (preferences) VALUES (${JSON.stringify({ dateTime: { timezone } })}::jsonb) RETURNING id`);
  return rows[0]!.id;
}

/** The shop's first journal record, written at `createdAt` (appendJournal takes the clock's time). */
async function firstRecord(accountId: number, createdAt: string) {
  const content = { number: 1 };
  const hash = recordHash(GENESIS_HASH, { seq: 1, kind: 'INVOICE', documentUuid: null, createdAt, content });
  await t.db.execute(sql`INSERT INTO invoice_journal (account_id, seq, kind, document_uuid, content, prev_hash, hash, created_at)
    VALUES (${accountId}, 1, 'INVOICE', NULL, ${canonicalJson(content)}::jsonb, ${GENESIS_HASH}, ${hash}, ${createdAt}::timestamptz)`);
}

const tax = (tps: number, tvq: number) => [
  { name: 'TPS', rate: 5, cents: tps },
  { name: 'TVQ', rate: 9.975, cents: tvq },
];

/*
 * Toronto shop, first record 2025-12-05:
 *   Dec 2025  invoice A 100.00 (TPS 5.00, TVQ 9.98) 114.98; payment 50.00
 *   Jan 2026  invoice B 284.25 (14.21, 28.35) 326.81; credit note of A −114.98; payments 30.00 and 20.00
 *             (the second at 2026-02-01 04:30 UTC, still Jan 31 in Toronto)
 *   Feb 2026  invoice C 10.00; payment 7.00 at 2026-02-01 05:30 UTC (Feb 1 in Toronto)
 */
async function torontoShop(): Promise<number> {
  const accountId = await shop();
  await firstRecord(accountId, '2025-12-05T15:00:00.000Z');
  const a = await insertIssuedDocument(t, accountId, { issueDate: '2025-12-05', status: 'CANCELED', subtotal: 100_00, taxes: tax(5_00, 9_98) });
  await insertPayment(t, accountId, a, 50_00, '2025-12-20T12:00:00Z');
  const b = await insertIssuedDocument(t, accountId, { issueDate: '2026-01-10', subtotal: 284_25, taxes: tax(14_21, 28_35) });
  await insertIssuedDocument(t, accountId, { kind: 'CREDIT_NOTE', credits: a, issueDate: '2026-01-15', subtotal: 100_00, taxes: tax(5_00, 9_98) });
  await insertPayment(t, accountId, b, 30_00, '2026-01-20T12:00:00Z');
  await insertPayment(t, accountId, b, 20_00, '2026-02-01T04:30:00Z');
  await insertIssuedDocument(t, accountId, { issueDate: '2026-02-03', subtotal: 10_00, taxes: tax(50, 1_00) });
  await insertPayment(t, accountId, b, 7_00, '2026-02-01T05:30:00Z');
  return accountId;
}

async function closures(accountId: number) {
  const { rows } = await t.db.execute<{ seq: string; content: { period: string } }>(
    sql`SELECT seq, content FROM invoice_journal WHERE account_id = ${accountId} AND kind = 'CLOSURE' ORDER BY seq`,
  );
  return rows.map((row) => row.content);
}

const rates = (tps: number, tvq: number) => [
  { name: 'TPS', rate: '5', cents: tps },
  { name: 'TVQ', rate: '9.975', cents: tvq },
];
const december = { documents: 1, invoices: 1, creditNotes: 0, salesCents: 10000, taxes: rates(500, 998), totalCents: 11498, paymentsCents: 5000 };
const decemberCumulative = { documents: 1, salesCents: 10000, taxes: rates(500, 998), totalCents: 11498, paymentsCents: 5000 };

describe('closePeriods', () => {
  it('closes each ended month in the shop’s zone and, after December, the year, with period and perpetual totals', async () => {
    const accountId = await torontoShop();
    // Dec 31, 23:59 in Toronto: December has not ended there.
    expect(await closePeriods(t.db, new Date('2026-01-01T04:59:00Z'))).toBe(0);
    expect(await closures(accountId)).toEqual([]);
    // Jan 31, 23:30 in Toronto: December and 2025 are closed, January not yet.
    expect(await closePeriods(t.db, new Date('2026-02-01T04:30:00Z'))).toBe(2);
    expect(await closures(accountId)).toEqual([
      { period: '2025-12', ...december, cumulative: decemberCumulative },
      { period: '2025', ...december, cumulative: decemberCumulative },
    ]);
    // Feb 1, 00:30 in Toronto: January, credit note negative, its payments by their Toronto day.
    expect(await closePeriods(t.db, new Date('2026-02-01T05:30:00Z'))).toBe(1);
    expect((await closures(accountId))[2]).toEqual({
      period: '2026-01',
      documents: 2,
      invoices: 1,
      creditNotes: 1,
      salesCents: 18425,
      taxes: rates(921, 1837),
      totalCents: 21183,
      paymentsCents: 5000,
      cumulative: { documents: 3, salesCents: 28425, taxes: rates(1421, 2835), totalCents: 32681, paymentsCents: 10000 },
    });
    // Running again adds nothing; the chain holds the closures.
    expect(await closePeriods(t.db, new Date('2026-02-01T05:30:00Z'))).toBe(0);
    expect(await closures(accountId)).toHaveLength(3);
    expect(await verifyJournal(t.db, { accountId })).toMatchObject({ status: 'intact', records: 4 });
  });

  it('closes nothing for shops without journal records, and months without documents with zero sums', async () => {
    const silent = await shop();
    await insertIssuedDocument(t, silent, { issueDate: '2026-01-10', subtotal: 1_00, taxes: [] });
    const quiet = await shop('Europe/Paris');
    await firstRecord(quiet, '2026-03-10T10:00:00.000Z');
    await closePeriods(t.db, new Date('2026-05-15T12:00:00Z'));
    expect(await closures(silent)).toEqual([]);
    const zero = { documents: 0, invoices: 0, creditNotes: 0, salesCents: 0, taxes: [], totalCents: 0, paymentsCents: 0 };
    const cumulative = { documents: 0, salesCents: 0, taxes: [], totalCents: 0, paymentsCents: 0 };
    expect(await closures(quiet)).toEqual([
      { period: '2026-03', ...zero, cumulative },
      { period: '2026-04', ...zero, cumulative },
    ]);
  });

  it('writes each closure once when several instances run at the same time', async () => {
    const accountId = await torontoShop();
    const counts = await Promise.all(Array.from({ length: 4 }, () => closePeriods(t.db, new Date('2026-02-01T05:30:00Z'))));
    const mine = await closures(accountId);
    expect(mine.map((c) => c.period)).toEqual(['2025-12', '2025', '2026-01']);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(3);
    expect(await verifyJournal(t.db, { accountId })).toMatchObject({ status: 'intact', records: 4 });
  });
});

describe('the invoice-journal-closures job', () => {
  it('is listed among the server’s jobs, hourly', () => {
    const pool = new pg.Pool({ connectionString: t.databaseUrl, max: 1 });
    const jobs = backgroundJobs({ config: t.config, pool, mailer: { send: async () => undefined }, embedded: false });
    void pool.end();
    expect(jobs.find((job) => job.name === JOURNAL_CLOSURES)).toMatchObject({ cron: JOURNAL_CLOSURES_CRON });
    expect(JOURNAL_CLOSURES_CRON).toBe('7 * * * *');
  });
});
