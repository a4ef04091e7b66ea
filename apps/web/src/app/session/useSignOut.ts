import { useCallback } from 'react';
import { apiRequest } from '../../shared/api/apiClient';
import { sessionStore } from '../../shared/session/sessionStore';

/**
 * Signs out: tells the server to revoke the refresh token (best effort: a dead network must not
 * keep anyone signed in), forgets the session, and the route guard shows /signin.
 */
export function useSignOut() {
  return useCallback(() => {
    const { refreshToken, accessToken } = sessionStore.getState();
    if (accessToken) {
      apiRequest('/auth/logout', { method: 'POST', body: refreshToken ? { refreshToken } : {} }).catch(() => undefined);
    }
    sessionStore.clear({ byUser: true });
  }, []);
}
