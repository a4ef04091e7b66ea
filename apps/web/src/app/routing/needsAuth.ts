/**
 * Path fragments that skip the authentication check (shell spec §4): print and public views,
 * and the authentication pages themselves.
 */
export const PUBLIC_PATH_MARKERS = ['/print', '/view', '/verify-email', '/signup', '/signin', '/lost-password'] as const;

/** True when the (router) path requires a signed-in user. */
export function needsAuth(pathname: string): boolean {
  return !PUBLIC_PATH_MARKERS.some((marker) => pathname.includes(marker));
}
