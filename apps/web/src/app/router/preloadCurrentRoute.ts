import { sessionStore } from '../../shared/session/sessionStore';
import { preloadable } from '../../shared/manifest/preloadable';
import { queryClient } from '../providers/queryClient';
import { afterPaint, warmIntl } from '../bootstrap/warmIntl';
import { runtimeTemporal } from '../../shared/format/runtimeTemporal';
import { hashPathname, hashSearch, opensWithIntl, preloadRoute } from './preloadRoute';
import { FEATURE_ROUTES } from './routeRegistry';

// The shell is its own chunk: the sign-in page downloads none of its code.
export const AppLayout = preloadable<object>(() => import('../shell/AppLayout').then((m) => ({ default: m.AppLayout })));

/**
 * The shell's code, and the account whose preferences every page of the shell formats with (its
 * code with the shell's: the sign-in page downloads none of it).
 */
const loadShell = () => Promise.all([AppLayout.preload(), import('../../shared/account/api').then(({ prefetchAccount }) => prefetchAccount(queryClient))]);

/**
 * Starts downloading the code of the page the address opens, and the shell's code and account
 * (app/bootstrap/startPageCode, at start); settles when all are in or failed. A page whose first
 * screen builds Intl formatters (`intl`) gets ICU's data loaded meanwhile. Kept apart from the
 * router (AppRouter.tsx): it runs before React DOM, Mantine and the router are evaluated.
 */
export function preloadCurrentRoute(): Promise<void> {
  const session = sessionStore.getState();
  const { hash } = window.location;
  const pathname = hashPathname(hash);
  const signedIn = !!session.accessToken;
  if (opensWithIntl(FEATURE_ROUTES, pathname, signedIn, runtimeTemporal() !== null)) afterPaint(warmIntl);
  return preloadRoute(FEATURE_ROUTES, pathname, signedIn, loadShell, { client: queryClient, role: session.user?.permissionFlags }, hashSearch(hash));
}
