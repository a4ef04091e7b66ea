import { DEFAULT_LANGUAGE, LANGUAGES } from '@atelier/contracts/constants';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLocalPreferences } from '../shared/preferences/preferencesStore';
import { loadLanguage } from './loadLanguage';

const initialLanguage = readLocalPreferences().language;

// Texts arrive per language (loadLanguage): the first screens' texts before the first render (i18nReady),
// the rest with the first page that needs them (app/router/withTexts.ts).
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

// A failed download still renders (keys instead of texts beat a blank page); reloading fixes it.
// Once the texts are in, the language is set again: i18next resolved it at init, when no language had
// texts, and left `resolvedLanguage` unset, which every reader took for French (money in English after a reload).
export const i18nReady = loadLanguage(initialLanguage)
  .then(() => i18n.changeLanguage(initialLanguage))
  .catch(() => undefined);

export default i18n;
