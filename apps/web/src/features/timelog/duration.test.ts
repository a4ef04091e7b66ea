import { describe, expect, it } from 'vitest';
import { formatDuration, formatHours, parseDuration } from './duration';

describe('parseDuration (workshop §5)', () => {
  it.each([
    ['1.5h', 1.5],
    ['1,5h', 1.5],
    ['30m', 0.5],
    ['90m', 1.5],
    ['45min', 0.75],
    ['1h30m', 1.5],
    ['1h30', 1.5],
    ['2h', 2],
    ['1.5', 1.5],
    ['1,5', 1.5],
    ['2', 2],
    ['.5', 0.5],
  ])('reads %s as %s hours', (text, hours) => {
    expect(parseDuration(text)).toBeCloseTo(hours, 10);
  });

  it('ignores spaces and case', () => {
    expect(parseDuration(' 1 H 30 M ')).toBeCloseTo(1.5, 10);
    expect(parseDuration('1\u00a0h\u00a015')).toBeCloseTo(1.25, 10);
    expect(parseDuration('30 M')).toBeCloseTo(0.5, 10);
  });

  it('rounds to the whole minute', () => {
    // 0.33 h is 19.8 min: 20 min.
    expect(parseDuration('0.33')).toBe(20 / 60);
    expect(parseDuration('10.4m')).toBe(10 / 60);
  });

  it('reads back what it displays, in both languages', () => {
    for (const hours of [0.25, 1, 1.5, 1 + 5 / 60, 7.75, 24]) {
      expect(parseDuration(formatDuration(hours, 'fr'))).toBeCloseTo(hours, 10);
      expect(parseDuration(formatDuration(hours, 'en'))).toBeCloseTo(hours, 10);
    }
  });

  it.each(['', '  ', 'abc', '1h30x', 'h', '-1', '1..5', '1:30', '1h-5'])('does not read %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe('formatDuration', () => {
  it('shows hours and minutes in French', () => {
    expect(formatDuration(1.5, 'fr')).toBe('1 h 30');
    expect(formatDuration(2, 'fr')).toBe('2 h');
    expect(formatDuration(0.75, 'fr')).toBe('45 min');
    expect(formatDuration(1 + 5 / 60, 'fr')).toBe('1 h 05');
  });

  it('shows hours and minutes in English', () => {
    expect(formatDuration(1.5, 'en')).toBe('1h 30m');
    expect(formatDuration(2, 'en')).toBe('2h');
    expect(formatDuration(0.75, 'en')).toBe('45m');
  });

  it('rounds minutes', () => {
    // 1.999 h is 119.94 min: 2 h, not "1 h 60".
    expect(formatDuration(1.999, 'fr')).toBe('2 h');
    expect(formatDuration(0.2583, 'en')).toBe('15m');
  });
});

describe('formatHours (timesheet, 2 decimals)', () => {
  it('writes 2 decimals with the language decimal mark', () => {
    expect(formatHours(1.5, 'fr')).toBe('1,50');
    expect(formatHours(1.5, 'en')).toBe('1.50');
    expect(formatHours(7.333333, 'en')).toBe('7.33');
    expect(formatHours(0, 'fr')).toBe('0,00');
  });
});
