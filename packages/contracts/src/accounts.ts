import { z } from 'zod';
import { accountPreferencesSchema } from './preferences.js';

export const accountSchema = z.object({
  uuid: z.uuid(),
  preferences: accountPreferencesSchema,
  package: z.object({ name: z.string(), isTrial: z.boolean() }),
});
export type Account = z.infer<typeof accountSchema>;
