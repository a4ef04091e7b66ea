import type { Board, Worksheet, WorksheetBody } from '@atelier/contracts/worksheets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import type { BoardColumnData } from './boardMoves';

export const boardKeys = {
  /** Every board (all technicians or one): invalidated after a move. */
  columns: ['board', 'columns'] as const,
  board: (technicianUuid: string | null) => ['board', 'columns', technicianUuid] as const,
};

function boardPath(technicianUuid: string | null): string {
  return technicianUuid ? `/worksheets/board?${new URLSearchParams({ technicianUuid }).toString()}` : '/worksheets/board';
}

/** The server's columns by status id (module level, so TanStack Query runs it once per answer). */
function byStatus(board: Board): Map<number, BoardColumnData> {
  return new Map(board.columns.map((column) => [column.statusId, { items: column.list, total: column.total, capped: column.totalCapped }]));
}

const NO_COLUMNS = new Map<number, BoardColumnData>();

/** GET /api/worksheets/board: every column in one call (each status's newest cards and its count). */
export const boardQuery = (technicianUuid: string | null) =>
  queryOptions({
    queryKey: boardKeys.board(technicianUuid),
    queryFn: ({ signal }) => apiRequest<Board>(boardPath(technicianUuid), { signal }),
  });

/** The board's columns by status id, asked at the same time as the statuses instead of after them. */
export function useBoardColumns(technicianUuid: string | null) {
  const query = useQuery({
    ...boardQuery(technicianUuid),
    select: byStatus,
    // A board left open follows the shop's work: re-read every minute.
    refetchInterval: 60_000,
  });
  return { columns: query.data ?? NO_COLUMNS, isPending: query.isPending, isError: query.isError, refetch: query.refetch };
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
