import { describe, expect, it } from 'vitest';
import { AUTO_CLOSE_MAX, AUTO_CLOSE_MIN, autoCloseHours } from './timeClockForm';

describe('forgotten-clock limit (time clock card)', () => {
  it('takes whole hours from 1 to 24, as a number or as typed text', () => {
    expect([AUTO_CLOSE_MIN, AUTO_CLOSE_MAX]).toEqual([1, 24]);
    expect(autoCloseHours(1)).toBe(1);
    expect(autoCloseHours(24)).toBe(24);
    expect(autoCloseHours('8')).toBe(8);
  });

  it('refuses an empty box, 0, more than 24 and parts of an hour', () => {
    for (const bad of ['', ' ', 0, 25, 1.5, '2.5', -1, 'douze']) expect(autoCloseHours(bad)).toBeNull();
  });
});
