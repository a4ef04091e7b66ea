import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_PREFERENCES } from './default-preferences.js';
import { accountPreferencesSchema, mergePreferences, type SignupPreferences } from './preferences.js';
import { TIMELOG_AUTO_CLOSE_HOURS_DEFAULT, TIMELOG_MAX_HOURS } from './timelog.js';

describe('account preference defaults (shell spec §3)', () => {
  it('are MM/DD/YYYY, HH:mm, UTC, fr-CA, CAD, start numbers 1, STANDARD rate', () => {
    expect(DEFAULT_ACCOUNT_PREFERENCES).toEqual({
      dateTime: { dateFormat: 'MM/DD/YYYY', timeFormat: 'HH:mm', timezone: 'UTC' },
      language: 'fr-CA',
      currency: 'CAD',
      invoiceStartNumber: 1,
      worksheetStartNumber: 1,
      worksheetPrefix: 'BT',
      hourlyRates: { valuePerUnit: 0, rateType: 'STANDARD' },
      timelogAutoCloseHours: 12,
    });
    expect(accountPreferencesSchema.parse(DEFAULT_ACCOUNT_PREFERENCES)).toEqual(DEFAULT_ACCOUNT_PREFERENCES);
  });

  it('close a forgotten clock after the timelog default, whole hours from 1 to the longest entry', () => {
    expect(DEFAULT_ACCOUNT_PREFERENCES.timelogAutoCloseHours).toBe(TIMELOG_AUTO_CLOSE_HOURS_DEFAULT);
    const hours = accountPreferencesSchema.shape.timelogAutoCloseHours;
    for (const ok of [1, 8, TIMELOG_MAX_HOURS]) expect(hours.safeParse(ok).success).toBe(true);
    for (const bad of [0, -1, 1.5, TIMELOG_MAX_HOURS + 1, '12', null]) expect(hours.safeParse(bad).error?.issues[0]?.message).toBe('ERR_VALIDATION');
  });
});

describe('mergePreferences', () => {
  it('answers the defaults when nothing is given', () => {
    expect(mergePreferences(DEFAULT_ACCOUNT_PREFERENCES, undefined)).toEqual(DEFAULT_ACCOUNT_PREFERENCES);
    expect(mergePreferences(DEFAULT_ACCOUNT_PREFERENCES, {})).toEqual(DEFAULT_ACCOUNT_PREFERENCES);
  });

  it('overrides only the given top-level fields', () => {
    expect(mergePreferences(DEFAULT_ACCOUNT_PREFERENCES, { language: 'en', currency: 'EUR' })).toEqual({
      ...DEFAULT_ACCOUNT_PREFERENCES,
      language: 'en',
      currency: 'EUR',
      // The work-order prefix of the language signed up in (issue 10).
      worksheetPrefix: 'WO',
    });
  });

  it('merges dateTime field by field, keeping the fields not given', () => {
    const merged = mergePreferences(DEFAULT_ACCOUNT_PREFERENCES, { dateTime: { timezone: 'America/Toronto' } });
    expect(merged.dateTime).toEqual({ dateFormat: 'MM/DD/YYYY', timeFormat: 'HH:mm', timezone: 'America/Toronto' });
  });

  it('never lets a sign-up patch set the hourly rates', () => {
    const patch = { hourlyRates: { valuePerUnit: 999, rateType: 'STANDARD' } } as unknown as SignupPreferences;
    expect(mergePreferences(DEFAULT_ACCOUNT_PREFERENCES, patch).hourlyRates).toEqual(DEFAULT_ACCOUNT_PREFERENCES.hourlyRates);
  });

  it('does not change the base it merges over', () => {
    const base = JSON.parse(JSON.stringify(DEFAULT_ACCOUNT_PREFERENCES)) as typeof DEFAULT_ACCOUNT_PREFERENCES;
    mergePreferences(base, { language: 'en', dateTime: { dateFormat: 'YYYY-MM-DD' } });
    expect(base).toEqual(DEFAULT_ACCOUNT_PREFERENCES);
  });

  it('answers preferences that satisfy the account preferences schema', () => {
    const merged = mergePreferences(DEFAULT_ACCOUNT_PREFERENCES, { language: 'fr', dateTime: { dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A' } });
    expect(accountPreferencesSchema.safeParse(merged).success).toBe(true);
  });
});
