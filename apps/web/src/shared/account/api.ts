import type { Account, AccountPreferences, UpdatePreferencesBody } from '@atelier/contracts';
import { DEFAULT_ACCOUNT_PREFERENCES } from '@atelier/contracts/default-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../api/apiClient';
import type { ApiRequestError } from '../api/ApiRequestError';
import { mergeAccountPreferences } from './mergeAccountPreferences';

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

/** The account preferences merged over the defaults of shell spec §3 (the defaults while loading). */
export function useAccountPreferences(): AccountPreferences {
  const { data } = useAccount();
  return useMemo(() => (data ? mergeAccountPreferences(data.preferences) : DEFAULT_ACCOUNT_PREFERENCES), [data]);
}

/**
 * PUT /api/account/preferences with any subset; the answer (the whole account) replaces the
 * cached one, so every date on screen follows at once. Forms show their own errors (`silent`).
 */
export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation<Account, ApiRequestError, UpdatePreferencesBody>({
    mutationFn: (body) => apiRequest<Account>('/account/preferences', { method: 'PUT', body }),
    onSuccess: (account) => client.setQueryData(accountsKeys.current, account),
    meta: { silent: true },
  });
}
