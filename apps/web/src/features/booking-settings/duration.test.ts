import { describe, expect, it } from 'vitest';
import { formatDuration, parseDuration } from './duration';

describe('parseDuration', () => {
  it.each([
    ['90', 90],
    ['45 min', 45],
    ['45min', 45],
    ['45 m', 45],
    ['1 h 30', 90],
    ['1h30', 90],
    ['1 h 30 min', 90],
    ['1:30', 90],
    ['2 h', 120],
    ['2h', 120],
    ['1,5 h', 90],
    ['1.25 h', 75],
    ['  3 heures ', 180],
    ['2 hours', 120],
    ['0', 0],
  ])('reads %j as %i minutes', (text, minutes) => {
    expect(parseDuration(text)).toBe(minutes);
  });

  it.each(['', 'abc', '1 h 75', '1:60', '-30', '1 j', '1.333 h', 'h30'])('refuses %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe('formatDuration', () => {
  it('writes hours and minutes as the inputs take them back', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 h');
    expect(formatDuration(90)).toBe('1 h 30');
    expect(formatDuration(125)).toBe('2 h 05');
    expect(formatDuration(1440)).toBe('24 h');
    for (const minutes of [5, 45, 60, 90, 125, 1440]) expect(parseDuration(formatDuration(minutes))).toBe(minutes);
  });
});
