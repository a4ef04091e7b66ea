import type { AccountPreferences } from '@atelier/contracts';
import { DEFAULT_ACCOUNT_PREFERENCES } from '@atelier/contracts/default-preferences';

/** Shell spec §7: data.preferences merged over the defaults, the nested objects too. */
export function mergeAccountPreferences(stored: Partial<AccountPreferences> | null | undefined): AccountPreferences {
  const base = DEFAULT_ACCOUNT_PREFERENCES;
  if (!stored) return base;
  return {
    ...base,
    ...stored,
    dateTime: { ...base.dateTime, ...stored.dateTime },
    hourlyRates: { ...base.hourlyRates, ...stored.hourlyRates },
  };
}
