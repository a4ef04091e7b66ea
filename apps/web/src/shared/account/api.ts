import type { Account, AccountPreferences, UpdatePreferencesBody } from '@atelier/contracts';
import { DEFAULT_ACCOUNT_PREFERENCES } from '@atelier/contracts/default-preferences';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiRequest } from '../api/apiClient';
import type { ApiRequestError } from '../api/ApiRequestError';
import { mergeAccountPreferences } from './mergeAccountPreferences';

export const accountsKeys = {
  current: ['accounts', 'current'] as const,
};

/** GET /api/accounts: the workspace of the signed-in user (preferences and plan). */
const accountQuery = queryOptions({
  queryKey: accountsKeys.current,
  queryFn: ({ signal }) => apiRequest<Account>('/accounts', { signal }),
  staleTime: 5 * 60_000,
});

export function useAccount() {
  return useQuery(accountQuery);
}

/**
 * Asks for the account before the shell's first render (app/router/AppRouter.tsx, with the page's
 * code): every page formats its dates, money and numbers with its preferences, so a page drawn
 * before the answer was drawn again, in one long task, when it came (a work order: 190-320 ms at
 * 4x CPU), and showed the default formats until then. Never rejects.
 */
export function prefetchAccount(client: QueryClient): Promise<void> {
  // No retries here: a failure lets the app render at once, and the shell's useAccount asks again.
  return client.prefetchQuery({ ...accountQuery, retry: false });
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
