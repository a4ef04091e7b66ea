import type { CatalogItem, CatalogKind, CatalogList, CatalogListQuery } from '@atelier/contracts/catalog';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';
import { listQueryPath } from '../../shared/lists/listQueryPath';
import type { CatalogItemInput } from './catalogFormValues';
import { CATALOG_KIND_PAGES } from './catalogKinds';

export const catalogKeys = {
  all: ['catalog'] as const,
  lists: (kind: CatalogKind) => ['catalog', kind, 'list'] as const,
  list: (kind: CatalogKind, query: CatalogListQuery) => ['catalog', kind, 'list', query] as const,
};

const itemPath = (kind: CatalogKind, id: number) => `${CATALOG_KIND_PAGES[kind].path}/${id}`;

/** GET /api/services or /api/products: one page (data.list); the previous page stays shown while the next loads. */
export function useCatalogList(kind: CatalogKind, query: CatalogListQuery) {
  return useQuery({
    queryKey: catalogKeys.list(kind, query),
    queryFn: ({ signal }) => apiRequest<CatalogList>(listQueryPath(CATALOG_KIND_PAGES[kind].path, query), { signal }),
    placeholderData: keepPreviousData,
  });
}

function useRefreshLists(kind: CatalogKind) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: catalogKeys.lists(kind) });
}

// Forms show their own field errors: no extra toast from the global handler.
const silent = { silent: true };

export function useSaveCatalogItem(kind: CatalogKind) {
  const refresh = useRefreshLists(kind);
  return useMutation<CatalogItem, ApiRequestError, { id: number | null; body: CatalogItemInput }>({
    mutationFn: ({ id, body }) =>
      id === null
        ? apiRequest<CatalogItem>(CATALOG_KIND_PAGES[kind].path, { method: 'POST', body })
        : apiRequest<CatalogItem>(itemPath(kind, id), { method: 'PUT', body }),
    onSuccess: refresh,
    meta: silent,
  });
}

/** Failures are toasts (the confirmation modal has nothing else to show them in). */
export function useDeleteCatalogItem(kind: CatalogKind) {
  const refresh = useRefreshLists(kind);
  return useMutation<{ id: number }, ApiRequestError, number>({
    mutationFn: (id) => apiRequest<{ id: number }>(itemPath(kind, id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
