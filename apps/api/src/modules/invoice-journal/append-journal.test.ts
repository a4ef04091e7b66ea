import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { appendJournal } from './append-journal.js';

/* Issue 14 "Inalterability": each shop's journal is one hash chain, seq 1, 2, 3… under concurrency. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shop(): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(sql`INSERT INTO accounts (preferences) VALUES ('{}'::jsonb) RETURNING id`);
  return rows[0]!.id;
}

type Row = { seq: string; kind: string; document_uuid: string | null; content: unknown; content_text: string; prev_hash: string; hash: string; created_at: string };
async function chain(accountId: number): Promise<Row[]> {
  const { rows } = await t.db.execute<Row>(sql`
    SELECT seq, kind, document_uuid, content, content::text AS content_text, prev_hash, hash,
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
    FROM invoice_journal WHERE account_id = ${accountId} ORDER BY seq`);
  return rows;
}

// Written out here rather than imported, so that a change of the hashed text fails this test.
function expectedHash(prev: string, row: Row): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([k, v]) => [k, sorted(v)]),
          )
        : value;
  const envelope = { content: row.content, createdAt: row.created_at, documentUuid: row.document_uuid, kind: row.kind, seq: Number(row.seq) };
  return createHash('sha256')
    .update(`${prev}\n${JSON.stringify(sorted(envelope))}`)
    .digest('hex');
}

function expectIntact(rows: Row[]) {
  let prev = '0'.repeat(64);
  rows.forEach((row, i) => {
    expect(Number(row.seq)).toBe(i + 1);
    expect(row.prev_hash).toBe(prev);
    expect(row.hash).toBe(expectedHash(prev, row));
    prev = row.hash;
  });
}

describe('appendJournal', () => {
  it('starts a chain at seq 1 after 64 zeros and links the next record to its hash', async () => {
    const accountId = await shop();
    const first = await t.db.transaction((tx) =>
      appendJournal(tx, { accountId, kind: 'INVOICE', documentUuid: 'doc-1', content: { total: 11498, number: 'F-1', taxes: [{ name: 'TPS', cents: 500 }] } }),
    );
    const second = await t.db.transaction((tx) => appendJournal(tx, { accountId, kind: 'PAYMENT', documentUuid: 'pay-1', content: { amount: 11498 } }));
    expect(first.seq).toBe(1);
    expect(second.seq).toBe(2);
    const rows = await chain(accountId);
    expect(rows.map((row) => row.hash)).toEqual([first.hash, second.hash]);
    expect(rows[0]!.prev_hash).toBe('0'.repeat(64));
    expect(rows[1]!.prev_hash).toBe(first.hash);
    expect(rows[0]!.content).toEqual({ total: 11498, number: 'F-1', taxes: [{ name: 'TPS', cents: 500 }] });
    expectIntact(rows);
  });

  it('gives 50 parallel appends in one shop seq 1..50 and a valid chain; another shop has its own chain', async () => {
    const accountId = await shop();
    const other = await shop();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.db.transaction(async (tx) => {
          const result = await appendJournal(tx, { accountId, kind: 'INVOICE', documentUuid: `doc-${i}`, content: { i, total: i * 100 } });
          if (i % 10 === 0) await appendJournal(tx, { accountId: other, kind: 'PAYMENT', documentUuid: null, content: { i } });
          return result;
        }),
      ),
    );
    expect(results.map((r) => r.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const rows = await chain(accountId);
    expect(rows).toHaveLength(50);
    expectIntact(rows);
    const others = await chain(other);
    expect(others).toHaveLength(5);
    expectIntact(others);
  });

  it('writes nothing when the caller rolls back, and the next append takes the same seq', async () => {
    const accountId = await shop();
    await t.db.transaction((tx) => appendJournal(tx, { accountId, kind: 'INVOICE', documentUuid: 'a', content: { n: 1 } }));
    await expect(
      t.db.transaction(async (tx) => {
        await appendJournal(tx, { accountId, kind: 'INVOICE', documentUuid: 'b', content: { n: 2 } });
        throw new Error('issue failed after the journal');
      }),
    ).rejects.toThrow('issue failed');
    const next = await t.db.transaction((tx) => appendJournal(tx, { accountId, kind: 'INVOICE', documentUuid: 'c', content: { n: 3 } }));
    expect(next.seq).toBe(2);
    expectIntact(await chain(accountId));
  });

  it('refuses a float amount before writing anything', async () => {
    const accountId = await shop();
    await expect(t.db.transaction((tx) => appendJournal(tx, { accountId, kind: 'PAYMENT', documentUuid: 'p', content: { amount: 10.5 } }))).rejects.toThrow(
      /not an integer/,
    );
    expect(await chain(accountId)).toEqual([]);
  });
});
