import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../deps.js';
import type { Tx } from '../../db/client.js';
import type { Storage } from '../../storage/storage.js';
import { reencodeImage } from './images.js';
import { keyOfServedPath, newUploadKey, servedPath } from './served-path.js';

/**
 * Re-encodes an upload, stores it under a new random key, and lets `attach` record its path in a
 * transaction and answer the path it replaces. When `attach` fails (its record is gone) the new
 * file is removed again; after the commit the replaced file is deleted.
 */
export async function storeImage(
  deps: AppDeps,
  storage: Storage,
  input: { file: Buffer; box: number; log: FastifyBaseLogger },
  attach: (tx: Tx, path: string) => Promise<string | null>,
): Promise<string> {
  const image = await reencodeImage(input.file, input.box);
  const key = newUploadKey(image.extension);
  await storage.put(key, image.body, image.contentType);
  const path = servedPath(key);
  let previous: string | null;
  try {
    previous = await deps.db.transaction((tx) => attach(tx, path));
  } catch (error) {
    await storage.delete(key).catch((err: unknown) => input.log.warn({ err, key }, 'orphan upload not removed'));
    throw error;
  }
  const previousKey = keyOfServedPath(previous);
  if (previousKey) {
    await storage.delete(previousKey).catch((err: unknown) => input.log.warn({ err, key: previousKey }, 'replaced upload not removed'));
  }
  return path;
}
