import type { CatalogItem, CatalogList, CreateWorksheetBody, Customer, Entry, Worksheet, WorksheetBody, WorksheetList, WorksheetTotals } from '@atelier/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagePrefetch } from '../../shared/manifest/FeatureManifest';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';
import { runningClocksQuery } from '../clock';
import { customersKeys } from '../customers';
import { invoicesKeys } from '../invoices';
import { statusesQuery } from '../statuses';
import { prefetchMech, vehiclesKeys } from '../vehicles';
import { techniciansQuery } from '../../shared/users/technicians';
import type { CreateLineBody, UpdateLineBody } from './lineFormValues';

export interface WorksheetListParams {
  page: number;
  pageSize: number;
  q?: string;
  /** Status groups, comma-separated as the API takes them (?status=TODO,DONE). */
  status?: string;
  statusId?: number;
  technicianUuid?: string;
  customerUuid?: string;
}

export const worksheetsKeys = {
  all: ['worksheets'] as const,
  lists: ['worksheets', 'list'] as const,
  list: (params: WorksheetListParams) => ['worksheets', 'list', params] as const,
  detail: (uuid: string) => ['worksheets', 'detail', uuid] as const,
  entries: (uuid: string) => ['worksheets', 'entries', uuid] as const,
  totals: (uuid: string) => ['worksheets', 'totals', uuid] as const,
  catalog: (q: string) => ['worksheets', 'catalog', q] as const,
};

const worksheetPath = (uuid: string) => `/worksheets/${encodeURIComponent(uuid)}`;

export function worksheetListPath(params: WorksheetListParams): string {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.q) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  if (params.statusId) search.set('statusId', String(params.statusId));
  if (params.technicianUuid) search.set('technicianUuid', params.technicianUuid);
  if (params.customerUuid) search.set('customerUuid', params.customerUuid);
  return `/worksheets?${search.toString()}`;
}

/** GET /api/worksheets: newest first, one page; the previous page stays shown while the next loads. */
export const worksheetListQuery = (params: WorksheetListParams) =>
  queryOptions({
    queryKey: worksheetsKeys.list(params),
    queryFn: ({ signal }) => apiRequest<WorksheetList>(worksheetListPath(params), { signal }),
  });

export function useWorksheetList(params: WorksheetListParams, enabled = true) {
  return useQuery({ ...worksheetListQuery(params), placeholderData: keepPreviousData, enabled });
}

const worksheetQuery = (uuid: string) =>
  queryOptions({
    queryKey: worksheetsKeys.detail(uuid),
    queryFn: ({ signal }) => apiRequest<Worksheet>(worksheetPath(uuid), { signal }),
    // A missing work order is shown by the page itself.
    meta: { silent: true },
    retry: false,
  });

const entriesQuery = (uuid: string) =>
  queryOptions({
    queryKey: worksheetsKeys.entries(uuid),
    queryFn: ({ signal }) => apiRequest<{ list: Entry[] }>(`${worksheetPath(uuid)}/entries`, { signal }).then((data) => data.list),
  });

const totalsQuery = (uuid: string) =>
  queryOptions({
    queryKey: worksheetsKeys.totals(uuid),
    queryFn: ({ signal }) => apiRequest<WorksheetTotals>(`${worksheetPath(uuid)}/totals`, { signal }),
  });

export function useWorksheet(uuid: string) {
  return useQuery(worksheetQuery(uuid));
}

export function useWorksheetEntries(uuid: string) {
  return useQuery(entriesQuery(uuid));
}

export function useWorksheetTotals(uuid: string) {
  return useQuery({ ...totalsQuery(uuid), placeholderData: keepPreviousData });
}

/**
 * The work order page's own requests, sent with the page's code: the work order, its lines, its
 * totals, and what the lines are drawn with (the line statuses, the caller's running clocks; the
 * route's permission is the clocks' too). The page waits for all of them before it draws: the last
 * two, asked for by the shell once it rendered, were a round trip later. The header's pickers (the
 * statuses, the technicians) and the vehicle (its backlog) too, so that the page, once drawn, does
 * not start them and draw again as each answers.
 */
export const prefetchWorksheet: PagePrefetch = ({ uuid = '' }, client) => {
  void client.fetchQuery(worksheetQuery(uuid)).then(
    (worksheet) => worksheet.mech && prefetchMech({ uuid: worksheet.mech.uuid }, client),
    // A missing work order is the page's to show.
    () => undefined,
  );
  void client.prefetchQuery(entriesQuery(uuid));
  void client.prefetchQuery(totalsQuery(uuid));
  void client.prefetchQuery(statusesQuery('entry'));
  void client.prefetchQuery(runningClocksQuery);
  void client.prefetchQuery(statusesQuery('worksheet'));
  void client.prefetchQuery(techniciansQuery);
};

/** The line picker: services and products matching `q` (GET /api/services and /api/products), services first. */
/** The catalogue's answer for one search text: the picker only offers the results of the text in its box. */
export interface CatalogSearchAnswer {
  q: string;
  items: CatalogItem[];
}

export function useCatalogOptions(q: string, enabled: boolean) {
  return useQuery<CatalogSearchAnswer>({
    queryKey: worksheetsKeys.catalog(q),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ page: '1', pageSize: '20', sort: 'name', order: 'asc' });
      if (q) params.set('q', q);
      const [services, products] = await Promise.all([
        apiRequest<CatalogList>(`/services?${params.toString()}`, { signal }),
        apiRequest<CatalogList>(`/products?${params.toString()}`, { signal }),
      ]);
      return { q, items: [...services.list, ...products.list] };
    },
    enabled,
    placeholderData: keepPreviousData,
  });
}

// Forms show their own errors: no extra toast from the global handler.
const silent = { silent: true };

export function useCreateWorksheet() {
  const client = useQueryClient();
  return useMutation<Worksheet, ApiRequestError, CreateWorksheetBody>({
    mutationFn: (body) => apiRequest<Worksheet>('/worksheets', { method: 'POST', body }),
    onSuccess: (worksheet, body) => {
      client.setQueryData(worksheetsKeys.detail(worksheet.uuid), worksheet);
      // A new work order without the backlog has no line: its page shows at once, with the
      // catalogue box focused, rather than after a round trip (the first keys typed were lost).
      if (!body.pullBacklog) client.setQueryData(worksheetsKeys.entries(worksheet.uuid), []);
      void client.invalidateQueries({ queryKey: worksheetsKeys.lists });
      // Pulled backlog tasks left the vehicle.
      void client.invalidateQueries({ queryKey: vehiclesKeys.all });
    },
    meta: silent,
  });
}

/** PUT /api/worksheets/{uuid} with the whole work order; failures are toasts (the header saves at once). */
export function useUpdateWorksheet(uuid: string) {
  const client = useQueryClient();
  return useMutation<Worksheet, ApiRequestError, WorksheetBody>({
    mutationFn: (body) => apiRequest<Worksheet>(worksheetPath(uuid), { method: 'PUT', body }),
    onSuccess: (worksheet) => {
      client.setQueryData(worksheetsKeys.detail(uuid), worksheet);
      void client.invalidateQueries({ queryKey: worksheetsKeys.lists });
    },
  });
}

export function useDeleteWorksheet() {
  const client = useQueryClient();
  return useMutation<{ uuid: string }, ApiRequestError, string>({
    mutationFn: (uuid) => apiRequest<{ uuid: string }>(worksheetPath(uuid), { method: 'DELETE' }),
    onSuccess: ({ uuid }) => {
      client.removeQueries({ queryKey: worksheetsKeys.detail(uuid) });
      void client.invalidateQueries({ queryKey: worksheetsKeys.lists });
    },
  });
}

/**
 * Whose lines an editor edits: a work order's, or (issue 14) a draft invoice's. Lines are entries
 * either way (POST /api/entries with `worksheetUuid` or `invoiceUuid`, workshop §7).
 */
export type LineTarget = { worksheetUuid: string } | { invoiceUuid: string };

/** After a line changed: the lines and the totals are asked again (a draft invoice carries both). */
function useRefreshLines(target: LineTarget) {
  const client = useQueryClient();
  return () => {
    if ('invoiceUuid' in target) {
      void client.invalidateQueries({ queryKey: invoicesKeys.detail(target.invoiceUuid) });
      void client.invalidateQueries({ queryKey: invoicesKeys.lists });
      return;
    }
    void client.invalidateQueries({ queryKey: worksheetsKeys.entries(target.worksheetUuid) });
    void client.invalidateQueries({ queryKey: worksheetsKeys.totals(target.worksheetUuid) });
  };
}

export function usePullBacklog(uuid: string) {
  const client = useQueryClient();
  const refresh = useRefreshLines({ worksheetUuid: uuid });
  return useMutation<Entry[], ApiRequestError, void>({
    mutationFn: () => apiRequest<{ list: Entry[] }>(`${worksheetPath(uuid)}/backlog`, { method: 'POST' }).then((data) => data.list),
    onSuccess: () => {
      refresh();
      void client.invalidateQueries({ queryKey: vehiclesKeys.all });
    },
  });
}

/** POST /api/entries: the free line's form shows a title error on its name field (silent), the rest are toasts. */
export function useCreateLine(target: LineTarget) {
  const refresh = useRefreshLines(target);
  return useMutation<Entry, ApiRequestError, CreateLineBody>({
    mutationFn: (body) => apiRequest<Entry>('/entries', { method: 'POST', body: { ...body, ...target } }),
    onSuccess: refresh,
    meta: silent,
  });
}

/** PATCH /api/entries/{id}: the row shows a title error on its name field (silent), the rest are toasts. */
export function useUpdateLine(target: LineTarget) {
  const refresh = useRefreshLines(target);
  return useMutation<Entry, ApiRequestError, { id: number; body: UpdateLineBody }>({
    mutationFn: ({ id, body }) => apiRequest<Entry>(`/entries/${id}`, { method: 'PATCH', body }),
    onSuccess: refresh,
    meta: silent,
  });
}

export function useDisconnectLine(target: LineTarget) {
  const refresh = useRefreshLines(target);
  return useMutation<Entry, ApiRequestError, number>({
    mutationFn: (id) => apiRequest<Entry>(`/entries/${id}/disconnect`, { method: 'PATCH' }),
    onSuccess: refresh,
  });
}

export function useRemoveLinePrice(target: LineTarget) {
  const refresh = useRefreshLines(target);
  return useMutation<Entry, ApiRequestError, number>({
    mutationFn: (id) => apiRequest<Entry>(`/entries/${id}/price`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useDeleteLine(target: LineTarget) {
  const refresh = useRefreshLines(target);
  return useMutation<{ id: number }, ApiRequestError, number>({
    mutationFn: (id) => apiRequest<{ id: number }>(`/entries/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

/** The customer a filter names (a link may carry only its uuid): read to show its name. */
export function useFilterCustomer(uuid: string | null) {
  return useQuery({
    queryKey: customersKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) => apiRequest<Customer>(`/customers/${encodeURIComponent(uuid ?? '')}`, { signal }),
    enabled: !!uuid,
    meta: { silent: true },
    retry: false,
  });
}
