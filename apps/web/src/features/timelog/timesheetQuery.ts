import { addDays, daysBetween, isCalendarDate, weekOf } from './shopClock';

/** The timesheet's state, kept in the URL (?from=&to=&user=&workorder=&review=1&page=). */
export interface TimesheetQuery {
  page: number;
  from: string;
  to: string;
  userUuid: string | null;
  workorderUuid: string | null;
  toReview: boolean;
}

export const TIMESHEET_PAGE_SIZE = 25;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The URL's timesheet: the week of `today` (the shop's) unless a valid period is given; a period
 * the wrong way round is put right; unknown values fall back to their defaults.
 */
export function readTimesheetQuery(params: URLSearchParams, today: string): TimesheetQuery {
  const week = weekOf(today);
  let from = params.get('from') ?? '';
  let to = params.get('to') ?? '';
  if (!isCalendarDate(from) || !isCalendarDate(to)) ({ from, to } = week);
  if (from > to) [from, to] = [to, from];
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const user = params.get('user');
  const workorder = params.get('workorder');
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    from,
    to,
    userUuid: user && UUID.test(user) ? user : null,
    workorderUuid: workorder && UUID.test(workorder) ? workorder : null,
    toReview: params.get('review') === '1',
  };
}

/** The period moved by its own length: a week by weeks, any other range by as many days as it spans. */
export function shiftPeriod(query: Pick<TimesheetQuery, 'from' | 'to'>, weeks: number): { from: string; to: string } {
  const span = daysBetween(query.from, query.to) + 1;
  return { from: addDays(query.from, span * weeks), to: addDays(query.to, span * weeks) };
}
