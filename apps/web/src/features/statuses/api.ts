import type { CreateStatusBody, GroupedStatuses, NextWorksheetNumber, Status, StatusKind, UpdateStatusBody } from '@atelier/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';
import { statusKeys } from './statusKeys';

/** Where each kind lives (workshop §7): work-order statuses and entry (service line) statuses. */
const PATHS: Record<StatusKind, string> = { worksheet: '/worksheet-status', entry: '/status' };

/** The numbering card's cache (the next work-order number). */
export const numberingKeys = {
  nextNumber: ['worksheets', 'next-number'] as const,
};

/** GET /api/worksheets/next-number: the numbering card says which number the next work order takes. */
export function useNextWorksheetNumber() {
  return useQuery({
    queryKey: numberingKeys.nextNumber,
    queryFn: ({ signal }) => apiRequest<NextWorksheetNumber>('/worksheets/next-number', { signal }),
  });
}

/** GET /api/worksheet-status or /api/status: every group, in order (the settings, the board and the work orders read it). */
export const statusesQuery = (kind: StatusKind) =>
  queryOptions({
    queryKey: statusKeys.list(kind),
    queryFn: ({ signal }) => apiRequest<GroupedStatuses>(PATHS[kind], { signal }),
  });

export function useStatuses(kind: StatusKind) {
  return useQuery(statusesQuery(kind));
}

// The editor shows its own errors (translated), so the global toast stays quiet.
const silent = { silent: true };

/** §4: "the status list is reloaded after changes", success or not (a failed move snaps back). */
function useReload(kind: StatusKind) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: statusKeys.list(kind) });
}

export function useCreateStatus(kind: StatusKind) {
  const reload = useReload(kind);
  return useMutation<Status, ApiRequestError, CreateStatusBody>({
    mutationFn: (body) => apiRequest<Status>(PATHS[kind], { method: 'POST', body }),
    onSettled: reload,
    meta: silent,
  });
}

export function useUpdateStatus(kind: StatusKind) {
  const reload = useReload(kind);
  return useMutation<Status, ApiRequestError, { id: number; body: UpdateStatusBody }>({
    mutationFn: ({ id, body }) => apiRequest<Status>(`${PATHS[kind]}/${id}`, { method: 'PATCH', body }),
    onSettled: reload,
    meta: silent,
  });
}

export function useDeleteStatus(kind: StatusKind) {
  const reload = useReload(kind);
  return useMutation<{ id: number }, ApiRequestError, number>({
    mutationFn: (id) => apiRequest<{ id: number }>(`${PATHS[kind]}/${id}`, { method: 'DELETE' }),
    onSettled: reload,
    meta: silent,
  });
}
