import type { User } from '@atelier/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { validateKey } from '../../shared/session/sessionKeys';
import { sessionStore } from '../../shared/session/sessionStore';

/**
 * When the changed user is the signed-in one, the header (name, avatar) and the role checks must
 * follow at once: the stored user and the cached /auth/validate answer (which would otherwise put
 * the old user back when the shell mounts again) both take the change.
 */
export function syncSessionUser(client: QueryClient, changes: Partial<User> & { uuid: string }) {
  const current = sessionStore.getState().user;
  if (!current || current.uuid !== changes.uuid) return;
  const next: User = { ...current, ...changes };
  sessionStore.setUser(next);
  client.setQueryData<{ user: User }>(validateKey, (cached) => (cached ? { ...cached, user: { ...cached.user, ...changes } } : cached));
}
