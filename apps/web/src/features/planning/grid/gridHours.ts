import type { DayHours } from '@atelier/contracts/booking-constants';
import type { Closure } from '@atelier/contracts/planning';
import { clockMinutes, weekdayIndex } from './calendarTime';

/** The hours the day and week grids show when the shop has none set. */
export const DEFAULT_GRID = { start: 7 * 60, end: 19 * 60 } as const;

/**
 * The grid's rows: from the earliest opening to the latest closing of the week, whole hours
 * (07:00–19:00 when no day is open).
 */
export function gridRange(hours: readonly DayHours[] | undefined): { start: number; end: number } {
  const open = (hours ?? []).filter((day): day is NonNullable<DayHours> => !!day);
  if (open.length === 0) return { ...DEFAULT_GRID };
  const start = Math.min(...open.map((day) => clockMinutes(day.open)));
  const end = Math.max(...open.map((day) => clockMinutes(day.close)));
  return { start: Math.floor(start / 60) * 60, end: Math.min(24 * 60, Math.ceil(end / 60) * 60) };
}

/** A greyed band of a day column, in minutes since midnight. `break` is the lighter lunch break. */
export interface ClosedBand {
  start: number;
  end: number;
  kind: 'closed' | 'break';
}

/** The closure or holiday covering a day, if any. */
export function closureOn(date: string, closures: readonly Pick<Closure, 'from' | 'to' | 'label'>[] | undefined) {
  return (closures ?? []).find((closure) => closure.from <= date && date <= closure.to) ?? null;
}

/** What to grey on a day's column within the grid: outside opening hours, the whole day when closed or a holiday, and the lunch break. */
export function closedBands(
  date: string,
  hours: readonly DayHours[] | undefined,
  closures: readonly Pick<Closure, 'from' | 'to' | 'label'>[] | undefined,
  grid: { start: number; end: number },
): ClosedBand[] {
  const day = hours?.[weekdayIndex(date)] ?? null;
  if (!hours) return [];
  if (!day || closureOn(date, closures)) return [{ start: grid.start, end: grid.end, kind: 'closed' }];
  const bands: ClosedBand[] = [];
  const open = clockMinutes(day.open);
  const close = clockMinutes(day.close);
  if (open > grid.start) bands.push({ start: grid.start, end: open, kind: 'closed' });
  if (day.breakStart && day.breakEnd) bands.push({ start: clockMinutes(day.breakStart), end: clockMinutes(day.breakEnd), kind: 'break' });
  if (close < grid.end) bands.push({ start: close, end: grid.end, kind: 'closed' });
  return bands;
}
