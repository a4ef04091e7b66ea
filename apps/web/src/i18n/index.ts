import { readLocalPreferences } from '../shared/preferences/preferencesStore';
import { i18n } from './i18n';
import { loadLanguage } from './loadLanguage';

const initialLanguage = readLocalPreferences().language;
void i18n.changeLanguage(initialLanguage);

// Texts arrive per language (loadLanguage): the first screens' texts before the first render (i18nReady),
// the rest with the first page that needs them (app/router/withTexts.ts).
// A failed download still renders (keys instead of texts beat a blank page); reloading fixes it.
export const i18nReady = loadLanguage(initialLanguage).catch(() => undefined);

export default i18n;
