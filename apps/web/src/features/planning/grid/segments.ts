import { DAY_MINUTES, wallMinutesOn } from './calendarTime';

/**
 * The part of [start, end) a day's column draws, in wall minutes since that day's midnight,
 * clamped to the grid's hours (a card before opening shows at the top edge); null when the
 * appointment does not touch that day.
 */
export function daySegment(start: string, end: string, date: string, zone: string, grid: { start: number; end: number }): { start: number; end: number } | null {
  const from = wallMinutesOn(start, date, zone);
  const to = wallMinutesOn(end, date, zone);
  if (to <= 0 || from >= DAY_MINUTES) return null;
  const top = Math.min(Math.max(from, grid.start), grid.end - 15);
  const bottom = Math.max(Math.min(to, grid.end), top + 15);
  return { start: top, end: bottom };
}

/** A position in the grid as a percentage of its height. */
export function gridPercent(minutes: number, grid: { start: number; end: number }): number {
  return ((minutes - grid.start) / (grid.end - grid.start)) * 100;
}

/** Whether an appointment touches a day (month view, phone list). */
export function touchesDay(start: string, end: string, date: string, zone: string): boolean {
  return wallMinutesOn(end, date, zone) > 0 && wallMinutesOn(start, date, zone) < DAY_MINUTES;
}
