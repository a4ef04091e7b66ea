import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { storedFiles } from '../db/schema/index.js';
import { isStorageKey, typeOfKey, type Storage } from './storage.js';

/**
 * Files in PostgreSQL (table stored_files): every server instance on the database serves what
 * another stored, and a backup of the database holds them.
 */
export function postgresStorage(db: DbOrTx): Storage {
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return key;
  };
  return {
    async put(key, body, contentType) {
      if (typeOfKey(checked(key)) !== contentType) throw new Error(`key ${key} does not match ${contentType}`);
      const row = { key, contentType, size: body.length, body };
      await db.insert(storedFiles).values(row).onConflictDoUpdate({ target: storedFiles.key, set: row });
    },
    async get(key) {
      if (!isStorageKey(key) || !typeOfKey(key)) return undefined;
      const [row] = await db.select({ body: storedFiles.body, contentType: storedFiles.contentType }).from(storedFiles).where(eq(storedFiles.key, key));
      return row;
    },
    async delete(key) {
      await db.delete(storedFiles).where(eq(storedFiles.key, checked(key)));
    },
  };
}
