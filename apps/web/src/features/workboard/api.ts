import type { GroupedStatuses, Status } from '@atelier/contracts/statuses';
import type { TechnicianList, Worksheet, WorksheetBody, WorksheetList } from '@atelier/contracts/worksheets';
import { useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../../shared/api/apiClient';
import type { BoardColumnData } from './boardMoves';

/** Cards per column: the newest ones; the header shows the full count (a shop may have thousands of done work orders). */
export const BOARD_COLUMN_SIZE = 50;

export const boardKeys = {
  statuses: ['worksheet-status'] as const,
  columns: ['board', 'column'] as const,
  column: (statusId: number, technicianUuid: string | null) => ['board', 'column', statusId, technicianUuid] as const,
  technicians: ['board', 'technicians'] as const,
};

/** GET /api/worksheet-status: the work-order statuses, grouped and in order. */
export function useWorksheetStatuses() {
  return useQuery({
    queryKey: boardKeys.statuses,
    queryFn: ({ signal }) => apiRequest<GroupedStatuses>('/worksheet-status', { signal }),
  });
}

function columnPath(statusId: number, technicianUuid: string | null): string {
  const params = new URLSearchParams({ statusId: String(statusId), pageSize: String(BOARD_COLUMN_SIZE) });
  if (technicianUuid) params.set('technicianUuid', technicianUuid);
  return `/worksheets?${params.toString()}`;
}

/** One bounded GET /api/worksheets per column, in parallel; answers the columns by status id once all are there. */
export function useBoardColumns(statuses: Status[] | undefined, technicianUuid: string | null) {
  // Stable, so the columns are rebuilt only when an answer changes, not on every render.
  const combine = useCallback(
    (results: UseQueryResult<WorksheetList>[]) => {
      const columns = new Map<number, BoardColumnData>();
      results.forEach((result, index) => {
        const status = statuses?.[index];
        if (status && result.data) columns.set(status.id, { items: result.data.list, total: result.data.total, capped: result.data.totalCapped });
      });
      return {
        columns,
        isPending: results.some((result) => result.isPending),
        isError: results.some((result) => result.isError),
        refetch: () => Promise.all(results.map((result) => result.refetch())),
      };
    },
    [statuses],
  );
  return useQueries({
    queries: (statuses ?? []).map((status) => ({
      queryKey: boardKeys.column(status.id, technicianUuid),
      queryFn: ({ signal }: { signal: AbortSignal }) => apiRequest<WorksheetList>(columnPath(status.id, technicianUuid), { signal }),
      // A board left open follows the shop's work: re-read every minute.
      refetchInterval: 60_000,
    })),
    combine,
  });
}

/** The filter's choices: GET /api/worksheets/technicians (the shop's users who work on work orders, by name). */
export function useTechnicians() {
  return useQuery({
    queryKey: boardKeys.technicians,
    queryFn: ({ signal }) => apiRequest<TechnicianList>('/worksheets/technicians', { signal }),
    select: (data) => data.list,
  });
}

/**
 * A status change is a PUT of the whole work order (workshop §7): the current work order is read
 * first, so a note or technician changed elsewhere since the board loaded is not written back.
 */
export async function changeWorksheetStatus(uuid: string, statusId: number): Promise<Worksheet> {
  const current = await apiRequest<Worksheet>(`/worksheets/${encodeURIComponent(uuid)}`);
  const body: WorksheetBody = {
    customerUuid: current.customer.uuid,
    mechUuid: current.mech?.uuid ?? null,
    technicianUuid: current.technician?.uuid ?? null,
    statusId,
    notes: current.notes,
  };
  return apiRequest<Worksheet>(`/worksheets/${encodeURIComponent(uuid)}`, { method: 'PUT', body });
}
