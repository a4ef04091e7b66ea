import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatMoney } from '../../../shared/format/money';

/**
 * Amounts of a document in its own currency (frozen with it; the account's may have changed
 * since) and the interface's language: '1 234,56 $' / '$1,234.56'.
 */
export function useDocumentMoney() {
  const { i18n } = useTranslation();
  return useCallback((value: number, currency: string) => formatMoney(value, currency, i18n.resolvedLanguage), [i18n.resolvedLanguage]);
}
