import { describe, expect, it } from 'vitest';
import { addDays, instantAt, mondayOf, wallMinutesOn, wallOf, weekdayIndex } from './calendarTime';
import { daySegment, gridPercent } from './segments';

const grid = { start: 7 * 60, end: 19 * 60 };

describe('calendar time in the shop zone', () => {
  it('reads an instant on the shop wall clock, not the browser one', () => {
    expect(wallOf('2026-11-23T15:30:00Z', 'America/Toronto')).toEqual({ date: '2026-11-23', minutes: 10 * 60 + 30 });
    expect(wallOf('2026-11-23T15:30:00Z', 'Europe/Paris')).toEqual({ date: '2026-11-23', minutes: 16 * 60 + 30 });
    expect(wallOf('2026-11-24T03:00:00Z', 'America/Toronto')).toEqual({ date: '2026-11-23', minutes: 22 * 60 });
  });

  it('places the same UTC hour one hour apart across the fall-back day in Toronto', () => {
    // 2026-11-01: clocks go from 02:00 EDT back to 01:00 EST.
    expect(wallMinutesOn('2026-10-31T15:00:00Z', '2026-10-31', 'America/Toronto')).toBe(11 * 60);
    expect(wallMinutesOn('2026-11-01T15:00:00Z', '2026-11-01', 'America/Toronto')).toBe(10 * 60);
    expect(gridPercent(wallMinutesOn('2026-11-01T15:00:00Z', '2026-11-01', 'America/Toronto'), grid)).toBe(25);
  });

  it('turns a wall time back into its instant on a spring-forward day (Paris)', () => {
    // 2026-03-29: 02:00 CET jumps to 03:00 CEST.
    expect(new Date(instantAt('2026-03-29', 60, 'Europe/Paris')).toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(new Date(instantAt('2026-03-29', 4 * 60, 'Europe/Paris')).toISOString()).toBe('2026-03-29T02:00:00.000Z');
    expect(new Date(instantAt('2026-03-30', 0, 'Europe/Paris')).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // 1440 minutes after a day's midnight is the next midnight, whatever the day's length.
    expect(instantAt('2026-03-29', 1440, 'Europe/Paris')).toBe(instantAt('2026-03-30', 0, 'Europe/Paris'));
  });

  it('round-trips every quarter hour of the fall-back day', () => {
    for (let minutes = 0; minutes < 1440; minutes += 15) {
      const instant = instantAt('2026-11-01', minutes, 'America/Toronto');
      expect(wallMinutesOn(instant, '2026-11-01', 'America/Toronto')).toBe(minutes);
    }
  });

  it('counts weekdays from Monday', () => {
    expect(weekdayIndex('2026-11-23')).toBe(0);
    expect(weekdayIndex('2026-11-29')).toBe(6);
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('daySegment', () => {
  it('draws an appointment at its wall time in the column of its day', () => {
    expect(daySegment('2026-11-23T14:00:00Z', '2026-11-23T15:30:00Z', '2026-11-23', 'America/Toronto', grid)).toEqual({ start: 9 * 60, end: 10 * 60 + 30 });
  });

  it('ignores days it does not touch and clamps to the grid hours', () => {
    expect(daySegment('2026-11-23T14:00:00Z', '2026-11-23T15:30:00Z', '2026-11-24', 'America/Toronto', grid)).toBeNull();
    // 05:00–08:00 shows from the grid's top.
    expect(daySegment('2026-11-23T10:00:00Z', '2026-11-23T13:00:00Z', '2026-11-23', 'America/Toronto', grid)).toEqual({ start: 7 * 60, end: 8 * 60 });
    // Over two days: the second day's column shows it from its top until its end.
    expect(daySegment('2026-11-23T20:00:00Z', '2026-11-24T15:00:00Z', '2026-11-24', 'America/Toronto', grid)).toEqual({ start: 7 * 60, end: 10 * 60 });
  });
});
