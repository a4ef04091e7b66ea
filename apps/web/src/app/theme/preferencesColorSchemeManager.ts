import type { MantineColorSchemeManager } from '@mantine/core';
import { isTheme } from '../../shared/preferences/localPreferences';
import { readLocalPreferences, writeLocalPreferences } from '../../shared/preferences/preferencesStore';
import { STORAGE_KEYS } from '../../shared/storage/storageKeys';
import { colorSchemeToTheme, themeToColorScheme } from '../../shared/theme/colorScheme';

/**
 * Mantine keeps the color scheme inside our own preferences entry (atelier.preferences → theme)
 * instead of its default key, so theme and language live together as the spec describes.
 */
export function preferencesColorSchemeManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | null = null;
  return {
    get: () => themeToColorScheme(readLocalPreferences().theme),
    set: (value) => {
      writeLocalPreferences({ theme: colorSchemeToTheme(value) });
    },
    subscribe: (onUpdate) => {
      onStorage = (event) => {
        if (event.key !== STORAGE_KEYS.preferences) return;
        const theme = readLocalPreferences().theme;
        if (isTheme(theme)) onUpdate(themeToColorScheme(theme));
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
      onStorage = null;
    },
    clear: () => {
      writeLocalPreferences({ theme: 'light' });
    },
  };
}
