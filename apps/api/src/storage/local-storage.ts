import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isStorageKey, type Storage } from './storage.js';

/** The local store keeps no side files: the key's extension says the media type. */
const TYPE_OF_EXTENSION: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

function extensionOf(key: string): string {
  return key.slice(key.lastIndexOf('.') + 1);
}

/** Files in one directory (by default $DATA_DIR/uploads). */
export function localStorage(root: string): Storage {
  // A key that is not a single safe segment never reaches the file system (no traversal).
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return join(root, key);
  };
  return {
    async put(key, body, contentType) {
      const path = pathOf(key);
      if (TYPE_OF_EXTENSION[extensionOf(key)] !== contentType) throw new Error(`key ${key} does not match ${contentType}`);
      await mkdir(root, { recursive: true });
      // Written aside then renamed: a reader never sees half a file.
      const temporary = join(root, `.${randomBytes(8).toString('hex')}.tmp`);
      await writeFile(temporary, body, { mode: 0o644 });
      await rename(temporary, path);
    },
    async get(key) {
      if (!isStorageKey(key)) return undefined;
      const contentType = TYPE_OF_EXTENSION[extensionOf(key)];
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
