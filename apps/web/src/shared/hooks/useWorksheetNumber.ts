import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { worksheetNumber } from '../format/worksheetNumber';

/** 'BT-1042' (French) or 'WO-1042' (English): how every screen writes a work order's number. */
export function useWorksheetNumber() {
  const { t } = useTranslation();
  return useCallback((worksheetId: number) => worksheetNumber(t('worksheetNumber.prefix'), worksheetId), [t]);
}
