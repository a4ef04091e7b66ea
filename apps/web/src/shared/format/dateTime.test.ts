import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime, formatTime, formatWeekday, isKnownTimezone, zoneOffset, type DateTimePreferences } from './dateTime';
import type { TemporalInstants } from './runtimeTemporal';

const prefs = (patch: Partial<DateTimePreferences> = {}): DateTimePreferences => ({
  dateFormat: 'MM/DD/YYYY',
  timeFormat: 'HH:mm',
  timezone: 'UTC',
  ...patch,
});

// 2026-03-01 02:30 UTC is still February 28 in Montréal (UTC-5).
const instant = '2026-03-01T02:30:00Z';

describe('formatDate', () => {
  it('writes each date format of the preferences', () => {
    expect(formatDate(instant, prefs())).toBe('03/01/2026');
    expect(formatDate(instant, prefs({ dateFormat: 'DD/MM/YYYY' }))).toBe('01/03/2026');
    expect(formatDate(instant, prefs({ dateFormat: 'YYYY-MM-DD' }))).toBe('2026-03-01');
  });

  it('takes the day in the account timezone, not the browser one', () => {
    expect(formatDate(instant, prefs({ timezone: 'America/Montreal' }))).toBe('02/28/2026');
    expect(formatDate(new Date(instant), prefs({ timezone: 'Asia/Tokyo', dateFormat: 'YYYY-MM-DD' }))).toBe('2026-03-01');
  });

  it('keeps a calendar date as written whatever the timezone', () => {
    expect(formatDate('2026-03-01', prefs({ timezone: 'Pacific/Honolulu', dateFormat: 'DD/MM/YYYY' }))).toBe('01/03/2026');
  });

  it('shows nothing for a missing or invalid value', () => {
    expect(formatDate(null, prefs())).toBe('');
    expect(formatDate(undefined, prefs())).toBe('');
    expect(formatDate('not a date', prefs())).toBe('');
  });

  it('falls back to UTC for a timezone the runtime does not know', () => {
    expect(formatDate(instant, prefs({ timezone: 'Mars/Olympus_Mons' }))).toBe('03/01/2026');
  });
});

describe('formatTime', () => {
  it('writes 24-hour and 12-hour times in the account timezone', () => {
    expect(formatTime(instant, prefs())).toBe('02:30');
    expect(formatTime(instant, prefs({ timezone: 'America/Montreal' }))).toBe('21:30');
    expect(formatTime(instant, prefs({ timezone: 'America/Montreal', timeFormat: 'hh:mm A' }))).toBe('09:30 PM');
  });

  it('follows daylight saving time', () => {
    expect(formatTime('2026-07-01T12:00:00Z', prefs({ timezone: 'America/Toronto' }))).toBe('08:00');
    expect(formatTime('2026-01-01T12:00:00Z', prefs({ timezone: 'America/Toronto' }))).toBe('07:00');
  });
});

describe('formatDateTime', () => {
  it('joins the date and the time', () => {
    expect(formatDateTime(instant, prefs({ dateFormat: 'DD/MM/YYYY', timeFormat: 'hh:mm A', timezone: 'Europe/Paris' }))).toBe('01/03/2026 03:30 AM');
  });
});

describe('isKnownTimezone', () => {
  it('knows IANA zones and rejects made-up ones', () => {
    expect(isKnownTimezone('America/Toronto')).toBe(true);
    expect(isKnownTimezone('UTC')).toBe(true);
    expect(isKnownTimezone('Mars/Olympus_Mons')).toBe(false);
  });
});

describe('formatWeekday', () => {
  it('names the day in the account timezone and the interface language', () => {
    const date = new Date(instant);
    expect(formatWeekday(date, 'UTC', 'fr-CA')).toBe('Dimanche');
    expect(formatWeekday(date, 'America/Montreal', 'fr-CA')).toBe('Samedi');
    expect(formatWeekday(date, 'America/Montreal', 'en-CA')).toBe('Saturday');
  });

  it("agrees with Intl's names every day of a week, in both languages, and an unknown zone reads as UTC", () => {
    for (let day = 0; day < 7; day++) {
      const date = new Date(Date.UTC(2026, 10, 23 + day, 3, 30));
      for (const locale of ['fr-CA', 'en-CA']) {
        const intl = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'America/Vancouver' }).format(date);
        expect(formatWeekday(date, 'America/Vancouver', locale)).toBe(intl.charAt(0).toLocaleUpperCase(locale) + intl.slice(1));
      }
      expect(formatWeekday(date, 'Mars/Olympus_Mons', 'fr-CA')).toBe(formatWeekday(date, 'UTC', 'fr-CA'));
    }
    expect(formatWeekday(new Date(instant), 'UTC', 'de-DE')).toBe('Sonntag');
  });
});

describe('formatting many instants (a board of cards, a list page)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds no ICU formatter per value (Date#toLocaleString with a zone makes one on each call)', () => {
    const localeString = vi.spyOn(Date.prototype, 'toLocaleString');
    const zone = 'America/Halifax';
    const texts = Array.from({ length: 200 }, (_, i) => formatDateTime(Date.UTC(2026, 0, 1 + (i % 28), i % 24), prefs({ timezone: zone })));
    expect(texts[0]).toBe('12/31/2025 20:00');
    expect(localeString).not.toHaveBeenCalled();
  });

  it('gives the offset of each instant on both sides of a daylight saving change', () => {
    const halifax = prefs({ timezone: 'America/Halifax', dateFormat: 'YYYY-MM-DD' });
    // 2026-03-08 02:00 local: AST (UTC-4) becomes ADT (UTC-3).
    expect(formatDateTime('2026-03-08T05:59:00Z', halifax)).toBe('2026-03-08 01:59');
    expect(formatDateTime('2026-03-08T06:00:00Z', halifax)).toBe('2026-03-08 03:00');
    expect(formatTime('2026-06-01T12:00:00.999Z', prefs({ timezone: 'Asia/Kolkata' }))).toBe('17:30');
  });
});

describe('zoneOffset', () => {
  // A stand-in of the browser's Temporal (Node 20 has none): what it is asked, and the offsets it answers.
  const asked: [number, string][] = [];
  const temporal: TemporalInstants = {
    Instant: {
      fromEpochMilliseconds: (ms) => ({
        toZonedDateTimeISO: (zone) => {
          asked.push([ms, zone]);
          if (zone === 'Mars/Olympus_Mons') throw new RangeError(`Invalid time zone: ${zone}`);
          return { offsetNanoseconds: zone === 'Asia/Kolkata' ? 19_800e9 : -18_000e9 };
        },
      }),
    },
  };

  it('reads the offset from Temporal where the runtime has it, in minutes', () => {
    const time = Date.parse(instant);
    expect(zoneOffset(time, 'America/Montreal', temporal)).toBe(-300);
    expect(zoneOffset(time, 'Asia/Kolkata', temporal)).toBe(330);
    expect(asked).toContainEqual([time, 'America/Montreal']);
  });

  it('answers null for a zone Temporal does not know', () => {
    expect(zoneOffset(0, 'Mars/Olympus_Mons', temporal)).toBeNull();
  });

  it('without Temporal, reads it from Intl', () => {
    expect(zoneOffset(Date.parse(instant), 'America/Montreal', null)).toBe(-300);
    expect(zoneOffset(Date.parse('2026-07-01T12:00:00Z'), 'America/Montreal', null)).toBe(-240);
    expect(zoneOffset(0, 'Mars/Olympus_Mons', null)).toBeNull();
  });
});
