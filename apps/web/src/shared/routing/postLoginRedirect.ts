import type { KeyValueStorage } from '../storage/browserStorage';
import { STORAGE_KEYS } from '../storage/storageKeys';

export const DEFAULT_POST_LOGIN_PATH = '/';

/** The sign-in page itself (with or without a query) is never a post-login target. */
export function isSignInPath(path: string): boolean {
  return path === '/signin' || path.startsWith('/signin?') || path.startsWith('/signin/');
}

/**
 * Only an in-app absolute path that needs a signed-in user can be a target: it keeps a crafted
 * value from sending the user elsewhere and avoids landing back on an authentication page.
 */
export function sanitizePostLoginPath(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if (/^\/(signin|signup|lost-password|verify-email)(\/|\?|$)/.test(path)) return null;
  return path;
}

/** Remembers the attempted path (shell spec §4) unless it is already a sign-in path. */
export function rememberPostLoginPath(storage: KeyValueStorage, path: string): void {
  if (isSignInPath(path)) return;
  const safe = sanitizePostLoginPath(path);
  if (!safe) return;
  try {
    storage.setItem(STORAGE_KEYS.postLoginRedirect, safe);
  } catch {
    // Without storage the user simply lands on the home page after sign-in.
  }
}

/** Where to go after sign-in: the stored path (consumed once) or the home page. */
export function takePostLoginPath(storage: KeyValueStorage): string {
  const stored = sanitizePostLoginPath(storage.getItem(STORAGE_KEYS.postLoginRedirect));
  storage.removeItem(STORAGE_KEYS.postLoginRedirect);
  return stored ?? DEFAULT_POST_LOGIN_PATH;
}
