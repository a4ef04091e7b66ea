import { DEFAULT_ACCOUNT_PREFERENCES, type AccountPreferences } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { completePreferences } from './complete-preferences.js';
import { lockAccount, savePreferences } from './queries.js';
import type { Scope } from '../../http/scope.js';

type DateFormat = AccountPreferences['dateTime']['dateFormat'];

/**
 * The date format a shop of this country expects (issue 10): Canada writes dates the ISO way
 * (YYYY-MM-DD, the Québec and federal standard); France, Belgium, Switzerland and the other
 * French-speaking countries Atelier serves write day first (DD/MM/YYYY). Month first
 * (MM/DD/YYYY) is the United States' only, and stays the sign-up default.
 */
export function regionDateFormat(country: string | null | undefined): DateFormat | undefined {
  if (!country) return undefined;
  if (country === 'CA') return 'YYYY-MM-DD';
  if (country === 'US') return 'MM/DD/YYYY';
  return 'DD/MM/YYYY';
}

/**
 * Sign-up cannot know where the shop is; the workspace address (setup step 2, workspace profile)
 * tells it. Same rule as the taxes (adoptRegionTaxes): while the date format is still the one
 * Atelier chose by itself — the sign-up default, or the one the previous address gave — it
 * follows the new address's country; a format someone picked on the language page stays.
 */
export async function adoptRegionDateFormat(
  db: DbOrTx,
  { accountId, previousCountry, country }: Scope & { previousCountry: string | null | undefined; country: string | null | undefined },
): Promise<void> {
  const wanted = regionDateFormat(country);
  if (!wanted) return;
  const account = await lockAccount(db, { accountId });
  if (!account) return;
  const preferences = completePreferences(account.preferences);
  const untouched = regionDateFormat(previousCountry) ?? DEFAULT_ACCOUNT_PREFERENCES.dateTime.dateFormat;
  const current = preferences.dateTime.dateFormat;
  if (current === wanted || current !== untouched) return;
  await savePreferences(db, { accountId, preferences: { ...preferences, dateTime: { ...preferences.dateTime, dateFormat: wanted } } });
}
