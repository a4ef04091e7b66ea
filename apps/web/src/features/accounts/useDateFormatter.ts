import { useMemo } from 'react';
import { formatDate, formatDateTime, formatTime, type DateInput } from '../../shared/format/dateTime';
import { useAccountPreferences } from '../../shared/account/api';

/**
 * Date and time formatters bound to the account's date format, time format and timezone
 * (GET /api/accounts); every date the app shows goes through them.
 */
export function useDateFormatter() {
  const { dateTime } = useAccountPreferences();
  return useMemo(
    () => ({
      preferences: dateTime,
      formatDate: (value: DateInput) => formatDate(value, dateTime),
      formatTime: (value: DateInput) => formatTime(value, dateTime),
      formatDateTime: (value: DateInput) => formatDateTime(value, dateTime),
    }),
    [dateTime],
  );
}
