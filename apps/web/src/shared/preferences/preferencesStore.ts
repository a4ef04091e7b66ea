import { browserStorage } from '../storage/browserStorage';
import { STORAGE_KEYS } from '../storage/storageKeys';
import { parseLocalPreferences, type LocalPreferences } from './localPreferences';

export function readLocalPreferences(): LocalPreferences {
  return parseLocalPreferences(browserStorage.getItem(STORAGE_KEYS.preferences));
}

export function writeLocalPreferences(patch: Partial<LocalPreferences>): LocalPreferences {
  const next = { ...readLocalPreferences(), ...patch };
  try {
    browserStorage.setItem(STORAGE_KEYS.preferences, JSON.stringify(next));
  } catch {
    // A full or blocked storage only loses the choice for the next visit; the UI already applied it.
  }
  return next;
}
