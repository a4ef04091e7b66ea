import { SHOP_TIME_PATTERN } from '@atelier/contracts';
import { completePreferences } from '../accounts/complete-preferences.js';
import { knownTimezone } from '../../shared/known-timezone.js';

/*
 * The shop's clock (workshop §5: clock times are read in the account time zone and stored in
 * UTC). Intl carries the IANA database, so no round trip to PostgreSQL is needed to read a time.
 */

/** The shop's time zone, UTC when the stored one is missing or unknown to this server. */
export function shopTimezone(preferences: unknown): string {
  return knownTimezone(completePreferences(preferences).dateTime.timezone);
}

const partsFormat = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string): Intl.DateTimeFormat {
  let format = partsFormat.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormat.set(zone, format);
  }
  return format;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, zone: string) {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return { year: +parts.year!, month: +parts.month!, day: +parts.day!, hour: +parts.hour!, minute: +parts.minute!, second: +parts.second! };
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(ms: number, zone: string): number {
  const w = wallClock(new Date(ms), zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

type WallTime = { year: number; month: number; day: number; hour: number; minute: number; second: number };

/**
 * A wall-clock time of the zone → the instant. A time seen twice (the fall-back hour) is the first
 * one; a time skipped by the spring-forward change (02:30 that night) is read with the offset before
 * the change, so it lands an hour later on the clock (03:30), as a wall clock would.
 */
export function zonedToInstant(fields: WallTime, zone: string): Date {
  const asUtc = Date.UTC(fields.year, fields.month - 1, fields.day, fields.hour, fields.minute, fields.second);
  const before = asUtc - offsetAt(asUtc - 86_400_000, zone);
  const after = asUtc - offsetAt(asUtc + 86_400_000, zone);
  const reads = (ms: number) => {
    const w = wallClock(new Date(ms), zone);
    return w.day === fields.day && w.hour === fields.hour && w.minute === fields.minute;
  };
  const found = [before, after].filter(reads).sort((x, y) => x - y)[0];
  return new Date(found ?? before);
}

/**
 * A time of a request body: ISO with its offset as is, `YYYY/MM/DD HH:mm[:ss]` in the shop's zone.
 * Null for a time that does not exist on the calendar (2026/02/30, 24:00).
 */
export function readShopTime(value: string, zone: string): Date | null {
  if (!SHOP_TIME_PATTERN.test(value)) {
    const instant = new Date(value);
    return Number.isNaN(instant.getTime()) ? null : instant;
  }
  const [date, time] = value.split(' ') as [string, string];
  const [year, month, day] = date.split('/').map(Number) as [number, number, number];
  const [hour, minute, second = 0] = time.split(':').map(Number) as [number, number, number?];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  if (calendar.getUTCMonth() !== month - 1 || calendar.getUTCDate() !== day || year < 1900 || hour > 23 || minute > 59 || second > 59) return null;
  return zonedToInstant({ year, month, day, hour, minute, second }, zone);
}

/** `YYYY-MM-DD`: the day of an instant in the zone (an entry at 23:30 local belongs to that day). */
export function dayIn(instant: Date, zone: string): string {
  const w = wallClock(instant, zone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** `YYYY-MM-DD HH:mm` in the zone (the CSV export). */
export function minuteIn(instant: Date, zone: string): string {
  const w = wallClock(instant, zone);
  return `${dayIn(instant, zone)} ${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}
