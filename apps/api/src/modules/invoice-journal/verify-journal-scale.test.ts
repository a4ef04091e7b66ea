import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { GENESIS_HASH, recordHash } from './record-hash.js';
import { canonicalJson } from './canonical-json.js';
import { verifyJournal } from './verify-journal.js';

/*
 * The measure of issue 14: verifying a 100 000-record chain streams it (flat memory) in seconds.
 * A few minutes of loading: runs only with JOURNAL_BENCH=1 (JOURNAL_BENCH_RECORDS to change the size).
 */
const RECORDS = Number(process.env.JOURNAL_BENCH_RECORDS ?? 100_000);

describe.runIf(process.env.JOURNAL_BENCH === '1')(`verifyJournal at ${RECORDS} records`, () => {
  let t: TestApp;
  let accountId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const { rows } = await t.db.execute<{ id: number }>(sql`INSERT INTO accounts (preferences) VALUES ('{}'::jsonb) RETURNING id`);
    accountId = rows[0]!.id;
    let prev = GENESIS_HASH;
    const started = performance.now();
    for (let from = 1; from <= RECORDS; from += 5000) {
      const values = [];
      for (let seq = from; seq < Math.min(from + 5000, RECORDS + 1); seq += 1) {
        const content = {
          number: seq,
          total: 11498 + seq,
          subtotal: 10000 + seq,
          taxes: [
            { name: 'TPS', rate: '5', cents: 500 },
            { name: 'TVQ', rate: '9.975', cents: 998 },
          ],
        };
        const createdAt = new Date(Date.UTC(2024, 0, 1) + seq * 60_000).toISOString();
        const documentUuid = `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
        const hash = recordHash(prev, { seq, kind: 'INVOICE', documentUuid, createdAt, content });
        values.push(sql`(${accountId}, ${seq}, 'INVOICE', ${documentUuid}, ${canonicalJson(content)}::jsonb, ${prev}, ${hash}, ${createdAt}::timestamptz)`);
        prev = hash;
      }
      await t.db.execute(
        sql`INSERT INTO invoice_journal (account_id, seq, kind, document_uuid, content, prev_hash, hash, created_at) VALUES ${sql.join(values, sql`, `)}`,
      );
    }
    console.log(`loaded ${RECORDS} records in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await t.db.execute(sql`ANALYZE invoice_journal`);
  }, 600_000);
  afterAll(() => t?.close());

  it('verifies intact, in batches, with flat memory', async () => {
    const times: number[] = [];
    let peak = 0;
    for (let run = 0; run < 3; run += 1) {
      global.gc?.();
      const base = process.memoryUsage().heapUsed;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().heapUsed - base)), 5);
      const started = performance.now();
      const result = await verifyJournal(t.db, { accountId });
      times.push(performance.now() - started);
      clearInterval(sampler);
      expect(result).toMatchObject({ status: 'intact', records: RECORDS });
    }
    times.sort((a, b) => a - b);
    console.log(
      `verify ${RECORDS}: median ${(times[1]! / 1000).toFixed(2)} s (runs ${times.map((ms) => (ms / 1000).toFixed(2)).join(', ')}), peak heap growth ${(peak / 1e6).toFixed(1)} MB`,
    );
  }, 600_000);
});
