import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
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
export const readinessQuery = queryOptions({
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

/**
 * Asks at start (app/bootstrap/startPageCode), beside the page's code, before React DOM is
 * evaluated: the loading screen lifts when the code is in, not a round trip after the first render
 * (on a phone's connection, the gate's own request left ~150 ms after the page's code was in).
 */
export function prefetchReadiness(client: QueryClient): void {
  void client.prefetchQuery(readinessQuery);
}

export function useReadiness() {
  // The answer of prefetchReadiness is not asked again when the gate mounts; the focus and
  // reconnect checks go on.
  const query = useQuery({ ...readinessQuery, refetchOnMount: false });
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
