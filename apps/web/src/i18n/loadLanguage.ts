import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@atelier/contracts/constants';
import type { Tree } from './mergeTexts';
import { i18n } from './i18n';

type Bundle = () => Promise<{ default: object }>;

// Each language comes in two chunks: the texts of the first screens (core), and the rest, which only
// the other pages need. A French user never downloads the English ones.
const core: Record<Language, Bundle> = { fr: () => import('./bundles/frCore'), en: () => import('./bundles/enCore') };
const rest: Record<Language, Bundle> = { fr: () => import('./bundles/frRest'), en: () => import('./bundles/enRest') };

const loading = new Map<string, Promise<void>>();

function loadOnce(part: 'core' | 'rest', language: Language, bundle: Bundle): Promise<void> {
  const id = `${part}:${language}`;
  let promise = loading.get(id);
  if (!promise) {
    promise = bundle().then((texts) => {
      i18n.addResourceBundle(language, texts.default as Tree);
    });
    // A failed download is tried again next time (the next page, the next switch).
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}

/** Loads the texts of a language's first screens, once. */
export function loadLanguage(language: Language): Promise<void> {
  return loadOnce('core', language, core[language]);
}

/** Loads all the texts of a language (first screens and every other page), once. */
export function loadAllTexts(language: Language): Promise<void> {
  return Promise.all([loadLanguage(language), loadOnce('rest', language, rest[language])]).then(() => undefined);
}

/** All the texts of the interface's current language: every page that is not a first screen waits for them. */
export function loadCurrentLanguageTexts(): Promise<void> {
  const current = LANGUAGES.find((language) => language === i18n.language) ?? DEFAULT_LANGUAGE;
  return loadAllTexts(current);
}
