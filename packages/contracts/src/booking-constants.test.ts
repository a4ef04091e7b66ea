import { describe, expect, it } from 'vitest';
import { isLocalDate } from './booking-constants.js';

describe('isLocalDate', () => {
  it('accepts the days the calendar has', () => {
    for (const date of ['2026-11-24', '2028-02-29', '2026-12-31', '2026-01-01']) expect(isLocalDate(date)).toBe(true);
  });
  it('refuses days and months the calendar lacks, and other shapes', () => {
    for (const date of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-45', '2026-00-10', '2026-11-24T00:00', '24/11/2026', ''])
      expect(isLocalDate(date)).toBe(false);
  });
});
