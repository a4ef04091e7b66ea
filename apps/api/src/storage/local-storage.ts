import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isStorageKey, typeOfKey, type Storage } from './storage.js';

/**
 * Files in one directory ($DATA_DIR/uploads before the files moved into PostgreSQL; read once at
 * boot by import-local-uploads.ts). One instance only: another machine does not see the directory.
 */
export function localStorage(root: string): Storage {
  // A key that is not a single safe segment never reaches the file system (no traversal).
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return join(root, key);
  };
  return {
    async put(key, body, contentType) {
      const path = pathOf(key);
      if (typeOfKey(key) !== contentType) throw new Error(`key ${key} does not match ${contentType}`);
      await mkdir(root, { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const temporary = join(root, `.${randomBytes(8).toString('hex')}.tmp`);
      await writeFile(temporary, body, { mode: 0o644 });
      await rename(temporary, path);
    },
    async get(key) {
      if (!isStorageKey(key)) return undefined;
      const contentType = typeOfKey(key);
      if (!contentType) return undefined;
      try {
        return { body: await readFile(pathOf(key)), contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
