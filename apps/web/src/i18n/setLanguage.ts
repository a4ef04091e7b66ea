import type { Language } from '@atelier/contracts/constants';
import { writeLocalPreferences } from '../shared/preferences/preferencesStore';
import i18n from './index';

/** Switches the interface language at once and keeps the choice on this device. */
export function setLanguage(language: Language) {
  writeLocalPreferences({ language });
  document.documentElement.lang = language;
  void i18n.changeLanguage(language);
}
