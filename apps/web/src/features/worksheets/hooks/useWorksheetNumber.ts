import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { worksheetNumber } from '../worksheetNumber';

/** 'BT-1042' (French) or 'WO-1042' (English). */
export function useWorksheetNumber() {
  const { t } = useTranslation();
  return useCallback((worksheetId: number) => worksheetNumber(t('worksheets.numberPrefix'), worksheetId), [t]);
}
