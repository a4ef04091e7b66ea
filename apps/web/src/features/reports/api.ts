import type { StatusGroup } from '@atelier/contracts/statuses';
import type { ReportList } from '@atelier/contracts/reports';
import type { TaxesReport } from '@atelier/contracts/invoices';
import type { ProductivityReport } from '@atelier/contracts/timelog';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import type { Period } from './productivityPeriod';
import { reportQuery, type ReportRange } from './reportStatusParam';

/** Rows per request: the list's largest page. */
export const REPORT_PAGE_SIZE = 100;

export const reportKeys = {
  all: ['reports'] as const,
  group: (group: StatusGroup, range: ReportRange) => ['reports', 'group', group, range.from, range.to] as const,
  totals: (groups: readonly StatusGroup[], range: ReportRange) => ['reports', 'totals', groups.join(','), range.from, range.to] as const,
  technicians: (period: Period) => ['reports', 'technicians', period.from, period.to] as const,
  taxes: (period: Period) => ['reports', 'taxes', period.from, period.to] as const,
};

/** GET /api/reports/worksheets?status={group}&from=&to=: one group's work orders with their totals, newest first, a page at a time. */
export function useReportGroup(group: StatusGroup, range: ReportRange) {
  return useInfiniteQuery({
    queryKey: reportKeys.group(group, range),
    queryFn: ({ pageParam, signal }) => apiRequest<ReportList>(`/reports/worksheets?${reportQuery([group], range, pageParam, REPORT_PAGE_SIZE)}`, { signal }),
    initialPageParam: 1,
    // A capped total is a floor: a full page means there may be more.
    getNextPageParam: (last) => (last.page * last.pageSize < last.total || (last.totalCapped && last.list.length === last.pageSize) ? last.page + 1 : undefined),
  });
}

/** The totals of every shown group together, as the API sums them (one row asked for: only the totals are read). */
export function useReportTotals(groups: readonly StatusGroup[], range: ReportRange) {
  return useQuery({
    queryKey: reportKeys.totals(groups, range),
    queryFn: async ({ signal }) => {
      const { totals, currency } = await apiRequest<ReportList>(`/reports/worksheets?${reportQuery(groups, range, 1, 1)}`, { signal });
      return { totals, currency };
    },
  });
}

/** GET /api/reports/technicians?from&to: hours clocked and sold per technician (issue 13); the last period stays shown while the next loads. */
export function useTechniciansReport(period: Period) {
  return useQuery({
    queryKey: reportKeys.technicians(period),
    queryFn: ({ signal }) => apiRequest<ProductivityReport>(`/reports/technicians?${new URLSearchParams(period).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/reports/taxes?from&to (invoices:finalize): sales and each tax collected per month, net of credit notes; the last period stays shown while the next loads. */
export function useTaxesReport(period: Period) {
  return useQuery({
    queryKey: reportKeys.taxes(period),
    queryFn: ({ signal }) => apiRequest<TaxesReport>(`/reports/taxes?${new URLSearchParams(period).toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
