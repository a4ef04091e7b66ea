import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, fromShopWall, isCalendarDate, shopNow, shopToday, toShopWall, weekOf } from './shopClock';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('toShopWall: the day of an entry in the shop zone', () => {
  it('an entry at 23:30 local belongs to that day (Toronto, already the next day in UTC)', () => {
    expect(toShopWall('2026-11-25T04:30:00Z', 'America/Toronto')).toEqual({ date: '2026-11-24', time: '23:30' });
  });

  it('an entry at 23:30 local belongs to that day (Paris, still that day in UTC)', () => {
    expect(toShopWall('2026-11-24T22:30:00Z', 'Europe/Paris')).toEqual({ date: '2026-11-24', time: '23:30' });
    // 00:30 in Paris is the next day though UTC still says the 24th.
    expect(toShopWall('2026-11-24T23:30:00Z', 'Europe/Paris')).toEqual({ date: '2026-11-25', time: '00:30' });
  });

  it('follows summer time on the change days', () => {
    // Toronto: EST (UTC-5) until 2026-03-08 07:00Z, then EDT (UTC-4).
    expect(toShopWall('2026-03-08T06:59:00Z', 'America/Toronto')).toEqual({ date: '2026-03-08', time: '01:59' });
    expect(toShopWall('2026-03-08T07:00:00Z', 'America/Toronto')).toEqual({ date: '2026-03-08', time: '03:00' });
    expect(toShopWall('2026-03-09T03:30:00Z', 'America/Toronto')).toEqual({ date: '2026-03-08', time: '23:30' });
    // Paris: CEST until 2026-10-25 01:00Z, then CET.
    expect(toShopWall('2026-10-25T22:30:00Z', 'Europe/Paris')).toEqual({ date: '2026-10-25', time: '23:30' });
    expect(toShopWall('2026-03-29T21:30:00Z', 'Europe/Paris')).toEqual({ date: '2026-03-29', time: '23:30' });
  });

  it('reads an unknown zone as UTC and an invalid instant as nothing', () => {
    expect(toShopWall('2026-11-24T10:00:00Z', 'Mars/Olympus')).toEqual({ date: '2026-11-24', time: '10:00' });
    expect(toShopWall('nope', 'UTC')).toBeNull();
  });
});

describe('fromShopWall: a clock time of the shop to UTC', () => {
  it('reads a time in the shop zone, not the browser one', () => {
    expect(iso(fromShopWall('2026-11-24', '08:05', 'America/Toronto'))).toBe('2026-11-24T13:05:00.000Z');
    expect(iso(fromShopWall('2026-11-24', '08:05', 'Europe/Paris'))).toBe('2026-11-24T07:05:00.000Z');
    expect(iso(fromShopWall('2026-11-24', '23:30', 'America/Toronto'))).toBe('2026-11-25T04:30:00.000Z');
  });

  it('uses the summer offset on either side of the change day', () => {
    expect(iso(fromShopWall('2026-03-08', '01:30', 'America/Toronto'))).toBe('2026-03-08T06:30:00.000Z');
    expect(iso(fromShopWall('2026-03-08', '03:30', 'America/Toronto'))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(fromShopWall('2026-03-29', '23:30', 'Europe/Paris'))).toBe('2026-03-29T21:30:00.000Z');
    expect(iso(fromShopWall('2026-10-25', '23:30', 'Europe/Paris'))).toBe('2026-10-25T22:30:00.000Z');
  });

  it('a skipped time (spring forward) lands an hour later, as the server reads it', () => {
    expect(iso(fromShopWall('2026-03-08', '02:30', 'America/Toronto'))).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(fromShopWall('2026-03-29', '02:30', 'Europe/Paris'))).toBe('2026-03-29T01:30:00.000Z');
  });

  it('a time seen twice (fall back) is the first one', () => {
    expect(iso(fromShopWall('2026-11-01', '01:30', 'America/Toronto'))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(fromShopWall('2026-10-25', '02:30', 'Europe/Paris'))).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses days and times that do not exist', () => {
    expect(fromShopWall('2026-02-30', '08:00', 'UTC')).toBeNull();
    expect(fromShopWall('2026-11-24', '24:00', 'UTC')).toBeNull();
    expect(fromShopWall('2026-11-24', '8:00', 'UTC')).toBeNull();
    expect(fromShopWall('', '08:00', 'UTC')).toBeNull();
  });

  it('round-trips every quarter hour of the change days', () => {
    for (const [zone, date] of [
      ['America/Toronto', '2026-11-01'],
      ['Europe/Paris', '2026-10-25'],
    ] as const) {
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const time = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
        expect(toShopWall(fromShopWall(date, time, zone)!, zone)).toEqual({ date, time });
      }
    }
  });
});

describe('now and today in the shop zone', () => {
  const now = Date.parse('2026-11-25T03:10:00Z');
  it('is still yesterday evening in Toronto and already tomorrow in Paris', () => {
    expect(shopNow('America/Toronto', now)).toEqual({ date: '2026-11-24', time: '22:10' });
    expect(shopToday('America/Toronto', now)).toBe('2026-11-24');
    expect(shopToday('Europe/Paris', now)).toBe('2026-11-25');
  });
});

describe('calendar days', () => {
  it('moves by days across months and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-02', -7)).toBe('2026-02-23');
    expect(daysBetween('2026-11-24', '2026-11-25')).toBe(1);
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  it('a week runs Monday to Sunday', () => {
    expect(weekOf('2026-11-24')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(weekOf('2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('knows the calendar', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-11-24T00:00')).toBe(false);
  });
});
