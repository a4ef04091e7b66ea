import { setLanguage } from '../../i18n/setLanguage';
import { sessionStore } from '../../shared/session/sessionStore';
import { extractUrlParams } from './extractUrlParams';

/**
 * Runs before the first render: `locale` switches the language, `token` becomes the session's
 * access token (validated by the shell, which signs out if it is refused) and leaves the URL.
 */
export function applyUrlParams() {
  const { token, locale, cleanHref } = extractUrlParams(window.location.href);
  if (locale) setLanguage(locale);
  if (token) {
    sessionStore.adoptAccessToken(token);
    window.history.replaceState(window.history.state, '', cleanHref);
  }
}
