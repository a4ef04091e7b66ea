import { sessionStore } from './sessionStore';

export type EndReason = 'expired' | 'invalid';
const listeners = new Set<(reason: EndReason) => void>();

/** Lets the app react (toast, cache reset) when the session ends outside a user action. */
export function onSessionEnded(listener: (reason: EndReason) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Drops the local session. The route guard then sends the user to /signin and remembers where
 * they were, so signing in again brings them back.
 */
export function endSession(reason: EndReason) {
  const hadSession = !!sessionStore.getState().accessToken;
  sessionStore.clear();
  if (hadSession) listeners.forEach((listener) => listener(reason));
}
