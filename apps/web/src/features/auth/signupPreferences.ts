import type { SignupPreferences } from '@atelier/contracts';
import type { Language } from '@atelier/contracts/constants';

/**
 * Preferences sent with sign-up: the interface language (French means the account default,
 * fr-CA) and the browser's timezone, so dates are right from the first day.
 */
export function signupPreferences(language: Language, timezone: string | undefined): SignupPreferences {
  return {
    language: language === 'en' ? 'en' : 'fr-CA',
    ...(timezone ? { dateTime: { timezone } } : {}),
  };
}
