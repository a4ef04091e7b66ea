import type { TechnicianList } from '@atelier/contracts/worksheets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/apiClient';

/** The one cache of the technicians: the work-order forms and the board's filter read it. */
export const technicianKeys = {
  all: ['worksheets', 'technicians'] as const,
};

const listOf = (data: TechnicianList) => data.list;

/** GET /api/worksheets/technicians: who a work order can be given to (the shop's users who work on work orders), by name. */
export const techniciansQuery = queryOptions({
  queryKey: technicianKeys.all,
  queryFn: ({ signal }) => apiRequest<TechnicianList>('/worksheets/technicians', { signal }),
});

export function useTechnicians() {
  return useQuery({ ...techniciansQuery, select: listOf });
}
