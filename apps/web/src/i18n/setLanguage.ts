import type { Language } from '@atelier/contracts/constants';
import { writeLocalPreferences } from '../shared/preferences/preferencesStore';
import i18n from './index';
import { loadLanguage } from './loadLanguage';

/** Switches the interface language (once its texts are loaded) and keeps the choice on this device. */
export function setLanguage(language: Language) {
  writeLocalPreferences({ language });
  document.documentElement.lang = language;
  void loadLanguage(language).then(() => i18n.changeLanguage(language));
}
