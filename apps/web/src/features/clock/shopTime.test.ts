import { describe, expect, it } from 'vitest';
import { shopClockTime } from './shopTime';

describe('shopClockTime (shell §7: YYYY/MM/DD HH:mm:ss in the shop time zone)', () => {
  const now = new Date('2026-11-24T03:30:05.600Z');

  it('writes the wall-clock time of the shop, whatever the browser zone', () => {
    expect(shopClockTime(now, 'America/Toronto')).toBe('2026/11/23 22:30:05');
    expect(shopClockTime(now, 'Europe/Paris')).toBe('2026/11/24 04:30:05');
    expect(shopClockTime(now, 'UTC')).toBe('2026/11/24 03:30:05');
  });

  it('follows summer time (Toronto is UTC-4 in July)', () => {
    expect(shopClockTime(new Date('2026-07-01T16:00:00Z'), 'America/Toronto')).toBe('2026/07/01 12:00:00');
  });

  it('sends the instant as ISO when the zone is unknown or not loaded yet (never a time in the wrong zone)', () => {
    expect(shopClockTime(now, 'Mars/Olympus')).toBe('2026-11-24T03:30:05.000Z');
    expect(shopClockTime(now, null)).toBe('2026-11-24T03:30:05.000Z');
  });
});
