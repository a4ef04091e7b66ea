import { useCallback } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useAccount } from '../account/api';
import { worksheetNumber } from '../format/worksheetNumber';

/**
 * 'BT-1042': how every screen writes a work order's number, with the shop's prefix (account
 * preferences, issue 10): the number printed on a document is the shop's, whatever language the
 * reader uses. Until the account has loaded, the interface language's usual prefix.
 */
export function useWorksheetNumber() {
  const { t } = useTranslation();
  const prefix = useAccount().data?.preferences.worksheetPrefix ?? t('worksheetNumber.prefix');
  return useCallback((worksheetId: number) => worksheetNumber(prefix, worksheetId), [prefix]);
}
