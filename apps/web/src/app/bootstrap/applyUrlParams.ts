import { setLanguage } from '../../i18n/setLanguage';
import { sessionStore } from '../../shared/session/sessionStore';
import { clearUserQueries } from '../providers/clearUserQueries';
import { queryClient } from '../providers/queryClient';
import { extractUrlParams } from './extractUrlParams';

/**
 * `locale` switches the language; `token` becomes the session's access token (validated by the
 * shell, which signs out if it is refused) and is removed from the address.
 */
export function applyUrlParams() {
  const { token, locale, cleanHref } = extractUrlParams(window.location.href);
  if (locale) setLanguage(locale);
  if (token) {
    // Whatever was cached belonged to the previous session.
    clearUserQueries(queryClient);
    sessionStore.adoptAccessToken(token);
    window.history.replaceState(window.history.state, '', cleanHref);
  }
}

/**
 * Runs on load and again when only the hash changes (a link pasted in the same tab does not
 * reload the page). Registered before the router so it sees the cleaned address.
 */
export function watchUrlParams() {
  applyUrlParams();
  window.addEventListener('hashchange', applyUrlParams);
}
