export { appendJournal, type JournalAppend } from './append-journal.js';
export { canonicalJson } from './canonical-json.js';
export { GENESIS_HASH, recordHash, type JournalKind } from './record-hash.js';
