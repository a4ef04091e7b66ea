import type { ApiKey, CreateApiKeyBody } from '@atelier/contracts';
import { API_KEY_CREATION_DELAY_MS } from '@atelier/contracts/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';

export type CreatedApiKey = ApiKey & { key: string };

export const apiKeysKeys = {
  all: ['api-keys'] as const,
};

export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysKeys.all,
    queryFn: ({ signal }) => apiRequest<{ items: ApiKey[] }>('/api-keys', { signal }),
    // The list shows its own error state.
    meta: { silent: true },
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POST /api/api-keys after the spec's 1-second pause (§9). A failure is only logged (§8): the
 * form stays open and the key dialog does not appear.
 */
export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation<CreatedApiKey, ApiRequestError, CreateApiKeyBody>({
    mutationFn: async (body) => {
      await wait(API_KEY_CREATION_DELAY_MS);
      return apiRequest<CreatedApiKey>('/api-keys', { method: 'POST', body });
    },
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKeysKeys.all }),
    onError: (error) => console.error('API key creation failed', error),
    meta: { silent: true },
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation<unknown, ApiRequestError, string>({
    mutationFn: (uuid) => apiRequest(`/api-keys/${encodeURIComponent(uuid)}`, { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: apiKeysKeys.all }),
  });
}
