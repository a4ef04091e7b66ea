import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';
import type { TFunction, Translator } from './translator';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

const currentLanguage = () => i18n.language;

// One `t` per language: a new function when the language changes, so memoized components and the
// effects that depend on `t` see the change.
const bound = new Map<string, TFunction>();

function tOf(language: string): TFunction {
  let t = bound.get(language);
  if (!t) {
    t = (key, options) => i18n.t(key, options);
    bound.set(language, t);
  }
  return t;
}

/**
 * The interface's texts: `{ t, i18n }`, the component rendering again when the language changes.
 * No per-component state: the texts are in before any page renders (i18n/index.ts, withTexts), so
 * nothing here waits for them.
 */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: tOf(language), i18n };
}
