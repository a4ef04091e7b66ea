import type { SearchResult } from '@atelier/contracts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import { isSearchable } from './searchText';

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string, vehicles = false) => (vehicles ? (['search', q, 'vehicles'] as const) : (['search', q] as const)),
};

/**
 * GET /api/search?q= (shell spec §7). The previous results stay shown while the next ones load;
 * results are never trusted from the cache alone (a customer just added must be found).
 * `vehicles`: with the vehicles group (the command palette's).
 */
export function useGlobalSearch(q: string, { vehicles = false }: { vehicles?: boolean } = {}) {
  return useQuery({
    queryKey: searchKeys.query(q, vehicles),
    queryFn: ({ signal }) => apiRequest<SearchResult>(`/search?${new URLSearchParams(vehicles ? { q, vehicles: 'true' } : { q }).toString()}`, { signal, track: false }),
    enabled: isSearchable(q),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The dropdown shows a failure itself; a toast at every keystroke would be noise.
    meta: { silent: true },
  });
}
