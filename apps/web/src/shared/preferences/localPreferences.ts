import { DEFAULT_LANGUAGE, DEFAULT_THEME, LANGUAGES, THEMES, type Language, type Theme } from '@atelier/contracts/constants';

/** Preferences kept on this device only (shell spec §3): language (default fr), theme (default light). */
export interface LocalPreferences {
  language: Language;
  theme: Theme;
}

export const DEFAULT_LOCAL_PREFERENCES: LocalPreferences = {
  language: DEFAULT_LANGUAGE,
  theme: DEFAULT_THEME,
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

/** Reads the stored JSON leniently: anything unknown falls back to the default. */
export function parseLocalPreferences(raw: string | null): LocalPreferences {
  if (!raw) return { ...DEFAULT_LOCAL_PREFERENCES };
  try {
    const parsed: unknown = JSON.parse(raw);
    const record = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
    return {
      language: isLanguage(record.language) ? record.language : DEFAULT_LANGUAGE,
      theme: isTheme(record.theme) ? record.theme : DEFAULT_THEME,
    };
  } catch {
    return { ...DEFAULT_LOCAL_PREFERENCES };
  }
}
