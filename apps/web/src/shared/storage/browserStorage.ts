/** The subset of the Storage API the app uses; lets pure helpers take a fake in unit tests. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * localStorage when the browser lets us use it; a throw-away memory store otherwise
 * (private modes or disabled storage must not crash the app).
 */
function resolveStorage(): KeyValueStorage {
  try {
    const probe = '__atelier_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, String(value)),
      removeItem: (key) => void memory.delete(key),
    };
  }
}

export const browserStorage: KeyValueStorage = resolveStorage();
