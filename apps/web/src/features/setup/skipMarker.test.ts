import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../shared/storage/browserStorage';
import { clearSkipMarker, readSkipMarker, writeSkipMarker } from './skipMarker';

function memoryStorage(): KeyValueStorage {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('skip marker', () => {
  it('keeps the time of the skip and forgets it when cleared', () => {
    const storage = memoryStorage();
    expect(readSkipMarker(storage)).toBeNull();
    writeSkipMarker(1_700_000_000_000, storage);
    expect(readSkipMarker(storage)).toBe(1_700_000_000_000);
    clearSkipMarker(storage);
    expect(readSkipMarker(storage)).toBeNull();
  });

  it('ignores a value that is not a time', () => {
    const storage = memoryStorage();
    storage.setItem('atelier.setupSkippedAt', 'yesterday');
    expect(readSkipMarker(storage)).toBeNull();
  });
});
