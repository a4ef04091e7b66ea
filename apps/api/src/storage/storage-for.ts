import { join } from 'node:path';
import type { Config } from '../config.js';
import { localStorage } from './local-storage.js';
import type { Storage } from './storage.js';

export type { Storage, StoredFile } from './storage.js';
export { isStorageKey } from './storage.js';

/** The configured store: the local directory $DATA_DIR/uploads. */
export function storageFor(config: Pick<Config, 'dataDir'>): Storage {
  return localStorage(join(config.dataDir, 'uploads'));
}
