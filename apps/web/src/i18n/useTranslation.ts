import i18n, { type i18n as I18n, type TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;

// One `t` per language: a new function when the language changes, so memoized components and the
// effects that depend on `t` see the change, as with react-i18next's.
const bound = new Map<string, TFunction>();

/** Before i18next is set up (a component rendered alone, in a unit test): the key, or its default text, as react-i18next did. */
const keyOrDefault = ((key: string | string[], options?: string | { defaultValue?: unknown }) => {
  if (typeof options === 'string') return options;
  if (typeof options?.defaultValue === 'string') return options.defaultValue;
  return Array.isArray(key) ? key[key.length - 1] : key;
}) as unknown as TFunction;

function tOf(language: string): TFunction {
  if (!i18n.isInitialized) return keyOrDefault;
  let t = bound.get(language);
  if (!t) {
    t = i18n.t.bind(i18n) as TFunction;
    bound.set(language, t);
  }
  return t;
}

/**
 * The interface's texts: `{ t, i18n }`, the component rendering again when the language changes.
 * react-i18next's hook copied the i18next instance's properties into a wrapper object for each
 * component at its first render, and bound listeners per component: ~7 % of a work order's
 * main-thread time as it opens. The texts are in before any page renders (i18n/index.ts, withTexts),
 * so nothing here waits for them. `Trans` stays react-i18next's.
 */
export function useTranslation(): { t: TFunction; i18n: I18n } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: tOf(language), i18n };
}
