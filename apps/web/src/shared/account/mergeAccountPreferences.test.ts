import { DEFAULT_ACCOUNT_PREFERENCES } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { mergeAccountPreferences } from './mergeAccountPreferences';

describe('mergeAccountPreferences', () => {
  it('gives the defaults when nothing is stored', () => {
    expect(mergeAccountPreferences(undefined)).toEqual(DEFAULT_ACCOUNT_PREFERENCES);
  });

  it('keeps default fields of nested objects the stored ones lack', () => {
    const merged = mergeAccountPreferences({ dateTime: { dateFormat: 'YYYY-MM-DD' } } as never);
    expect(merged.dateTime).toEqual({ dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm', timezone: 'UTC' });
    expect(merged.currency).toBe('CAD');
  });

  it('lets stored values win', () => {
    const merged = mergeAccountPreferences({ language: 'en', hourlyRates: { valuePerUnit: 95, rateType: 'STANDARD' } });
    expect(merged.language).toBe('en');
    expect(merged.hourlyRates.valuePerUnit).toBe(95);
  });
});
