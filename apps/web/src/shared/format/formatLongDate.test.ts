import { describe, expect, it } from 'vitest';
import { formatLongDate } from './formatLongDate';

describe('formatLongDate', () => {
  const date = new Date(2026, 10, 21, 12);

  it('writes the full date in French with a capital first letter', () => {
    expect(formatLongDate(date, 'fr-CA')).toBe('Samedi 21 novembre 2026');
  });

  it('writes the full date in English', () => {
    expect(formatLongDate(date, 'en-CA')).toBe('Saturday, November 21, 2026');
  });
});
