import type { AccountPreferences } from './preferences.js';

/** Account preferences defaults (shell spec §3, §9). Zod-free: the signed-in shell imports it. */
export const DEFAULT_ACCOUNT_PREFERENCES: AccountPreferences = {
  dateTime: { dateFormat: 'MM/DD/YYYY', timeFormat: 'HH:mm', timezone: 'UTC' },
  language: 'fr-CA',
  currency: 'CAD',
  invoiceStartNumber: 1,
  worksheetStartNumber: 1,
  worksheetPrefix: 'BT',
  hourlyRates: { valuePerUnit: 0, rateType: 'STANDARD' },
};

/** A work-order number prefix: 1 to 6 capital letters or digits ('BT', 'WO', 'GT2'). */
export const WORKSHEET_PREFIX_PATTERN = /^[A-Z0-9]{1,6}$/;

/** The prefix a shop starts with, from its language: 'WO' (work order) in English, 'BT' (bon de travail) otherwise. */
export function defaultWorksheetPrefix(language: string | null | undefined): string {
  return language === 'en' ? 'WO' : 'BT';
}
