import type { Account, AccountPreferences, UpdatePreferencesBody } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { canonicalTimezone } from './canonical-timezone.js';
import { completePreferences } from './complete-preferences.js';
import { presentAccount } from './presenters.js';
import { lockAccount, savePreferences } from './queries.js';
import type { Scope } from '../../http/scope.js';
import { accountNotFound, invalidTimezone } from './account-errors.js';

/** Drops the keys a partial body left undefined, so they do not erase stored values. */
function defined<T extends object>(value: T | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(value ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The update merged over the current preferences; dateTime and hourlyRates field by field. */
function applyUpdate(current: AccountPreferences, patch: UpdatePreferencesBody): AccountPreferences {
  const { dateTime, hourlyRates, ...rest } = patch;
  return {
    ...current,
    ...defined(rest),
    dateTime: { ...current.dateTime, ...defined(dateTime) },
    hourlyRates: { ...current.hourlyRates, ...defined(hourlyRates) },
  };
}

/**
 * PUT /api/account/preferences (language and date page, invoicing settings, setup step 3): any
 * subset of the preferences, merged over the stored ones under a row lock so two saves of
 * different fields both stay.
 */
export async function updatePreferences(db: Db, { accountId, body }: Scope & { body: UpdatePreferencesBody }): Promise<Account> {
  if (body.dateTime?.timezone !== undefined) {
    const timezone = canonicalTimezone(body.dateTime.timezone);
    if (!timezone) throw invalidTimezone();
    body = { ...body, dateTime: { ...body.dateTime, timezone } };
  }
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, { accountId });
    if (!account) throw accountNotFound();
    const preferences = applyUpdate(completePreferences(account.preferences), body);
    const saved = await savePreferences(tx, { accountId, preferences });
    return presentAccount(saved!);
  });
}
