import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

/** A country's name from its ISO code in the interface's language ('CA' → 'Canada'); an unknown code as is. */
export function useCountryName() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([i18n.resolvedLanguage === 'en' ? 'en-CA' : 'fr-CA'], { type: 'region' });
    } catch {
      names = null;
    }
    return (code: string) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [i18n.resolvedLanguage]);
}
