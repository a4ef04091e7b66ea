import type { AccountPreferences } from './preferences.js';

export { WORKSHEET_PREFIX_PATTERN, defaultWorksheetPrefix } from './worksheet-prefix.js';

/** Account preferences defaults (shell spec §3, §9). Zod-free: the signed-in shell imports it. */
export const DEFAULT_ACCOUNT_PREFERENCES: AccountPreferences = {
  dateTime: { dateFormat: 'MM/DD/YYYY', timeFormat: 'HH:mm', timezone: 'UTC' },
  language: 'fr-CA',
  currency: 'CAD',
  invoiceStartNumber: 1,
  worksheetStartNumber: 1,
  worksheetPrefix: 'BT',
  hourlyRates: { valuePerUnit: 0, rateType: 'STANDARD' },
  // TIMELOG_AUTO_CLOSE_HOURS_DEFAULT (timelog.ts imports zod, this file must not; a test ties the two).
  timelogAutoCloseHours: 12,
};
