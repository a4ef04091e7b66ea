import { loadCurrentLanguageTexts } from './loadLanguage';

/**
 * A page that is not a first screen: its module and the rest of the current language's texts
 * download in parallel, and the page renders once both are in, so it never shows a raw key.
 */
export function withTexts<Page>(load: () => Promise<Page>): () => Promise<Page> {
  return () => Promise.all([load(), loadCurrentLanguageTexts()]).then(([page]) => page);
}
