import type { Language } from '@atelier/contracts/constants';
import { writeLocalPreferences } from '../shared/preferences/preferencesStore';
import i18n from './index';
import { loadAllTexts } from './loadLanguage';

/** Switches the interface language (once all its texts are loaded) and keeps the choice on this device. */
export function setLanguage(language: Language) {
  writeLocalPreferences({ language });
  document.documentElement.lang = language;
  void loadAllTexts(language).then(() => i18n.changeLanguage(language));
}
