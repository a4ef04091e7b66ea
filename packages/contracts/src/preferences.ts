import { z } from 'zod';
import { moneyAmount, START_NUMBER_MAX } from './bounds.js';
import { WORKSHEET_PREFIX_PATTERN, defaultWorksheetPrefix } from './worksheet-prefix.js';

export const RATE_TYPES = ['STANDARD'] as const;
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;
export const TIME_FORMATS = ['HH:mm', 'hh:mm A'] as const;
export const ACCOUNT_LANGUAGES = ['fr-CA', 'fr', 'en'] as const;

/** Price (shell spec §3): valuePerUnit ≥ 0, rateType STANDARD. */
export const priceSchema = z.object({
  valuePerUnit: moneyAmount('ERR_VALIDATION'),
  rateType: z.enum(RATE_TYPES).default('STANDARD'),
});

/** Account preferences (shell spec §3, workshop spec §3). */
export const accountPreferencesSchema = z.object({
  dateTime: z.object({
    dateFormat: z.enum(DATE_FORMATS),
    timeFormat: z.enum(TIME_FORMATS),
    timezone: z.string().min(1).max(64),
  }),
  language: z.enum(ACCOUNT_LANGUAGES),
  // An ISO 4217 code (three capitals): Intl.NumberFormat throws on anything else.
  currency: z.string().regex(/^[A-Z]{3}$/),
  invoiceStartNumber: z.number().int().min(1).max(START_NUMBER_MAX),
  worksheetStartNumber: z.number().int().min(0).max(START_NUMBER_MAX),
  /**
   * The shop's work-order number prefix ('BT' in 'BT-1042'): the shop's, not the reader's, so it
   * does not follow the interface language. Default from the shop's language at sign-up.
   */
  worksheetPrefix: z.string({ error: 'ERR_INVALID_WORKSHEET_PREFIX' }).regex(WORKSHEET_PREFIX_PATTERN, 'ERR_INVALID_WORKSHEET_PREFIX'),
  hourlyRates: priceSchema,
  /**
   * Forgotten clocks (issue 13): a running time entry older than this many hours is closed by the
   * server at start + this many hours and flagged for review. Whole hours, 1 to 24 (the longest entry).
   */
  timelogAutoCloseHours: z.number({ error: 'ERR_VALIDATION' }).int('ERR_VALIDATION').min(1, 'ERR_VALIDATION').max(24, 'ERR_VALIDATION'),
});
export type AccountPreferences = z.infer<typeof accountPreferencesSchema>;

/** What sign-up may set: any subset, merged over the defaults. */
export const signupPreferencesSchema = z
  .object({
    dateTime: accountPreferencesSchema.shape.dateTime.partial(),
    language: accountPreferencesSchema.shape.language,
    currency: accountPreferencesSchema.shape.currency,
  })
  .partial();
export type SignupPreferences = z.infer<typeof signupPreferencesSchema>;

export function mergePreferences(base: AccountPreferences, patch: SignupPreferences | undefined): AccountPreferences {
  if (!patch) return base;
  const language = patch.language ?? base.language;
  return {
    ...base,
    ...patch,
    dateTime: { ...base.dateTime, ...patch.dateTime },
    // The number prefix follows the language the shop signs up in (fr → BT, en → WO).
    worksheetPrefix: patch.language ? defaultWorksheetPrefix(language) : base.worksheetPrefix,
    hourlyRates: base.hourlyRates,
  } as AccountPreferences;
}
