import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';

export const supportKeys = {
  health: ['support', 'health'] as const,
};

/**
 * POST /api/contact. Shell spec §8: a failed send is logged only (no toast); the dialog stays
 * open with the text so nothing is lost.
 */
export function useSendQuestion() {
  return useMutation<{ sent: true }, ApiRequestError, string>({
    mutationFn: (message) => apiRequest<{ sent: true }>('/contact', { method: 'POST', body: { message } }),
    onError: (error) => console.error('support question not sent', error),
    meta: { silent: true },
  });
}

/** GET /api/health for the support page: the API version (the page says 'Error' when it fails). */
export function useApiHealth() {
  return useQuery({
    queryKey: supportKeys.health,
    queryFn: ({ signal }) => apiRequest<{ version: string; supportEmail: string }>('/health', { auth: false, signal }),
    retry: 1,
    staleTime: 60_000,
    meta: { silent: true },
  });
}
