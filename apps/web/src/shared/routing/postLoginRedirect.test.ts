import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../storage/browserStorage';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { isSignInPath, rememberPostLoginPath, sanitizePostLoginPath, takePostLoginPath } from './postLoginRedirect';

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('post-login redirect', () => {
  it('goes home after sign-in when nothing was remembered', () => {
    expect(takePostLoginPath(memoryStorage())).toBe('/');
  });

  it('goes back to the attempted path after sign-in, once', () => {
    const storage = memoryStorage();
    rememberPostLoginPath(storage, '/settings/account/preferences?tab=theme');
    expect(storage.values.get(STORAGE_KEYS.postLoginRedirect)).toBe('/settings/account/preferences?tab=theme');
    expect(takePostLoginPath(storage)).toBe('/settings/account/preferences?tab=theme');
    expect(takePostLoginPath(storage)).toBe('/');
  });

  it('does not remember a sign-in path', () => {
    const storage = memoryStorage();
    rememberPostLoginPath(storage, '/customers');
    rememberPostLoginPath(storage, '/signin?verified=1');
    expect(takePostLoginPath(storage)).toBe('/customers');
    expect(isSignInPath('/signin')).toBe(true);
    expect(isSignInPath('/signinx')).toBe(false);
  });

  it('ignores stored values that leave the app or loop on an authentication page', () => {
    expect(sanitizePostLoginPath('https://evil.example')).toBeNull();
    expect(sanitizePostLoginPath('//evil.example')).toBeNull();
    expect(sanitizePostLoginPath('/signup')).toBeNull();
    expect(sanitizePostLoginPath('/verify-email?t=1')).toBeNull();
    expect(sanitizePostLoginPath('/')).toBe('/');
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.postLoginRedirect, 'javascript:alert(1)');
    expect(takePostLoginPath(storage)).toBe('/');
  });
});
