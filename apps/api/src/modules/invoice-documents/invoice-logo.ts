import type { Db } from '../../db/client.js';
import { storageFor } from '../../storage/storage-for.js';
import { keyOfServedPath } from '../uploads/served-path.js';

/** The bytes of the logo a document names (its served path, frozen at issue), or undefined when it has none or the file is gone. */
export async function readLogo(db: Db, path: string | null): Promise<Buffer | undefined> {
  const key = keyOfServedPath(path);
  if (!key) return undefined;
  return (await storageFor({ db }).get(key))?.body;
}
