import { readLocalPreferences } from '../shared/preferences/preferencesStore';
import { i18n } from './i18n';
import { loadLanguage } from './loadLanguage';

const initialLanguage = readLocalPreferences().language;
void i18n.changeLanguage(initialLanguage);

// Texts arrive per language (loadLanguage): the first screens' texts before the first render (i18nReady),
// the rest with the first page that needs them (app/router/withTexts.ts).
// A failed download still renders (keys instead of texts beat a blank page); reloading fixes it.
// Asked from a microtask, as the page's code is (app/bootstrap/startPageCode.ts).
export const i18nReady = Promise.resolve(initialLanguage)
  .then(loadLanguage)
  .catch(() => undefined);

export default i18n;
