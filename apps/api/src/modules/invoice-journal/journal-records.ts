import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { JournalKind } from './record-hash.js';

/** A journal record as stored, `createdAt` as the ISO text its hash covers. */
export type JournalRecord = {
  seq: number;
  kind: JournalKind;
  documentUuid: string | null;
  createdAt: string;
  content: unknown;
  prevHash: string;
  hash: string;
};

/** Records read per query: a chain of any length is walked in constant memory. */
export const JOURNAL_BATCH = 2000;

type Row = { seq: string; kind: JournalKind; document_uuid: string | null; created_at: string; content: unknown; prev_hash: string; hash: string };

/**
 * The shop's records in seq order, `batch` at a time by keyset on the (account_id, seq) index
 * (no OFFSET, no server-side cursor holding a connection between batches). `where` narrows them
 * (the archive's period).
 */
export async function* journalRecords(db: DbOrTx, accountId: number, options: { where?: ReturnType<typeof sql>; batch?: number } = {}): AsyncGenerator<JournalRecord> {
  const batch = options.batch ?? JOURNAL_BATCH;
  let after = 0;
  for (;;) {
    const { rows } = await db.execute<Row>(sql`
      SELECT seq, kind, document_uuid, content, prev_hash, hash,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
      FROM invoice_journal
      WHERE account_id = ${accountId} AND seq > ${after} ${options.where ? sql`AND ${options.where}` : sql``}
      ORDER BY seq
      LIMIT ${batch}`);
    for (const row of rows) {
      yield {
        seq: Number(row.seq),
        kind: row.kind,
        documentUuid: row.document_uuid,
        createdAt: row.created_at,
        content: row.content,
        prevHash: row.prev_hash,
        hash: row.hash,
      };
    }
    if (rows.length < batch) return;
    after = Number(rows[rows.length - 1]!.seq);
  }
}
