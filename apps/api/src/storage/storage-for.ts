import type { Db } from '../db/client.js';
import { postgresStorage } from './postgres-storage.js';
import type { Storage } from './storage.js';

export type { Storage, StoredFile } from './storage.js';
export { isStorageKey } from './storage.js';

/**
 * The configured store: PostgreSQL (table stored_files), so that two server instances on one
 * database serve the same files and a database backup holds them. Files that older installs
 * kept under $DATA_DIR/uploads are imported at boot (import-local-uploads.ts).
 * S3-compatible object storage is not offered yet.
 */
export function storageFor(deps: { db: Db }): Storage {
  return postgresStorage(deps.db);
}
