import type { SearchResult } from '@atelier/contracts/search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import { isSearchable } from './searchText';

export const searchKeys = {
  all: ['search'] as const,
  query: (q: string) => ['search', q] as const,
};

/**
 * GET /api/search?q= (shell spec §7). The previous results stay shown while the next ones load;
 * results are never trusted from the cache alone (a customer just added must be found).
 */
export function useGlobalSearch(q: string) {
  return useQuery({
    queryKey: searchKeys.query(q),
    queryFn: ({ signal }) => apiRequest<SearchResult>(`/search?${new URLSearchParams({ q }).toString()}`, { signal, track: false }),
    enabled: isSearchable(q),
    placeholderData: keepPreviousData,
    staleTime: 0,
    // The dropdown shows a failure itself; a toast at every keystroke would be noise.
    meta: { silent: true },
  });
}
