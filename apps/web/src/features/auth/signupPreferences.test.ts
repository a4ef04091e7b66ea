import { describe, expect, it } from 'vitest';
import { signupPreferences } from './signupPreferences';

describe('signupPreferences', () => {
  it('maps the interface language to the account language and sends the timezone', () => {
    expect(signupPreferences('fr', 'America/Montreal')).toEqual({ language: 'fr-CA', dateTime: { timezone: 'America/Montreal' } });
    expect(signupPreferences('en', undefined)).toEqual({ language: 'en' });
  });
});
