import { accountPreferencesSchema, DEFAULT_ACCOUNT_PREFERENCES, defaultWorksheetPrefix, type AccountPreferences } from '@atelier/contracts';
import type { z } from 'zod';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The stored value when it is valid, else the default: one bad or missing value never hides the rest. */
function orDefault<S extends z.ZodType>(schema: S, value: unknown, fallback: z.infer<S>): z.infer<S> {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

/**
 * Stored preferences (jsonb, possibly written by an older version with fewer fields) merged over
 * the defaults of shell §3, dateTime and hourlyRates field by field: the answer is always complete.
 */
export function completePreferences(stored: unknown): AccountPreferences {
  const shape = accountPreferencesSchema.shape;
  const defaults = DEFAULT_ACCOUNT_PREFERENCES;
  const s = isObject(stored) ? stored : {};
  const dateTime = isObject(s.dateTime) ? s.dateTime : {};
  const hourlyRates = isObject(s.hourlyRates) ? s.hourlyRates : {};
  const language = orDefault(shape.language, s.language, defaults.language);
  return {
    dateTime: {
      dateFormat: orDefault(shape.dateTime.shape.dateFormat, dateTime.dateFormat, defaults.dateTime.dateFormat),
      timeFormat: orDefault(shape.dateTime.shape.timeFormat, dateTime.timeFormat, defaults.dateTime.timeFormat),
      timezone: orDefault(shape.dateTime.shape.timezone, dateTime.timezone, defaults.dateTime.timezone),
    },
    language,
    currency: orDefault(shape.currency, s.currency, defaults.currency),
    invoiceStartNumber: orDefault(shape.invoiceStartNumber, s.invoiceStartNumber, defaults.invoiceStartNumber),
    worksheetStartNumber: orDefault(shape.worksheetStartNumber, s.worksheetStartNumber, defaults.worksheetStartNumber),
    // Stored since issue 10 (the migration gave existing shops theirs); else from the language.
    worksheetPrefix: orDefault(shape.worksheetPrefix, s.worksheetPrefix, defaultWorksheetPrefix(language)),
    hourlyRates: {
      valuePerUnit: orDefault(shape.hourlyRates.shape.valuePerUnit, hourlyRates.valuePerUnit, defaults.hourlyRates.valuePerUnit),
      rateType: orDefault(shape.hourlyRates.shape.rateType, hourlyRates.rateType, defaults.hourlyRates.rateType),
    },
    // Added by issue 13: shops saved before it read the default (12 h) without a migration.
    timelogAutoCloseHours: orDefault(shape.timelogAutoCloseHours, s.timelogAutoCloseHours, defaults.timelogAutoCloseHours),
  };
}
