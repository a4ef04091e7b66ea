import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { canonicalJson } from './canonical-json.js';
import { GENESIS_HASH, recordHash, type JournalKind } from './record-hash.js';

// First key of the two-key advisory lock that serialises the appends to one shop's chain.
const JOURNAL_LOCK = 0x6a726e6c; // 'jrnl'

export type JournalAppend = {
  accountId: number;
  kind: JournalKind;
  /** The invoice, credit note or payment the record is about; null for a closure. */
  documentUuid: string | null;
  /** Plain data, amounts in integer cents (canonicalJson refuses floats). */
  content: object;
};

/** Holds the shop's journal until the transaction ends (re-entrant: appendJournal takes it again). */
export async function lockJournal(tx: Tx, accountId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${JOURNAL_LOCK}, ${accountId})`);
}

/**
 * Appends one record to the shop's inalterable journal (CGI art. 286 I 3° bis) inside the caller's
 * transaction, so the record exists exactly when the document or payment it describes does.
 *
 * Appends of one shop are serialised by a transaction-scoped advisory lock held until the caller
 * commits or rolls back: the next append reads this one's hash only once it is committed (READ
 * COMMITTED reads after the lock is granted), so seq runs 1, 2, 3… without gaps or forks. A rolled
 * back append leaves nothing, and the unique (account_id, seq) index backs the lock up.
 */
export async function appendJournal(tx: Tx, input: JournalAppend): Promise<{ seq: number; hash: string }> {
  // Fails before any write when the content is not canonical data (a float, a Date…).
  const contentText = canonicalJson(input.content);
  await lockJournal(tx, input.accountId);
  // The time is read after the lock: records' times follow their order. Milliseconds, the
  // precision a JavaScript Date reads back, so the hashed text can be rebuilt from the row.
  const { rows } = await tx.execute<{ seq: string | null; hash: string | null; at: string }>(sql`
    SELECT last.seq, last.hash, to_char(date_trunc('milliseconds', clock_timestamp()) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
    FROM (SELECT 1) one
    LEFT JOIN LATERAL (SELECT seq, hash FROM invoice_journal WHERE account_id = ${input.accountId} ORDER BY seq DESC LIMIT 1) last ON true`);
  const row = rows[0]!;
  const seq = row.seq === null ? 1 : Number(row.seq) + 1;
  const prevHash = row.hash ?? GENESIS_HASH;
  const hash = recordHash(prevHash, { seq, kind: input.kind, documentUuid: input.documentUuid, createdAt: row.at, content: input.content });
  await tx.execute(sql`
    INSERT INTO invoice_journal (account_id, seq, kind, document_uuid, content, prev_hash, hash, created_at)
    VALUES (${input.accountId}, ${seq}, ${input.kind}, ${input.documentUuid}, ${contentText}::jsonb, ${prevHash}, ${hash}, ${row.at}::timestamptz)`);
  return { seq, hash };
}
