import type { Language } from '@atelier/contracts/constants';
import type { Tree } from './mergeTexts';
import { i18n } from './i18n';

type Bundle = () => Promise<{ default: Tree }>;

// Each language comes in three chunks: the texts of the first screens (core), of the daily work's
// pages (work) and of the settings pages (admin). A French user never downloads the English ones,
// and the settings' texts come only with a settings page.
const core: Record<Language, Bundle> = { fr: () => import('./bundles/frCore'), en: () => import('./bundles/enCore') };
const parts = {
  work: { fr: () => import('./bundles/frWork'), en: () => import('./bundles/enWork') },
  admin: { fr: () => import('./bundles/frAdmin'), en: () => import('./bundles/enAdmin') },
} satisfies Record<string, Record<Language, Bundle>>;

/** The texts that come with the pages that are not first screens. */
export type TextPart = keyof typeof parts;
/** What a page loads of them: one part, or both for the few pages that show both kinds of texts (reports, profile). */
export type PageTexts = TextPart | 'all';

const loading = new Map<string, Promise<void>>();

function loadOnce(part: 'core' | TextPart, language: Language, bundle: Bundle): Promise<void> {
  const id = `${part}:${language}`;
  let promise = loading.get(id);
  if (!promise) {
    promise = bundle().then((texts) => {
      i18n.addResourceBundle(language, texts.default);
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

/** Loads a language's first screens' texts and one part of the others, once. */
function loadTexts(language: Language, part: TextPart): Promise<void> {
  return Promise.all([loadLanguage(language), loadOnce(part, language, parts[part][language])]).then(() => undefined);
}

/** Loads all the texts of a language (first screens and every other page), once: before switching to it. */
export function loadAllTexts(language: Language): Promise<void> {
  return Promise.all((Object.keys(parts) as TextPart[]).map((part) => loadTexts(language, part))).then(() => undefined);
}

/** The current language's texts of a page that is not a first screen: its part (or both), with the first screens'. */
export function loadCurrentLanguageTexts(texts: PageTexts): Promise<void> {
  return texts === 'all' ? loadAllTexts(i18n.language) : loadTexts(i18n.language, texts);
}
