import { describe, expect, it } from 'vitest';
import { isCalendarTime, isLocalDate } from './booking-constants.js';

describe('isLocalDate', () => {
  it('accepts the days the calendar has', () => {
    for (const date of ['2026-11-24', '2028-02-29', '2026-12-31', '2026-01-01']) expect(isLocalDate(date)).toBe(true);
  });
  it('refuses days and months the calendar lacks, and other shapes', () => {
    for (const date of ['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-45', '2026-00-10', '2026-11-24T00:00', '24/11/2026', ''])
      expect(isLocalDate(date)).toBe(false);
  });
});

describe('isCalendarTime', () => {
  it('accepts ISO times the calendar has, with Z or an offset', () => {
    for (const time of ['2026-11-24T13:05:00Z', '2028-02-29T08:00-05:00', '2026-11-24T23:59:59.5+01:00']) expect(isCalendarTime(time)).toBe(true);
  });
  it('refuses rolled-over days, 24:00, minute 60, years a shop never plans in, and times without an offset', () => {
    for (const time of ['2026-02-30T10:00:00Z', '2026-06-01T24:00:00Z', '2026-06-01T10:60:00Z', '0000-01-01T00:00:00Z', '9999-12-31T23:30:00Z', '2026-06-01T10:00:00'])
      expect(isCalendarTime(time)).toBe(false);
  });
});
