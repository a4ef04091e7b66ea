import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** Translates a catalogue code (`error.{code}`), falling back to the raw message (spec §8). */
export function useErrorText() {
  const { t } = useTranslation();
  return useCallback((code: string) => t(`error.${code}`, { defaultValue: code }), [t]);
}
