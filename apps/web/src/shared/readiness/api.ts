import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/apiClient';
import { chatUrlFrom, versionFrom } from './healthInfo';
import { readinessRetryDelay } from './retryDelay';
import { supportEmailFrom } from './supportEmail';

export const readinessKeys = {
  readiness: ['readiness'] as const,
  health: ['health'] as const,
};

/**
 * GET /api/readiness, retried with backoff until it answers. TanStack's focus and online managers
 * re-run it when the page becomes visible or the browser reconnects (shell spec §4 "Offline").
 */
export function useReadiness() {
  const query = useQuery({
    queryKey: readinessKeys.readiness,
    queryFn: ({ signal }) => apiRequest<{ database: string }>('/readiness', { auth: false, track: false, signal }),
    retry: true,
    retryDelay: readinessRetryDelay,
    networkMode: 'always',
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    meta: { silent: true },
  });
  return {
    ready: query.data !== undefined,
    /** The server answered before but a later check is failing. */
    down: query.data !== undefined && (query.isError || (query.failureCount > 0 && query.fetchStatus === 'fetching')),
  };
}

/** GET /api/health, once per visit (the server's release, support mailbox, chat link, services). */
export function useHealth() {
  return useQuery({
    queryKey: readinessKeys.health,
    queryFn: ({ signal }) => apiRequest<unknown>('/health', { auth: false, track: false, signal }),
    retry: true,
    retryDelay: readinessRetryDelay,
    networkMode: 'always',
    staleTime: Infinity,
    meta: { silent: true },
  });
}

export function useSupportEmail(): string {
  return supportEmailFrom(useHealth().data);
}

/** What the About page and the sign-in pages show from /api/health; `version` and `chatUrl` are null until known or when unset. */
export function useHealthInfo() {
  const query = useHealth();
  return { supportEmail: supportEmailFrom(query.data), version: versionFrom(query.data), chatUrl: chatUrlFrom(query.data), isPending: query.isPending };
}
