import type { Account } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';

export const accountsKeys = {
  current: ['accounts', 'current'] as const,
};

/** GET /api/accounts: the workspace of the signed-in user (preferences and plan). */
export function useAccount() {
  return useQuery({
    queryKey: accountsKeys.current,
    queryFn: ({ signal }) => apiRequest<Account>('/accounts', { signal }),
    staleTime: 5 * 60_000,
  });
}
