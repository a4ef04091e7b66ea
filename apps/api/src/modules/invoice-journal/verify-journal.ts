import type { JournalVerify } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { journalRecords } from './journal-records.js';
import { GENESIS_HASH, recordHash } from './record-hash.js';

type Reason = NonNullable<JournalVerify['firstBroken']>['reason'];

/**
 * Walks the shop's chain from seq 1 and answers "intact" or its first broken record:
 * - SEQUENCE_GAP: a seq is missing (a record was deleted); `seq` is the missing one;
 * - CHAIN_BROKEN: a record's prev_hash is not the previous record's hash (a record inserted,
 *   reordered or replaced before it);
 * - HASH_MISMATCH: a record's hash is not the hash of its previous hash and its own content (its
 *   content, kind, document, time or hash was changed).
 * Streams the records in batches (journalRecords): memory stays flat however long the chain.
 * The walk goes on to the end after a break so that `records` and `lastHash` describe the whole journal.
 */
export async function verifyJournal(db: DbOrTx, { accountId, batch }: { accountId: number; batch?: number }): Promise<JournalVerify> {
  let records = 0;
  let expectedSeq = 1;
  let previousHash = GENESIS_HASH;
  let firstBroken: { seq: number; reason: Reason } | null = null;
  for await (const record of journalRecords(db, accountId, { batch })) {
    records += 1;
    if (!firstBroken) {
      if (record.seq !== expectedSeq) firstBroken = { seq: expectedSeq, reason: 'SEQUENCE_GAP' };
      else if (record.prevHash !== previousHash) firstBroken = { seq: record.seq, reason: 'CHAIN_BROKEN' };
      else if (record.hash !== recordHashOrNull(record)) firstBroken = { seq: record.seq, reason: 'HASH_MISMATCH' };
    }
    expectedSeq = record.seq + 1;
    previousHash = record.hash;
  }
  return {
    status: firstBroken ? 'broken' : 'intact',
    records,
    firstBroken,
    lastHash: records > 0 ? previousHash : null,
    checkedAt: new Date().toISOString(),
  };
}

/** A record whose content can no longer be written canonically (a float put in by hand) does not match any hash. */
function recordHashOrNull(record: Parameters<typeof recordHash>[1] & { prevHash: string }): string | null {
  try {
    return recordHash(record.prevHash, record);
  } catch {
    return null;
  }
}
