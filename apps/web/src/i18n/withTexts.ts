import { loadCurrentLanguageTexts, type PageTexts } from './loadLanguage';

/**
 * A page that is not a first screen: its module and its part of the current language's texts
 * (the daily work's by default, 'admin' for the settings pages, 'all' for both) download in parallel, and the page
 * renders once both are in, so it never shows a raw key. textParts.test.ts checks that each such
 * module finds every text it uses in the first screens' texts and its part.
 */
export function withTexts<Page>(load: () => Promise<Page>, texts: PageTexts = 'work'): () => Promise<Page> {
  return () => Promise.all([load(), loadCurrentLanguageTexts(texts)]).then(([page]) => page);
}
