import { z } from 'zod';
import { accountPreferencesSchema } from './preferences.js';
import { packageStateSchema } from './billing.js';

export const accountSchema = z.object({
  uuid: z.uuid(),
  preferences: accountPreferencesSchema,
  package: packageStateSchema,
});
export type Account = z.infer<typeof accountSchema>;

/**
 * PUT /api/account/preferences (alias /api/accounts/preferences): any subset of the preferences,
 * merged over the stored ones. The timezone must be an IANA zone the server knows.
 */
export const updatePreferencesBodySchema = z
  .object({
    dateTime: accountPreferencesSchema.shape.dateTime.partial(),
    language: accountPreferencesSchema.shape.language,
    currency: accountPreferencesSchema.shape.currency,
    invoiceStartNumber: accountPreferencesSchema.shape.invoiceStartNumber,
    worksheetStartNumber: accountPreferencesSchema.shape.worksheetStartNumber,
    worksheetPrefix: accountPreferencesSchema.shape.worksheetPrefix,
    hourlyRates: accountPreferencesSchema.shape.hourlyRates,
    timelogAutoCloseHours: accountPreferencesSchema.shape.timelogAutoCloseHours,
  })
  .partial();
export type UpdatePreferencesBody = z.infer<typeof updatePreferencesBodySchema>;
