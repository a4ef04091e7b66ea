import type { QueryClient } from '@tanstack/react-query';
import { readinessKeys } from '../../shared/readiness/api';

const PUBLIC_ROOTS = new Set<unknown>([readinessKeys.readiness[0], readinessKeys.health[0]]);

/**
 * Forgets the server data of the previous user. Server readiness and health stay: dropping them
 * would flash the loading screen on every sign-out.
 */
export function clearUserQueries(client: QueryClient) {
  client.removeQueries({ predicate: (query) => !PUBLIC_ROOTS.has(query.queryKey[0]) });
}
