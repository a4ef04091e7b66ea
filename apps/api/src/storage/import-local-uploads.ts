import { readdir, rename } from 'node:fs/promises';
import type { Db } from '../db/client.js';
import { storedFiles } from '../db/schema/index.js';
import { localStorage } from './local-storage.js';
import { isStorageKey, typeOfKey } from './storage.js';

export type ImportedUploads = { imported: number; present: number; ignored: number; movedTo: string };

/**
 * Older installs kept uploads in $DATA_DIR/uploads; the files now live in PostgreSQL. At boot,
 * every file of that directory with an upload's name is copied into stored_files (a key already
 * there is left as it is), then the directory is renamed `uploads-imported-<time>` (kept, never
 * deleted) so that later boots find nothing to do. Idempotent and safe with two instances: a
 * second importer's rows conflict and are skipped, and a directory already moved is no error.
 * Undefined when there is no directory.
 */
export async function importLocalUploads(db: Db, dir: string, now = new Date()): Promise<ImportedUploads | undefined> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const local = localStorage(dir);
  const result = { imported: 0, present: 0, ignored: 0 };
  for (const key of names.sort()) {
    const file = isStorageKey(key) && typeOfKey(key) ? await local.get(key) : undefined;
    if (!file) {
      result.ignored += 1;
      continue;
    }
    const inserted = await db
      .insert(storedFiles)
      .values({ key, contentType: file.contentType, size: file.body.length, body: file.body })
      .onConflictDoNothing()
      .returning({ key: storedFiles.key });
    if (inserted.length) result.imported += 1;
    else result.present += 1;
  }
  const movedTo = `${dir}-imported-${now.toISOString().replace(/[:.]/g, '-')}`;
  try {
    await rename(dir, movedTo);
  } catch (error) {
    // Another instance moved it first.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return { ...result, movedTo };
}
