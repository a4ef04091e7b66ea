import { browserStorage } from '../../shared/storage/browserStorage';
import type { KeyValueStorage } from '../../shared/storage/browserStorage';
import { STORAGE_KEYS } from '../../shared/storage/storageKeys';

/** The time of the last skip on this device (shell spec §4), or null when none or unreadable. */
export function readSkipMarker(storage: KeyValueStorage = browserStorage): number | null {
  const raw = storage.getItem(STORAGE_KEYS.setupSkippedAt);
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) && value > 0 ? value : null;
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Called when this tab writes or clears the marker (the setup button hides or shows at once). */
export function subscribeSkipMarker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function writeSkipMarker(now: number, storage: KeyValueStorage = browserStorage): void {
  storage.setItem(STORAGE_KEYS.setupSkippedAt, String(now));
  changed();
}

export function clearSkipMarker(storage: KeyValueStorage = browserStorage): void {
  storage.removeItem(STORAGE_KEYS.setupSkippedAt);
  changed();
}
