import type { StatusGroup } from '@atelier/contracts/statuses';
import type { ReportList } from '@atelier/contracts/reports';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';

/** Rows per request: the list's largest page. */
export const REPORT_PAGE_SIZE = 100;

export const reportKeys = {
  all: ['reports'] as const,
  group: (group: StatusGroup) => ['reports', group] as const,
};

/** GET /api/reports/worksheets?status={group}: one group's work orders with their totals, newest first, a page at a time. */
export function useReportGroup(group: StatusGroup) {
  return useInfiniteQuery({
    queryKey: reportKeys.group(group),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ReportList>(`/reports/worksheets?status=${group}&page=${pageParam}&pageSize=${REPORT_PAGE_SIZE}`, { signal }),
    initialPageParam: 1,
    // A capped total is a floor: a full page means there may be more.
    getNextPageParam: (last) => (last.page * last.pageSize < last.total || (last.totalCapped && last.list.length === last.pageSize) ? last.page + 1 : undefined),
  });
}
