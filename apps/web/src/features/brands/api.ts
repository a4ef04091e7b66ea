import type { Brand } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
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

/** The shop name for the header; the product name until the brands arrive or when unset. */
export function useShopName(): string {
  const { data } = useBrands();
  return shopName(data?.items);
}
