import { describe, expect, it } from 'vitest';
import { errorText, pickLanguage, translator } from './i18n';

describe('the widget dictionaries', () => {
  it('picks the first French or English browser language, else the shop language', () => {
    expect(pickLanguage(['de-DE', 'en-US', 'fr'], 'fr')).toBe('en');
    expect(pickLanguage(['fr-CA', 'en'], 'en')).toBe('fr');
    expect(pickLanguage(['de-DE', 'es'], 'en')).toBe('en');
    expect(pickLanguage([], 'fr')).toBe('fr');
  });

  it('fills the variables and maps API codes, unknown ones to the generic text', () => {
    expect(translator('en')('progress', { n: 2, total: 7 })).toBe('Step 2 of 7');
    expect(translator('fr')('progress', { n: 2, total: 7 })).toBe('Étape 2 sur 7');
    expect(errorText(translator('fr'), 'ERR_SLOT_TAKEN')).toMatch(/vient d'être réservé/);
    // A shop at its plan's online bookings: a clear message, not the generic one.
    expect(errorText(translator('fr'), 'ERR_PLAN_LIMIT')).toMatch(/ne prend plus de rendez-vous en ligne/);
    expect(errorText(translator('en'), 'ERR_PLAN_LIMIT')).toMatch(/not taking more online bookings/);
    expect(errorText(translator('en'), 'ERR_SOMETHING_NEW')).toBe('Something went wrong. Please try again.');
    expect(errorText(translator('en'), 'toString')).toBe('Something went wrong. Please try again.');
  });
});
