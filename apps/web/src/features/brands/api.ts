import type { Brand, UpdateBrandBody } from '@atelier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountsKeys } from '../../shared/account/api';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';
import { shopName } from './shopName';

export const brandsKeys = {
  all: ['brands'] as const,
};

export function useBrands() {
  return useQuery({
    queryKey: brandsKeys.all,
    queryFn: ({ signal }) => apiRequest<{ items: Brand[] }>('/brands', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The workspace: the account's first brand (sign-up creates exactly one). */
export function useWorkspace() {
  const query = useBrands();
  return { ...query, brand: query.data?.items[0] ?? null };
}

/** The shop name for the header; the product name until the brands arrive or when unset. */
export function useShopName(): string {
  const { data } = useBrands();
  return shopName(data?.items);
}

/** The uploaded logo's path, or null (the header then shows the Atelier mark). */
export function useShopLogo(): string | null {
  const { data } = useBrands();
  return data?.items[0]?.logo ?? null;
}

/** PUT /api/brands/{uuid}; the header's name follows as soon as it succeeds. Forms show the errors. */
export function useUpdateBrand() {
  const client = useQueryClient();
  return useMutation<Brand, ApiRequestError, { uuid: string; body: UpdateBrandBody }>({
    mutationFn: ({ uuid, body }) => apiRequest<Brand>(`/brands/${uuid}`, { method: 'PUT', body }),
    // The address may change the account's date format (and taxes) by the shop's region: reread it.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: brandsKeys.all }), client.invalidateQueries({ queryKey: accountsKeys.current })]),
    meta: { silent: true },
  });
}

/** POST /api/upload/{uuid}/logo (multipart field `file`); the page shows the errors. */
export function useUploadLogo() {
  const client = useQueryClient();
  return useMutation<{ path: string }, ApiRequestError, { uuid: string; file: File }>({
    mutationFn: ({ uuid, file }) => {
      const body = new FormData();
      body.append('file', file);
      return apiRequest<{ path: string }>(`/upload/${uuid}/logo`, { method: 'POST', body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: brandsKeys.all }),
    meta: { silent: true },
  });
}
