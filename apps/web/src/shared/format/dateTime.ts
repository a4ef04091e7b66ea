import type { AccountPreferences } from '@atelier/contracts';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { runtimeTemporal, type TemporalInstants } from './runtimeTemporal';

dayjs.extend(utc);

export type DateTimePreferences = AccountPreferences['dateTime'];
export type DateInput = Date | string | number | null | undefined;

/** A calendar date ("2026-11-21") belongs to no timezone: it is shown as written. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/*
 * Without Temporal, a zone's offset at an instant, from one Intl.DateTimeFormat per zone kept for the page's life.
 * dayjs's tz() calls Date#toLocaleString with a timeZone on every call, which builds a new ICU
 * formatter each time: on a board of 200 cards that was the largest cost of the render.
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat | null>();

function zoneFormat(zone: string): Intl.DateTimeFormat | null {
  let found = zoneFormats.get(zone);
  if (found === undefined) {
    try {
      found = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      found = null;
    }
    zoneFormats.set(zone, found);
  }
  return found;
}

/**
 * Where the runtime has Temporal (recent Chromium and Firefox; not Node 20), a zone's offset comes from it: the same
 * rules as Intl's (checked equal for every zone the browser knows, 1990-2036), but read in ~0.5 ms on a
 * page's first call, where the first Intl.DateTimeFormat loads ICU's formatting data (~20-70 ms, ×4 on
 * a phone). A page that shows dates and no amount (the board, the work-order list) then loads none.
 */
function temporalOffset(temporal: TemporalInstants, time: number, zone: string): number | null {
  try {
    return Math.round(temporal.Instant.fromEpochMilliseconds(Math.floor(time)).toZonedDateTimeISO(zone).offsetNanoseconds / 60e9);
  } catch {
    return null; // RangeError: a zone the runtime does not know
  }
}

/** Minutes ahead of UTC in `zone` at `time` (null: a zone the runtime does not know). `temporal`: for the tests. */
export function zoneOffset(time: number, zone: string, temporal: TemporalInstants | null = runtimeTemporal()): number | null {
  if (temporal) return temporalOffset(temporal, time, zone);
  const dtf = zoneFormat(zone);
  if (!dtf) return null;
  const part: Record<string, number> = {};
  for (const { type, value } of dtf.formatToParts(time)) part[type] = Number(value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour! % 24, part.minute!, part.second!);
  return Math.round((wall - (time - (((time % 1000) + 1000) % 1000))) / 60_000);
}

/** The instant in the account's timezone; an unknown zone falls back to UTC rather than throwing. */
function inZone(value: Exclude<DateInput, null | undefined>, zone: string): dayjs.Dayjs | null {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    const date = dayjs(value);
    return date.isValid() ? date : null;
  }
  const instant = dayjs(value);
  if (!instant.isValid()) return null;
  const offset = zoneOffset(instant.valueOf(), zone);
  // dayjs reads an offset of 16 or less as hours: a zero offset is plain UTC.
  return offset ? instant.utcOffset(offset) : instant.utc();
}

function format(value: DateInput, zone: string, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  return inZone(value, zone)?.format(pattern) ?? '';
}

/** Any dayjs pattern in a timezone (a wire format such as the clock-in's `YYYY/MM/DD HH:mm:ss`, shell §7). */
export function formatInZone(value: DateInput, zone: string, pattern: string): string {
  return format(value, zone, pattern);
}

/** "11/21/2026", "21/11/2026" or "2026-11-21", in the account's timezone (workshop spec §2). */
export function formatDate(value: DateInput, preferences: DateTimePreferences): string {
  return format(value, preferences.timezone, preferences.dateFormat);
}

/** "14:05" or "02:05 PM", in the account's timezone. */
export function formatTime(value: DateInput, preferences: DateTimePreferences): string {
  return format(value, preferences.timezone, preferences.timeFormat);
}

/** Date then time, both as the account prefers. */
export function formatDateTime(value: DateInput, preferences: DateTimePreferences): string {
  return format(value, preferences.timezone, `${preferences.dateFormat} ${preferences.timeFormat}`);
}

/** Whether the runtime knows this IANA zone (an account may carry one the browser lacks). */
export function isKnownTimezone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The app's two languages name the days themselves: a first Intl formatter in a language loads its ICU data (~50 ms on a phone's first screen). */
const WEEKDAYS: Record<string, readonly string[]> = {
  fr: ['Dimanche', 'Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};

/** "Samedi" / "Saturday": the day of the week of that instant in the account's timezone. */
export function formatWeekday(value: Date, zone: string, locale: string): string {
  const names = WEEKDAYS[locale.slice(0, 2).toLowerCase()];
  const offset = zoneOffset(value.getTime(), zone) ?? 0;
  if (names) return names[new Date(value.getTime() + offset * 60_000).getUTCDay()]!;
  let text: string;
  try {
    text = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: zone }).format(value);
  } catch {
    text = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(value);
  }
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
