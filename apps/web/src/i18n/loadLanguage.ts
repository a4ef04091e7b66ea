import type { Language } from '@atelier/contracts/constants';
import i18n from 'i18next';

const bundles: Record<Language, () => Promise<{ default: object }>> = {
  fr: () => import('./bundles/fr'),
  en: () => import('./bundles/en'),
};

/** Loads a language's texts once (its own chunk: a French user never downloads the English). */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  const texts = await bundles[language]();
  i18n.addResourceBundle(language, 'translation', texts.default, true, true);
}
