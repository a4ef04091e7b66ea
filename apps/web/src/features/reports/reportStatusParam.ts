import type { StatusGroup } from '@atelier/contracts/statuses';
import { isReportDate } from '@atelier/contracts/reports';

/** The report's filter, in board order (workshop §2 "Report"). */
export const REPORT_GROUPS: readonly StatusGroup[] = ['TODO', 'IN_PROGRESS', 'DONE'];

/** ?status=TODO,DONE → the ticked groups, in board order; unknown words and repeats are dropped. */
export function parseStatusParam(value: string | null): StatusGroup[] {
  const asked = new Set((value ?? '').split(',').map((word) => word.trim().toUpperCase()));
  return REPORT_GROUPS.filter((group) => asked.has(group));
}

/** The ticked groups → the ?status= value (comma-separated, board order), or null for none. */
export function writeStatusParam(groups: readonly StatusGroup[]): string | null {
  const ticked = REPORT_GROUPS.filter((group) => groups.includes(group));
  return ticked.length > 0 ? ticked.join(',') : null;
}

/** The report's date range: creation days (YYYY-MM-DD, both included, in the shop's time zone). */
export type ReportRange = { from: string | null; to: string | null };

/** ?from=&to= → the range the API accepts: a wrong day is dropped, a reversed pair is swapped. */
export function parseRangeParams(params: URLSearchParams): ReportRange {
  const read = (key: 'from' | 'to') => {
    const value = params.get(key)?.trim() ?? '';
    return isReportDate(value) ? value : null;
  };
  const from = read('from');
  const to = read('to');
  return from && to && from > to ? { from: to, to: from } : { from, to };
}

/** Why a range typed in the form cannot be applied, or null when it can (empty ends are open). */
export function rangeProblem({ from, to }: ReportRange): 'from' | 'to' | 'order' | null {
  if (from && !isReportDate(from)) return 'from';
  if (to && !isReportDate(to)) return 'to';
  if (from && to && from > to) return 'order';
  return null;
}

/** The query string of one request of the report: its groups, its range, its page. */
export function reportQuery(groups: readonly StatusGroup[], range: ReportRange, page: number, pageSize: number): string {
  const params = new URLSearchParams();
  const status = writeStatusParam(groups);
  if (status) params.set('status', status);
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return params.toString().replace(/%2C/g, ',');
}
