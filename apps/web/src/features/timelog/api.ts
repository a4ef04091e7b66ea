import type { CreateTimelogBody, Entry, Timelog, TimelogList, UpdateTimelogBody, Worksheet, WorksheetList } from '@atelier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders } from '../../shared/api/apiClient';
import { saveBlobAsFile } from '../../shared/api/saveBlobAsFile';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';
import { useFormMutation } from '../../shared/api/useFormMutation';

/** GET /api/timelog's filters (timelogListQuerySchema); `from`/`to` are shop days, both included. */
export interface TimelogFilters {
  userUuid?: string;
  workorderUuid?: string;
  from?: string;
  to?: string;
  running?: boolean;
  mine?: boolean;
  toReview?: boolean;
}

export interface TimelogListParams extends TimelogFilters {
  page: number;
  pageSize: number;
}

/**
 * Every timelog query starts with ['timelog']: invalidating it refreshes the clock-in strip, the
 * timesheet, the work order's time and any open panel at once (the clock feature shares the prefix).
 */
export const timelogKeys = {
  all: ['timelog'] as const,
  lists: ['timelog', 'list'] as const,
  list: (params: TimelogListParams) => ['timelog', 'list', params] as const,
  /** The panel's work-order picker and the chosen work order's service lines. */
  worksheetOptions: (q: string) => ['timelog', 'worksheetOptions', q] as const,
  worksheet: (uuid: string) => ['timelog', 'worksheet', uuid] as const,
  lines: (uuid: string) => ['timelog', 'lines', uuid] as const,
};

const entryPath = (id: number) => `/timelog/${encodeURIComponent(String(id))}`;

function filterParams(filters: TimelogFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ['userUuid', 'workorderUuid', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  for (const key of ['running', 'mine', 'toReview'] as const) if (filters[key]) search.set(key, 'true');
  return search;
}

/** `/timelog?page=…&pageSize=…&<filters>`. */
export function timelogListPath(params: TimelogListParams): string {
  const search = filterParams(params);
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  return `/timelog?${search.toString()}`;
}

/** `/timelog/export.csv?<filters>`: the same entries as the list, every page (for payroll). */
export function timelogExportPath(filters: TimelogFilters): string {
  const query = filterParams(filters).toString();
  return `/timelog/export.csv${query ? `?${query}` : ''}`;
}

/** GET /api/timelog: one page, newest first, with the totals of every matching entry. */
export function useTimelogList(params: TimelogListParams, enabled = true) {
  return useQuery({
    queryKey: timelogKeys.list(params),
    queryFn: ({ signal }) => apiRequest<TimelogList>(timelogListPath(params), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** After any change: every timelog query (lists, strip, work-order time) is stale. */
function useRefreshTimelog() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: timelogKeys.all });
}

/** POST /api/timelog (without end nor duration: a running clock for the caller). */
export function useCreateTimelog() {
  return useFormMutation((body: CreateTimelogBody) => apiRequest<Timelog>('/timelog', { method: 'POST', body }), useRefreshTimelog());
}

/** PUT /api/timelog/{id}: the whole entry. */
export function useUpdateTimelog() {
  return useFormMutation(({ id, body }: { id: number; body: UpdateTimelogBody }) => apiRequest<Timelog>(entryPath(id), { method: 'PUT', body }), useRefreshTimelog());
}

/** DELETE /api/timelog/{id}; failures are toasts (the confirmation has nowhere else to show them). */
export function useDeleteTimelog() {
  const refresh = useRefreshTimelog();
  return useMutation<{ id: number }, ApiRequestError, number>({
    mutationFn: (id) => apiRequest<{ id: number }>(entryPath(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** POST /api/timelog/{id}/out: the running clock ends now. */
export function useClockOut() {
  const refresh = useRefreshTimelog();
  return useMutation<Timelog, ApiRequestError, number>({
    mutationFn: (id) => apiRequest<Timelog>(`${entryPath(id)}/out`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

/** The file name the server gives in Content-Disposition, else one of the period. */
export function exportFileName(disposition: string | null, filters: TimelogFilters): string {
  const quoted = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (quoted?.[1]) return decodeURIComponent(quoted[1]);
  return `temps-${filters.from ?? ''}_${filters.to ?? ''}.csv`;
}

/**
 * GET /api/timelog/export.csv through the signed-in client (the bearer token, refreshed when
 * stale; a plain link would carry none), saved under the server's file name.
 */
export async function downloadTimelogCsv(filters: TimelogFilters): Promise<void> {
  const { data, headers } = await apiRequestWithHeaders<Blob>(timelogExportPath(filters), { responseType: 'blob' });
  saveBlobAsFile(data, exportFileName(headers.get('Content-Disposition'), filters));
}

/** The panel's work-order picker: the first 20 work orders matching `q` (number, customer), only while it is open. */
export function useWorksheetOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: timelogKeys.worksheetOptions(q),
    queryFn: async ({ signal }): Promise<Worksheet[]> => {
      const search = new URLSearchParams({ page: '1', pageSize: '20' });
      if (q) search.set('q', q);
      return (await apiRequest<WorksheetList>(`/worksheets?${search.toString()}`, { signal })).items;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The chosen work order (its number and customer for the picker's label). */
export function usePickedWorksheet(uuid: string | null) {
  return useQuery({
    queryKey: timelogKeys.worksheet(uuid ?? ''),
    queryFn: ({ signal }) => apiRequest<Worksheet>(`/worksheets/${encodeURIComponent(uuid ?? '')}`, { signal }),
    enabled: !!uuid,
    meta: { silent: true },
    retry: false,
    staleTime: 60_000,
  });
}

/** The work order's service lines (workshop §2: the panel's "service" is one of its SERVICE lines). */
export function useServiceLines(workorderUuid: string | null) {
  return useQuery({
    queryKey: timelogKeys.lines(workorderUuid ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<{ list: Entry[] }>(`/worksheets/${encodeURIComponent(workorderUuid ?? '')}/entries`, { signal }).then((data) =>
        data.list.filter((line) => line.type === 'SERVICE'),
      ),
    enabled: !!workorderUuid,
    // A missing work order shows an empty list; the panel still shows the entry's own line.
    meta: { silent: true },
  });
}
