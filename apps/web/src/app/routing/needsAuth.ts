/**
 * Path fragments that skip the authentication check (shell spec §4): public views and the
 * authentication pages themselves. Print views are not among them any more (issue 10): the only
 * one, /worksheets/print/{uuid}, shows the shop's own data, so a signed-out reader goes to the
 * sign-in page and comes back to the printout (it went to /404).
 */
export const PUBLIC_PATH_MARKERS = ['/view', '/verify-email', '/signup', '/signin', '/lost-password'] as const;

/** True when the (router) path requires a signed-in user. */
export function needsAuth(pathname: string): boolean {
  return !PUBLIC_PATH_MARKERS.some((marker) => pathname.includes(marker));
}
