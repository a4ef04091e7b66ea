import { effectivePackage, type Account } from '@atelier/contracts';
import type { accounts } from '../../db/schema/index.js';
import { completePreferences } from './complete-preferences.js';

type AccountRow = Pick<typeof accounts.$inferSelect, 'uuid' | 'preferences' | 'packageName' | 'isTrial' | 'trialEndsAt'>;

/** GET /api/accounts and the preference updates answer this (shell §7: preferences merged over the defaults). */
export function presentAccount(row: AccountRow): Account {
  return {
    uuid: row.uuid,
    preferences: completePreferences(row.preferences),
    package: effectivePackage(row),
  };
}
