import { describe, expect, it } from 'vitest';
import { todayIn } from './holidays';

describe('todayIn', () => {
  it("is the shop's date, not UTC's", () => {
    const lateEvening = new Date('2026-12-31T23:30:00-05:00'); // already 2027 in UTC and in Paris
    expect(todayIn('America/Toronto', lateEvening)).toBe('2026-12-31');
    expect(todayIn('Europe/Paris', lateEvening)).toBe('2027-01-01');
  });

  it('falls back to the UTC date for an unknown zone', () => {
    expect(todayIn('Nowhere/Else', new Date('2026-03-01T12:00:00Z'))).toBe('2026-03-01');
  });
});
