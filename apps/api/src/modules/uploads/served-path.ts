import { randomBytes } from 'node:crypto';
import { isStorageKey } from '../../storage/storage.js';

const PREFIX = '/api/uploads/';

/** A new storage key: 192 random bits, never anything the client sent. */
export function newUploadKey(extension: string): string {
  return `${randomBytes(24).toString('base64url')}.${extension}`;
}

/** Where the API serves a stored upload (kept in users.picture and brands.logo). */
export function servedPath(key: string): string {
  return `${PREFIX}${key}`;
}

/** The storage key behind a served path, or undefined for anything that is not one of ours. */
export function keyOfServedPath(path: string | null): string | undefined {
  if (!path?.startsWith(PREFIX)) return undefined;
  const key = path.slice(PREFIX.length);
  return isStorageKey(key) ? key : undefined;
}
