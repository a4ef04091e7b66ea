import type { Timelog } from '@atelier/contracts';
import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useWorksheetNumber } from '../../../shared/hooks/useWorksheetNumber';
import { formatHours } from '../duration';

/** How a row words an entry: its work order and line, and its hours (a running clock's up to now). */
export function useEntryText(now: number) {
  const { t, i18n } = useTranslation();
  const number = useWorksheetNumber();
  const language = i18n.resolvedLanguage ?? 'fr';
  const where = useCallback(
    (entry: Timelog) => {
      const workorder = entry.worksheetId === null ? t('timelog.noWorkorder') : number(entry.worksheetId);
      const line = entry.entryName ?? entry.name;
      return line ? `${workorder} · ${line}` : workorder;
    },
    [t, number],
  );
  const hours = useCallback((entry: Timelog) => formatHours(entry.duration ?? Math.max(0, (now - Date.parse(entry.startTime)) / 3_600_000), language), [now, language]);
  return { where, hours };
}
