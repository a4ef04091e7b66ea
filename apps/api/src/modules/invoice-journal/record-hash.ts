import { createHash } from 'node:crypto';
import { canonicalJson } from './canonical-json.js';

export type JournalKind = 'INVOICE' | 'CREDIT_NOTE' | 'PAYMENT' | 'CLOSURE';

/** The hash of the chain's first record's predecessor. */
export const GENESIS_HASH = '0'.repeat(64);

/** What a record's hash covers besides the previous hash: its place, kind, document, time and content. */
export type HashedRecord = { seq: number; kind: JournalKind; documentUuid: string | null; createdAt: string; content: unknown };

/**
 * SHA-256 (hex) of `prevHash + '\n' + canonicalJson({ seq, kind, documentUuid, createdAt, content })`.
 * The envelope is hashed with the content so that renumbering a record, moving it to another
 * document or kind, or back-dating it breaks the chain as surely as editing its content does.
 * `createdAt` is the ISO text at millisecond precision (what a timestamptz written that way reads back as).
 */
export function recordHash(prevHash: string, record: HashedRecord): string {
  const { seq, kind, documentUuid, createdAt, content } = record;
  return createHash('sha256')
    .update(`${prevHash}\n${canonicalJson({ seq, kind, documentUuid, createdAt, content })}`)
    .digest('hex');
}
