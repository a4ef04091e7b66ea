import { describe, expect, it } from 'vitest';
import { elapsedHours } from './elapsedHours';

describe('elapsedHours', () => {
  it('counts the hours since the start', () => {
    expect(elapsedHours('2026-11-24T08:00:00Z', Date.parse('2026-11-24T09:30:00Z'))).toBe(1.5);
  });

  it('is never negative nor NaN', () => {
    expect(elapsedHours('2026-11-24T10:00:00Z', Date.parse('2026-11-24T09:59:00Z'))).toBe(0);
    expect(elapsedHours('not a date', 0)).toBe(0);
  });
});
