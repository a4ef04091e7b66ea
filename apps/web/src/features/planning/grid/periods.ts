import { addDays, instantAt, mondayOf } from './calendarTime';

export type PlanningView = 'day' | 'week' | 'month';
export const PLANNING_VIEWS: readonly PlanningView[] = ['day', 'week', 'month'];

/** The days a view shows around `anchor` (shop days, `to` excluded). A month shows its whole weeks, Monday first. */
export function periodDays(view: PlanningView, anchor: string): { from: string; to: string } {
  if (view === 'day') return { from: anchor, to: addDays(anchor, 1) };
  if (view === 'week') {
    const from = mondayOf(anchor);
    return { from, to: addDays(from, 7) };
  }
  const first = `${anchor.slice(0, 7)}-01`;
  const from = mondayOf(first);
  const nextMonth = `${addDays(first, 31).slice(0, 7)}-01`;
  const lastMonday = mondayOf(addDays(nextMonth, -1));
  return { from, to: addDays(lastMonday, 7) };
}

/** GET /api/events?from&to of a view: the shop's midnights as ISO UTC. */
export function periodRange(view: PlanningView, anchor: string, zone: string): { from: string; to: string } {
  const days = periodDays(view, anchor);
  return { from: new Date(instantAt(days.from, 0, zone)).toISOString(), to: new Date(instantAt(days.to, 0, zone)).toISOString() };
}

/** The anchor one period before (-1) or after (+1). A month keeps the day when it exists, else the month's last. */
export function shiftAnchor(view: PlanningView, anchor: string, step: -1 | 1): string {
  if (view === 'day') return addDays(anchor, step);
  if (view === 'week') return addDays(anchor, 7 * step);
  const [year, month, day] = anchor.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + step, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Every day from `from` to `to` (excluded). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  return days;
}

const asDate = (date: string) => new Date(`${date}T12:00:00Z`);
const fmt = (locale: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });

/** A day in words: 'lundi 23 novembre 2026' / 'Monday, November 23, 2026'. */
export function longDay(date: string, locale: string): string {
  return fmt(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(asDate(date));
}

/** '23 nov. 2026' / 'Nov 23, 2026'. */
export function shortDay(date: string, locale: string): string {
  return fmt(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(asDate(date));
}

/** 'novembre 2026' / 'November 2026'. */
export function monthTitle(date: string, locale: string): string {
  const text = fmt(locale, { month: 'long', year: 'numeric' }).format(asDate(date));
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** A column's head: weekday and day ('lun. 23' / 'Mon 23'). */
export function columnDay(date: string, locale: string): { weekday: string; day: string } {
  return { weekday: fmt(locale, { weekday: 'short' }).format(asDate(date)), day: String(Number(date.slice(8))) };
}

/** A day, short ('mar. 24 nov.' / 'Tue, Nov 24'): the phone's title. */
export function compactDay(date: string, locale: string): string {
  return fmt(locale, { weekday: 'short', day: 'numeric', month: 'short' }).format(asDate(date));
}
