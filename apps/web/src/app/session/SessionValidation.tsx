import type { User } from '@atelier/contracts';
import { SIGN_OUT_DELAY_MS } from '@atelier/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { apiRequest } from '../../shared/api/apiClient';
import { isApiRequestError } from '../../shared/api/ApiRequestError';
import { usePageSettled } from '../../shared/api/pageSettled';
import { notify } from '../../shared/notifications/notify';
import { endSession } from '../../shared/session/endSession';
import { validateKey } from '../../shared/session/sessionKeys';
import { sessionStore } from '../../shared/session/sessionStore';
import { useSession } from '../../shared/session/useSession';

/**
 * GET /api/auth/validate once per visit (shell spec §4). The fresh user replaces the stored one.
 * AUTH_SESSION_EXPIRED signs out after SIGN_OUT_DELAY_MS, any other refusal at once; a token that
 * came in the URL and cannot be validated also ends the session. A component of its own in the
 * shell: the query's changes re-render it, not the shell.
 */
export function SessionValidation(): null {
  const { t } = useTranslation();
  const { accessToken, user } = useSession();
  // A stored user is shown at once and checked once the page has its content (usePageSettled): a
  // refused session still ends then, and the page's own calls are refused meanwhile. A token that
  // came in the URL has no user yet: it is checked at once.
  const settled = usePageSettled();
  const query = useQuery({
    queryKey: validateKey,
    queryFn: ({ signal }) => apiRequest<{ user: User }>('/auth/validate', { signal }),
    enabled: !!accessToken && (settled || !user),
    retry: false,
    staleTime: Infinity,
    meta: { silent: true },
  });

  useEffect(() => {
    if (query.data?.user) sessionStore.setUser(query.data.user);
  }, [query.data]);

  const { error } = query;
  const hasUser = !!user;
  useEffect(() => {
    if (!error) return;
    if (isApiRequestError(error) && error.status === 401) {
      if (error.code === 'AUTH_SESSION_EXPIRED') {
        notify({ color: 'orange', title: t('session.endedTitle'), message: t('error.AUTH_SESSION_EXPIRED') });
        const timer = setTimeout(() => sessionStore.clear(), SIGN_OUT_DELAY_MS);
        return () => clearTimeout(timer);
      }
      endSession('invalid');
      return;
    }
    // Server unreachable: a known user keeps working; an unknown token cannot be trusted.
    if (!hasUser) endSession('invalid');
  }, [error, hasUser, t]);

  return null;
}
