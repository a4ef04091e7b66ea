import type { StatusGroup } from '@atelier/contracts';
import { STATUS_GROUPS } from '../statusGroups';
import { useMemo } from 'react';
import { useListFilters } from '../../../shared/lists/useListFilters';
import { readListQuery, useListParams, type ListQuery } from '../../../shared/lists/useListParams';
import type { WorksheetListParams } from '../api';

export const WORKSHEETS_PAGE_SIZE = 25;
// GET /api/worksheets has one order (newest first): no sort in the URL.
const SORTS = ['createdAt'] as const;

export interface WorksheetFilters {
  group: StatusGroup | null;
  statusId: number | null;
  technicianUuid: string | null;
  customerUuid: string | null;
}

const FILTER_PARAMS = { group: 'status', statusId: 'statusId', technicianUuid: 'technician', customerUuid: 'customer' } as const;

/** Reads the filters from the URL, ignoring what is not a known group or a positive id. */
export function readFilters(params: URLSearchParams): WorksheetFilters {
  const group = params.get(FILTER_PARAMS.group)?.toUpperCase();
  const statusId = Number.parseInt(params.get(FILTER_PARAMS.statusId) ?? '', 10);
  return {
    group: STATUS_GROUPS.includes(group as StatusGroup) ? (group as StatusGroup) : null,
    statusId: Number.isFinite(statusId) && statusId > 0 ? statusId : null,
    technicianUuid: params.get(FILTER_PARAMS.technicianUuid) || null,
    customerUuid: params.get(FILTER_PARAMS.customerUuid) || null,
  };
}

/** The list's request for a page, search and filters. */
function apiParamsOf(query: ListQuery<(typeof SORTS)[number]>, filters: WorksheetFilters): WorksheetListParams {
  return {
    page: query.page,
    pageSize: query.pageSize,
    q: query.q,
    status: filters.group ?? undefined,
    statusId: filters.statusId ?? undefined,
    technicianUuid: filters.technicianUuid ?? undefined,
    customerUuid: filters.customerUuid ?? undefined,
  };
}

/** The list's request for an address's search parameters (the page's prefetch, before React). */
export const worksheetListParamsOf = (search: URLSearchParams): WorksheetListParams =>
  apiParamsOf(readListQuery(search, SORTS, 'createdAt', WORKSHEETS_PAGE_SIZE), readFilters(search));

/** The work-order list's page, search and filters, kept in the URL (?status=TODO&technician=…). */
export function useWorksheetListParams() {
  const { query, update, changePage } = useListParams(SORTS, 'createdAt', WORKSHEETS_PAGE_SIZE);
  const { filters, setFilters } = useListFilters<WorksheetFilters>(readFilters, FILTER_PARAMS);
  const apiParams = useMemo(() => apiParamsOf(query, filters), [query, filters]);
  return { query, update, changePage, filters, setFilters, apiParams };
}
