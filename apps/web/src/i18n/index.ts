import { DEFAULT_LANGUAGE, LANGUAGES } from '@atelier/contracts/constants';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readLocalPreferences } from '../shared/preferences/preferencesStore';
import { resources } from './resources';

const initialLanguage = readLocalPreferences().language;

// Both languages are bundled: together they weigh a few KB and switching must be instant.
void i18n.use(initReactI18next).init({
  resources: { fr: { translation: resources.fr }, en: { translation: resources.en } },
  lng: initialLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

export default i18n;
