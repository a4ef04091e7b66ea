import { zoneOffset } from '../../shared/format/dateTime';

/*
 * The shop's clock (workshop §5): clock times are typed and shown in the account's time zone and
 * travel as ISO UTC. A day is 'YYYY-MM-DD', a time of day 'HH:mm', both on the shop's wall clock.
 */

/** A moment as the shop's wall clock reads it. */
export interface ShopWallTime {
  date: string;
  time: string;
}

const DAY_MS = 86_400_000;
const pad = (value: number) => String(value).padStart(2, '0');
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

// An unknown zone reads as UTC rather than throwing (an account may carry a zone the browser lacks).
const offsetMs = (ms: number, zone: string) => (zoneOffset(ms, zone) ?? 0) * 60_000;

/** The shop's wall clock at an instant (null for an invalid instant). */
export function toShopWall(instant: Date | number | string, zone: string): ShopWallTime | null {
  const ms = typeof instant === 'number' ? instant : new Date(instant).getTime();
  if (Number.isNaN(ms)) return null;
  const wall = new Date(ms + offsetMs(ms, zone));
  return {
    date: `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}`,
    time: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
  };
}

/** Whether 'YYYY-MM-DD' is a day of the calendar (not 2026-02-30). */
export function isCalendarDate(date: string): boolean {
  const match = DATE.exec(date);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const calendar = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && calendar.getUTCMonth() === month - 1 && calendar.getUTCDate() === day;
}

/**
 * The instant (ms) of a day and time of the shop's wall clock; null when either is not a real one.
 * A time seen twice (the fall-back hour) is the first; a time skipped by the spring-forward change
 * (02:30 that night) reads with the offset before the change, landing at 03:30, as the server does.
 */
export function fromShopWall(date: string, time: string, zone: string): number | null {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock || !isCalendarDate(date)) return null;
  const [hour, minute] = [Number(clock[1]), Number(clock[2])];
  if (hour > 23 || minute > 59) return null;
  const asUtc = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]), hour, minute);
  const before = asUtc - offsetMs(asUtc - DAY_MS, zone);
  const after = asUtc - offsetMs(asUtc + DAY_MS, zone);
  const reads = (ms: number) => {
    const wall = toShopWall(ms, zone);
    return wall?.date === date && wall.time === time;
  };
  return [before, after].filter(reads).sort((a, b) => a - b)[0] ?? before;
}

/** Now, on the shop's wall clock. */
export function shopNow(zone: string, now: number = Date.now()): ShopWallTime {
  return toShopWall(now, zone) as ShopWallTime;
}

/** Today in the shop (the default date of a new entry, workshop §4). */
export function shopToday(zone: string, now: number = Date.now()): string {
  return shopNow(zone, now).date;
}

/** 'YYYY-MM-DD' moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return `${moved.getUTCFullYear()}-${pad(moved.getUTCMonth() + 1)}-${pad(moved.getUTCDate())}`;
}

/** Whole calendar days from `from` to `to` (both 'YYYY-MM-DD'). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The week (Monday to Sunday, as payroll counts it) holding a day. */
export function weekOf(date: string): { from: string; to: string } {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const from = addDays(date, -((weekday + 6) % 7));
  return { from, to: addDays(from, 6) };
}
