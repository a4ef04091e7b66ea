import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { journalVerifySchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { appendJournal } from './append-journal.js';
import { recordHash } from './record-hash.js';
import { verifyJournal } from './verify-journal.js';

/* Issue 14 "Inalterability": the verification finds a changed, deleted or inserted record. */

let t: TestApp;
let team: Team;
beforeAll(async () => {
  t = await createTestApp();
  team = await usersOfEveryRole(t);
});
afterAll(() => t.close());

async function shop(): Promise<number> {
  const { rows } = await t.db.execute<{ id: number }>(sql`INSERT INTO accounts (preferences) VALUES ('{}'::jsonb) RETURNING id`);
  return rows[0]!.id;
}

/** A chain of `n` records: invoices and their payments, amounts in cents. */
async function chainOf(accountId: number, n: number): Promise<string[]> {
  const hashes: string[] = [];
  for (let i = 1; i <= n; i += 1) {
    const { hash } = await t.db.transaction((tx) =>
      appendJournal(tx, {
        accountId,
        kind: i % 2 ? 'INVOICE' : 'PAYMENT',
        documentUuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        content: { number: i, total: 1000 * i, taxes: [{ name: 'TPS', rate: '5', cents: 50 * i }] },
      }),
    );
    hashes.push(hash);
  }
  return hashes;
}

/** What the append-only trigger refuses, done as an attacker with database access would. */
async function tamper(query: SQL) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL atelier.purge = 'on'`);
    await tx.execute(query);
  });
}

describe('verifyJournal', () => {
  it('answers intact for an empty journal and for a whole chain, with its count and last hash', async () => {
    const empty = await shop();
    expect(await verifyJournal(t.db, { accountId: empty })).toMatchObject({ status: 'intact', records: 0, firstBroken: null, lastHash: null });
    const accountId = await shop();
    const hashes = await chainOf(accountId, 7);
    const result = await verifyJournal(t.db, { accountId });
    expect(journalVerifySchema.parse(result)).toMatchObject({ status: 'intact', records: 7, firstBroken: null, lastHash: hashes[6] });
    // Across batch boundaries too.
    expect(await verifyJournal(t.db, { accountId, batch: 2 })).toMatchObject({ status: 'intact', records: 7, lastHash: hashes[6] });
  });

  it('streams the chain: reads it a batch at a time, never the whole journal in one query', async () => {
    const accountId = await shop();
    await chainOf(accountId, 7);
    const sizes: number[] = [];
    const counting = new Proxy(t.db, {
      get(target, key, receiver) {
        if (key !== 'execute') return Reflect.get(target, key, receiver) as unknown;
        return async (query: SQL) => {
          const result = await target.execute(query);
          sizes.push(result.rows.length);
          return result;
        };
      },
    });
    expect(await verifyJournal(counting, { accountId, batch: 3 })).toMatchObject({ status: 'intact', records: 7 });
    expect(sizes).toEqual([3, 3, 1]);
  });

  it('the trigger refuses changing or deleting a record without the bypass', async () => {
    const accountId = await shop();
    await chainOf(accountId, 2);
    await expect(t.db.execute(sql`UPDATE invoice_journal SET content = '{}' WHERE account_id = ${accountId} AND seq = 1`)).rejects.toMatchObject({
      cause: { code: 'P0A14' },
    });
    await expect(t.db.execute(sql`DELETE FROM invoice_journal WHERE account_id = ${accountId} AND seq = 2`)).rejects.toMatchObject({ cause: { code: 'P0A14' } });
  });

  it('finds a changed content: HASH_MISMATCH at that record', async () => {
    const accountId = await shop();
    await chainOf(accountId, 6);
    await tamper(sql`UPDATE invoice_journal SET content = jsonb_set(content, '{total}', '1') WHERE account_id = ${accountId} AND seq = 4`);
    expect(await verifyJournal(t.db, { accountId })).toMatchObject({ status: 'broken', records: 6, firstBroken: { seq: 4, reason: 'HASH_MISMATCH' } });
    expect(await verifyJournal(t.db, { accountId, batch: 3 })).toMatchObject({ firstBroken: { seq: 4, reason: 'HASH_MISMATCH' } });
  });

  it('finds a changed kind, document or time, which the hash covers with the content', async () => {
    for (const change of [sql`kind = 'CREDIT_NOTE'`, sql`document_uuid = 'another'`, sql`created_at = created_at - interval '1 day'`]) {
      const accountId = await shop();
      await chainOf(accountId, 3);
      await tamper(sql`UPDATE invoice_journal SET ${change} WHERE account_id = ${accountId} AND seq = 2`);
      expect(await verifyJournal(t.db, { accountId })).toMatchObject({ status: 'broken', firstBroken: { seq: 2, reason: 'HASH_MISMATCH' } });
    }
  });

  it('finds a changed content whose hash was recomputed: the next record no longer chains (CHAIN_BROKEN)', async () => {
    const accountId = await shop();
    await chainOf(accountId, 5);
    const { rows } = await t.db.execute<{ prev_hash: string; kind: 'INVOICE'; document_uuid: string; at: string }>(
      sql`SELECT prev_hash, kind, document_uuid, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM invoice_journal WHERE account_id = ${accountId} AND seq = 3`,
    );
    const row = rows[0]!;
    const forged = { number: 3, total: 1, taxes: [] };
    const hash = recordHash(row.prev_hash, { seq: 3, kind: row.kind, documentUuid: row.document_uuid, createdAt: row.at, content: forged });
    await tamper(sql`UPDATE invoice_journal SET content = ${JSON.stringify(forged)}::jsonb, hash = ${hash} WHERE account_id = ${accountId} AND seq = 3`);
    expect(await verifyJournal(t.db, { accountId })).toMatchObject({ status: 'broken', firstBroken: { seq: 4, reason: 'CHAIN_BROKEN' } });
  });

  it('finds a deleted record: SEQUENCE_GAP at the missing seq, also at a batch boundary and at the start', async () => {
    const accountId = await shop();
    await chainOf(accountId, 6);
    await tamper(sql`DELETE FROM invoice_journal WHERE account_id = ${accountId} AND seq = 3`);
    expect(await verifyJournal(t.db, { accountId })).toMatchObject({ status: 'broken', records: 5, firstBroken: { seq: 3, reason: 'SEQUENCE_GAP' } });
    expect(await verifyJournal(t.db, { accountId, batch: 2 })).toMatchObject({ firstBroken: { seq: 3, reason: 'SEQUENCE_GAP' } });
    const first = await shop();
    await chainOf(first, 2);
    await tamper(sql`DELETE FROM invoice_journal WHERE account_id = ${first} AND seq = 1`);
    expect(await verifyJournal(t.db, { accountId: first })).toMatchObject({ status: 'broken', firstBroken: { seq: 1, reason: 'SEQUENCE_GAP' } });
  });

  it('finds a record inserted in the middle, the later ones renumbered: CHAIN_BROKEN after it, or HASH_MISMATCH when it is not hashed right', async () => {
    for (const wellHashed of [true, false]) {
      const accountId = await shop();
      const hashes = await chainOf(accountId, 5);
      // Make room at seq 3 (two steps: the unique index is checked row by row), then put a record there chained to seq 2.
      await tamper(sql`UPDATE invoice_journal SET seq = seq + 1000 WHERE account_id = ${accountId} AND seq >= 3`);
      await tamper(sql`UPDATE invoice_journal SET seq = seq - 999 WHERE account_id = ${accountId} AND seq > 1000`);
      const at = '2026-01-01T00:00:00.000Z';
      const content = { number: 99, total: 500, taxes: [] };
      const hash = wellHashed ? recordHash(hashes[1]!, { seq: 3, kind: 'INVOICE', documentUuid: null, createdAt: at, content }) : 'f'.repeat(64);
      await tamper(sql`INSERT INTO invoice_journal (account_id, seq, kind, document_uuid, content, prev_hash, hash, created_at)
        VALUES (${accountId}, 3, 'INVOICE', NULL, ${JSON.stringify(content)}::jsonb, ${hashes[1]!}, ${hash}, ${at}::timestamptz)`);
      expect(await verifyJournal(t.db, { accountId })).toMatchObject({
        status: 'broken',
        records: 6,
        firstBroken: wellHashed ? { seq: 4, reason: 'CHAIN_BROKEN' } : { seq: 3, reason: 'HASH_MISMATCH' },
      });
    }
  });

  it('checks one shop’s chain only: another shop’s broken chain does not break it', async () => {
    const mine = await shop();
    const theirs = await shop();
    await chainOf(mine, 3);
    await chainOf(theirs, 3);
    await tamper(sql`DELETE FROM invoice_journal WHERE account_id = ${theirs} AND seq = 2`);
    expect(await verifyJournal(t.db, { accountId: mine })).toMatchObject({ status: 'intact', records: 3 });
    expect(await verifyJournal(t.db, { accountId: theirs })).toMatchObject({ status: 'broken' });
  });
});

describe('GET /api/invoices/journal/verify', () => {
  const verify = (auth: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/invoices/journal/verify', headers: auth });

  it('answers the caller’s shop’s chain to invoices:finalize, and 403 to the others', async () => {
    const owner = team.FULL_ADMIN;
    const empty = await verify(owner.auth);
    expect(empty.statusCode).toBe(200);
    expect(journalVerifySchema.parse(empty.json().data)).toMatchObject({ status: 'intact', records: 0 });
    const hashes = await chainOf(owner.accountId, 3);
    // Another shop's records are not counted in this one.
    await chainOf(await shop(), 2);
    expect((await verify(team.ADMINISTRATOR.auth)).json().data).toMatchObject({ status: 'intact', records: 3, lastHash: hashes[2] });
    await tamper(sql`UPDATE invoice_journal SET content = '{"total":0}' WHERE account_id = ${owner.accountId} AND seq = 2`);
    expect((await verify(owner.auth)).json().data).toMatchObject({ status: 'broken', records: 3, firstBroken: { seq: 2, reason: 'HASH_MISMATCH' } });
    for (const member of [team.EMPLOYEE, team.GUEST]) {
      const refused = await verify(member.auth);
      expect(refused.statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/invoices/journal/verify' })).statusCode).toBe(401);
  });
});
