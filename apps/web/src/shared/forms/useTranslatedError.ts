import { useCallback, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * Form errors are stored as translation keys ('error.ERR_…' or 'validation.…') and translated
 * when drawn, so switching the language also switches the messages already shown.
 */
export function useTranslatedError() {
  const { t } = useTranslation();
  return useCallback((error: ReactNode) => (typeof error === 'string' ? t(error, { defaultValue: error }) : error), [t]);
}
