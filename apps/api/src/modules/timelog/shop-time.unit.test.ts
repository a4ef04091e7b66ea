import { describe, expect, it } from 'vitest';
import { dayIn, minuteIn, readShopTime, shopTimezone } from './shop-time.js';

const iso = (value: string, zone: string) => readShopTime(value, zone)?.toISOString();

describe('readShopTime: the spec’s clock format read in the shop’s zone', () => {
  it('reads an ordinary day in Toronto and Paris', () => {
    expect(iso('2026/11/24 08:05:00', 'America/Toronto')).toBe('2026-11-24T13:05:00.000Z');
    expect(iso('2026/11/24 08:05', 'Europe/Paris')).toBe('2026-11-24T07:05:00.000Z');
    expect(iso('2026/07/01 08:05:30', 'Europe/Paris')).toBe('2026-07-01T06:05:30.000Z');
  });

  it('keeps ISO times as sent, with their offset', () => {
    expect(iso('2026-11-24T08:05:00-05:00', 'Europe/Paris')).toBe('2026-11-24T13:05:00.000Z');
    expect(iso('2026-11-24T13:05:00Z', 'America/Toronto')).toBe('2026-11-24T13:05:00.000Z');
  });

  it('daylight-saving days: the skipped hour lands after the change, the repeated hour is the first', () => {
    // Toronto springs forward on 2026-03-08 at 02:00 (EST -5 → EDT -4).
    expect(iso('2026/03/08 01:30:00', 'America/Toronto')).toBe('2026-03-08T06:30:00.000Z');
    expect(iso('2026/03/08 02:30:00', 'America/Toronto')).toBe('2026-03-08T07:30:00.000Z');
    expect(iso('2026/03/08 03:30:00', 'America/Toronto')).toBe('2026-03-08T07:30:00.000Z');
    // Toronto falls back on 2026-11-01 at 02:00: 01:30 happens twice.
    expect(iso('2026/11/01 01:30:00', 'America/Toronto')).toBe('2026-11-01T05:30:00.000Z');
    // Paris: 2026-03-29 02:00 → 03:00, 2026-10-25 03:00 → 02:00.
    expect(iso('2026/03/29 02:30:00', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    expect(iso('2026/10/25 02:30:00', 'Europe/Paris')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses a day or time that does not exist', () => {
    expect(readShopTime('2026/02/30 08:00:00', 'UTC')).toBeNull();
    expect(readShopTime('2026/13/01 08:00:00', 'UTC')).toBeNull();
    expect(readShopTime('2026/01/01 24:00:00', 'UTC')).toBeNull();
    expect(readShopTime('2026/01/01 10:60:00', 'UTC')).toBeNull();
  });
});

describe('dayIn: the day of an instant in the shop’s zone', () => {
  it('an entry at 23:30 local belongs to that day, in Toronto and Paris', () => {
    expect(dayIn(new Date('2026-11-25T04:30:00Z'), 'America/Toronto')).toBe('2026-11-24');
    expect(dayIn(new Date('2026-11-24T22:30:00Z'), 'Europe/Paris')).toBe('2026-11-24');
    expect(dayIn(new Date('2026-11-24T23:30:00Z'), 'Europe/Paris')).toBe('2026-11-25');
    expect(dayIn(new Date('2026-11-25T04:30:00Z'), 'UTC')).toBe('2026-11-25');
  });

  it('on daylight-saving days too', () => {
    // 2026-03-08 23:30 EDT = 03:30Z on the 9th; 2026-11-01 23:30 EST = 04:30Z on the 2nd.
    expect(dayIn(new Date('2026-03-09T03:30:00Z'), 'America/Toronto')).toBe('2026-03-08');
    expect(dayIn(new Date('2026-11-02T04:30:00Z'), 'America/Toronto')).toBe('2026-11-01');
    // Paris 2026-03-29 23:30 CEST = 21:30Z; 2026-10-25 23:30 CET = 22:30Z.
    expect(dayIn(new Date('2026-03-29T21:30:00Z'), 'Europe/Paris')).toBe('2026-03-29');
    expect(dayIn(new Date('2026-10-25T22:30:00Z'), 'Europe/Paris')).toBe('2026-10-25');
    expect(dayIn(new Date('2026-10-25T23:00:00Z'), 'Europe/Paris')).toBe('2026-10-26');
  });

  it('minuteIn writes the shop’s wall clock', () => {
    expect(minuteIn(new Date('2026-11-25T04:30:59Z'), 'America/Toronto')).toBe('2026-11-24 23:30');
  });
});

describe('shopTimezone: the stored zone when this server knows it, else UTC', () => {
  it('keeps a known zone and answers it again from its memory of valid zones', () => {
    expect(shopTimezone({ dateTime: { timezone: 'America/Toronto' } })).toBe('America/Toronto');
    expect(shopTimezone({ dateTime: { timezone: 'America/Toronto' } })).toBe('America/Toronto');
  });

  it('falls back to UTC for an unknown or missing zone, every time', () => {
    expect(shopTimezone({ dateTime: { timezone: 'Mars/Olympus_Mons' } })).toBe('UTC');
    expect(shopTimezone({ dateTime: { timezone: 'Mars/Olympus_Mons' } })).toBe('UTC');
    expect(shopTimezone({})).toBe('UTC');
    expect(shopTimezone(null)).toBe('UTC');
  });
});
