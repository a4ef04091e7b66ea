import type { Closure, DayHours } from '@atelier/contracts';
import { dayIn, minuteIn, zonedToInstant } from '../timelog/shop-time.js';

/*
 * The widget's availability (workshop §2 "date and time"), pure so it is unit-tested without a
 * database: opening hours ∩ a free bay (and a free technician when the shop names some) − busy
 * appointments − closures, in the shop's time zone, minimum notice and horizon respected. The
 * same function picks the bay and technician of a hold or a booking, on fresh data in its
 * transaction; the exclusion constraints remain the final judge.
 */

export type Busy = { bayId: number | null; technicianId: number | null; start: Date; end: Date };

export type SlotInput = {
  /** The local date `YYYY-MM-DD` in the shop's zone. */
  date: string;
  zone: string;
  /** Monday first, seven entries. */
  hours: DayHours[];
  closures: Closure[];
  slotMinutes: number;
  /** The work's length (sum of the services' minutes). */
  minutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  now: Date;
  /** Active bays in position order: the first free one is picked. */
  bayIds: number[];
  /** Technicians who take appointments; empty = none needed. */
  technicianIds: number[];
  busy: Busy[];
};

export type ComputedSlot = { start: Date; end: Date; time: string; bayId: number; technicianId: number | null };

const MINUTE = 60_000;

/** `YYYY-MM-DD` + n days (calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** ISO weekday index, Monday = 0 … Sunday = 6 (the index into `hours`). */
export function weekdayIndex(date: string): number {
  return (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/** The day's hours, or null when the shop is closed that day (closed weekday or a closure). */
export function openingOf(date: string, hours: DayHours[], closures: Closure[]): DayHours {
  if (closures.some((c) => c.from <= date && date <= c.to)) return null;
  return hours[weekdayIndex(date)] ?? null;
}

/** The first and last bookable local dates: minimum notice and horizon applied. */
export function bookingWindow({ zone, now, minNoticeMinutes, horizonDays }: Pick<SlotInput, 'zone' | 'now' | 'minNoticeMinutes' | 'horizonDays'>) {
  const firstDate = dayIn(new Date(now.getTime() + minNoticeMinutes * MINUTE), zone);
  const lastDate = addDays(dayIn(now, zone), horizonDays);
  return { firstDate, lastDate: lastDate < firstDate ? firstDate : lastDate };
}

const clockMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const pad = (n: number) => String(n).padStart(2, '0');

/** The instant of a wall-clock minute of the day (hours end by 23:59, so never past midnight). */
function at(date: string, minuteOfDay: number, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zonedToInstant({ year, month, day, hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60, second: 0 }, zone);
}

const DAY = 24 * 60 * MINUTE;

/**
 * The day's clock: minute of the day → instant. A day of 24 hours has no offset change, so its
 * clock is its midnight plus the minutes (two time-zone reads a day instead of a few per slot:
 * the availability call computes every grid time). A daylight-saving day (23 or 25 hours) reads
 * each time through the zone; a time it skips does not exist and answers null.
 */
function dayClock(date: string, zone: string): (minuteOfDay: number) => Date | null {
  const midnight = at(date, 0, zone).getTime();
  if (at(addDays(date, 1), 0, zone).getTime() - midnight === DAY) return (minute) => new Date(midnight + minute * MINUTE);
  return (minute) => {
    const instant = at(date, minute, zone);
    return minuteIn(instant, zone).slice(11) === clockOf(minute) ? instant : null;
  };
}

const clockOf = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

const overlaps = (b: Busy, start: Date, end: Date) => b.start < end && start < b.end;

/** The free slots of one day, in time order, each with the bay (and technician) it would take. */
export function computeSlots(input: SlotInput): ComputedSlot[] {
  const { date, zone, slotMinutes, minutes, now, bayIds, technicianIds, busy } = input;
  const hours = openingOf(date, input.hours, input.closures);
  if (!hours || bayIds.length === 0 || minutes <= 0) return [];
  if (date > addDays(dayIn(now, zone), input.horizonDays)) return [];

  const earliest = now.getTime() + input.minNoticeMinutes * MINUTE;
  const clock = dayClock(date, zone);
  const openMinute = clockMinutes(hours.open);
  const closeMinute = clockMinutes(hours.close);
  const instant = (minute: number) => (clock(minute) ?? at(date, minute, zone)).getTime();
  const close = instant(closeMinute);
  const breakStart = hours.breakStart ? instant(clockMinutes(hours.breakStart)) : null;
  const breakEnd = hours.breakEnd ? instant(clockMinutes(hours.breakEnd)) : null;
  // Only the busy entries of this day matter; filtering once keeps the grid loop short.
  const dayStart = new Date(instant(openMinute));
  const dayBusy = busy.filter((b) => b.end > dayStart && b.start.getTime() < close);

  const slots: ComputedSlot[] = [];
  for (let minute = openMinute; minute < closeMinute; minute += slotMinutes) {
    const time = clockOf(minute);
    // A wall time skipped by a spring-forward change (02:30 that night) does not exist: no slot.
    const startDate = clock(minute);
    if (!startDate) continue;
    const start = startDate.getTime();
    if (start < earliest) continue;
    if (breakStart !== null && breakEnd !== null && start >= breakStart && start < breakEnd) continue;
    let end = start + minutes * MINUTE;
    // Work begun before the break resumes after it: the car stays in the bay across the break.
    if (breakStart !== null && breakEnd !== null && start < breakStart && end > breakStart) end += breakEnd - breakStart;
    if (end > close) continue;
    const endDate = new Date(end);
    const bayId = bayIds.find((bay) => !dayBusy.some((b) => b.bayId === bay && overlaps(b, startDate, endDate)));
    if (bayId === undefined) continue;
    let technicianId: number | null = null;
    if (technicianIds.length > 0) {
      const free = technicianIds.find((tech) => !dayBusy.some((b) => b.technicianId === tech && overlaps(b, startDate, endDate)));
      if (free === undefined) continue;
      technicianId = free;
    }
    slots.push({ start: startDate, end: endDate, time, bayId, technicianId });
  }
  return slots;
}
