import { isReportDate } from '@atelier/contracts/reports';
import { presetOfPeriod, type PeriodChoices } from './periodChoices';

/** Days YYYY-MM-DD in the shop's time zone, both included (GET /api/reports/technicians?from&to). */
export type Period = { from: string; to: string };
export type PeriodPreset = 'week' | 'month' | 'previousMonth';
export const PERIOD_PRESETS: readonly PeriodPreset[] = ['week', 'month', 'previousMonth'];

/** The API refuses a longer range (productivityQuerySchema). */
export const PERIOD_MAX_DAYS = 366;

const DAY = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * Today in the shop's time zone (not the browser's: a manager abroad still reads the shop's
 * days), as YYYY-MM-DD; a zone the runtime does not know falls back to UTC.
 */
export function shopToday(zone: string, now: Date = new Date()): string {
  const parts = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  let found: Intl.DateTimeFormatPart[];
  try {
    found = parts(zone);
  } catch {
    found = parts('UTC');
  }
  const get = (type: string) => found.find((part) => part.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * A preset's days around `today`: the week runs Monday to Sunday (ISO 8601, the week of French
 * and Canadian-French calendars), the month from its 1st to its last day, the previous month whole.
 */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const time = parse(today);
  const date = new Date(time);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth();
  switch (preset) {
    case 'week': {
      const sinceMonday = (date.getUTCDay() + 6) % 7;
      return { from: iso(time - sinceMonday * DAY), to: iso(time + (6 - sinceMonday) * DAY) };
    }
    case 'month':
      return { from: iso(Date.UTC(year, month, 1)), to: iso(Date.UTC(year, month + 1, 0)) };
    case 'previousMonth':
      return { from: iso(Date.UTC(year, month - 1, 1)), to: iso(Date.UTC(year, month, 0)) };
  }
}

/** Which preset these days are (for the segmented control), or 'custom'. */
export function presetOf(period: Period, today: string): PeriodPreset | 'custom' {
  return presetOfPeriod(PRODUCTIVITY_CHOICES, period, today);
}

/** Why a custom range cannot be asked for, or null: real days, in order, at most a year apart. */
export function periodProblem({ from, to }: { from: string; to: string }): 'from' | 'to' | 'order' | 'length' | null {
  if (!isReportDate(from)) return 'from';
  if (!isReportDate(to)) return 'to';
  if (from > to) return 'order';
  if ((parse(to) - parse(from)) / DAY > PERIOD_MAX_DAYS) return 'length';
  return null;
}

/** ?from=&to= of the page's address, when both are a valid range; else null (the default applies). */
export function periodFromParams(params: URLSearchParams): Period | null {
  const from = params.get('from')?.trim() ?? '';
  const to = params.get('to')?.trim() ?? '';
  return periodProblem({ from, to }) ? null : { from, to };
}

/** The productivity report's period picker: a week, this month, the previous month, at most a year. */
export const PRODUCTIVITY_CHOICES: PeriodChoices<PeriodPreset> = {
  presets: PERIOD_PRESETS,
  periodOf: presetPeriod,
  problemOf: periodProblem,
  texts: 'reports.technicians',
};
