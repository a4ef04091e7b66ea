import { zoneOffset } from '../../../shared/format/dateTime';

/*
 * The calendar reads every instant on the shop's wall clock (booking settings' time zone), never
 * the browser's: a day is 'YYYY-MM-DD', a time of day the minutes since that day's midnight.
 */

const DAY_MS = 86_400_000;
export const DAY_MINUTES = 1440;
const pad = (value: number) => String(value).padStart(2, '0');

// An unknown zone reads as UTC rather than throwing (an account may carry a zone the browser lacks).
const offsetMs = (ms: number, zone: string) => (zoneOffset(ms, zone) ?? 0) * 60_000;

/** 'YYYY-MM-DD' of a UTC-midnight timestamp. */
function dateOfUtc(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

const utcMidnight = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** 'YYYY-MM-DD' moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return dateOfUtc(utcMidnight(date) + days * DAY_MS);
}

/** Whole calendar days from `from` to `to`. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** 0 = Monday … 6 = Sunday (the order of the booking settings' hours). */
export function weekdayIndex(date: string): number {
  return (new Date(utcMidnight(date)).getUTCDay() + 6) % 7;
}

/** The Monday of the week holding `date`. */
export function mondayOf(date: string): string {
  return addDays(date, -weekdayIndex(date));
}

/** The shop's wall clock at an instant: its day and the minutes since that day's midnight. */
export function wallOf(instant: number | string, zone: string): { date: string; minutes: number } {
  const ms = typeof instant === 'number' ? instant : Date.parse(instant);
  const wall = ms + offsetMs(ms, zone);
  const midnight = Math.floor(wall / DAY_MS) * DAY_MS;
  return { date: dateOfUtc(midnight), minutes: Math.round((wall - midnight) / 60_000) };
}

/**
 * Minutes from `date`'s midnight to `instant` on the shop's wall clock: 600 for 10:00 that day,
 * negative the day before, past 1440 the day after. On a daylight-saving day the grid is the wall
 * clock's, as a shop reads its hours.
 */
export function wallMinutesOn(instant: number | string, date: string, zone: string): number {
  const wall = wallOf(instant, zone);
  return daysBetween(date, wall.date) * DAY_MINUTES + wall.minutes;
}

/**
 * The instant (ms) of `minutes` after `date`'s midnight on the shop's wall clock (minutes may run
 * past 1440 into the next days). A time seen twice (fall-back hour) is the first; a time the
 * spring-forward change skips reads with the offset before the change.
 */
export function instantAt(date: string, minutes: number, zone: string): number {
  const asUtc = utcMidnight(date) + minutes * 60_000;
  const before = asUtc - offsetMs(asUtc - DAY_MS, zone);
  const after = asUtc - offsetMs(asUtc + DAY_MS, zone);
  const target = wallMinutesOn(asUtc, date, 'UTC');
  const reads = (ms: number) => wallMinutesOn(ms, date, zone) === target;
  return [before, after].filter(reads).sort((a, b) => a - b)[0] ?? before;
}

/** 'HH:mm' → minutes since midnight. */
export function clockMinutes(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** Minutes since midnight → 'HH:mm'. */
export function clockText(minutes: number): string {
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** Today on the shop's wall clock. */
export function shopToday(zone: string, now: number = Date.now()): string {
  return wallOf(now, zone).date;
}
