import type { AccountPreferences } from './preferences.js';

/** Account preferences defaults (shell spec §3, §9). Zod-free: the signed-in shell imports it. */
export const DEFAULT_ACCOUNT_PREFERENCES: AccountPreferences = {
  dateTime: { dateFormat: 'MM/DD/YYYY', timeFormat: 'HH:mm', timezone: 'UTC' },
  language: 'fr-CA',
  currency: 'CAD',
  invoiceStartNumber: 1,
  worksheetStartNumber: 1,
  hourlyRates: { valuePerUnit: 0, rateType: 'STANDARD' },
};
