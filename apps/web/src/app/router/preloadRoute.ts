import { matchPath } from 'react-router';
import type { Role } from '@atelier/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { FeatureRoute, PagePrefetch } from '../../shared/manifest/FeatureManifest';
import { mayOpen } from '../../shared/permissions/mayOpen';

/** What the page's own requests need: the query client, and the user's role (a page the role may not open asks for nothing). */
export interface PrefetchContext {
  client: QueryClient;
  role: Role | undefined;
}

/** The page route an address opens (not the catch-all '*', not a redirect); null when none matches. */
export function routeOf(routes: readonly FeatureRoute[], pathname: string): FeatureRoute | null {
  return routes.find((route) => route.path !== '*' && 'page' in route && matchPath({ path: `/${route.path}`, end: true }, pathname)) ?? null;
}

/** The path of a hash address: '#/worksheets/12?print=true' → '/worksheets/12'; no hash → '/'. */
export function hashPathname(hash: string): string {
  const path = hash.replace(/^#/, '').split('?')[0] ?? '';
  return path.startsWith('/') ? path : '/';
}

/** The search parameters of a hash address: '#/worksheets?page=2' → page=2. */
export function hashSearch(hash: string): URLSearchParams {
  const at = hash.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : hash.slice(at + 1));
}

/**
 * Whether the page an address opens, for this visitor, builds Intl formatters on its first screen
 * (`PageRoute.intl`); `temporal`: whether the runtime has Temporal, which reads a zone's offsets
 * without them.
 */
export function opensWithIntl(routes: readonly FeatureRoute[], pathname: string, signedIn: boolean, temporal: boolean): boolean {
  const route = routeOf(routes, pathname);
  if (!route || !('page' in route) || (route.mount !== 'public' && !signedIn)) return false;
  return route.intl === 'formats' || (route.intl === 'zones' && !temporal);
}

/**
 * At start, the code of the page the address opens (and the shell's, for a signed-in page) begins to
 * download while the texts and the readiness check are under way, instead of one after the other once
 * the router renders: a phone's connection saves a round trip or two before the first screen.
 * A signed-out visitor of a signed-in page is sent to the sign-in page: nothing is preloaded for it.
 * The promise settles when the code is in or failed (a failure is the router's to report when it
 * renders the page), never rejects.
 */
export function preloadRoute(
  routes: readonly FeatureRoute[],
  pathname: string,
  signedIn: boolean,
  loadShell: () => Promise<unknown>,
  prefetch?: PrefetchContext,
  search: URLSearchParams = new URLSearchParams(),
): Promise<void> {
  const route = routeOf(routes, pathname);
  if (!route || !('page' in route)) return Promise.resolve();
  if (route.mount !== 'public' && !signedIn) return Promise.resolve();
  const params = matchPath({ path: `/${route.path}`, end: true }, pathname)?.params ?? {};
  // Once the page's code is in, its own requests leave (PagePrefetch), beside the shell's code.
  const page = route.page.preload().then(({ default: component }) => {
    if (prefetch && mayOpen(prefetch.role, route)) (component as { prefetch?: PagePrefetch }).prefetch?.(params, prefetch.client, search, prefetch.role);
  });
  const loads = [page, ...(route.mount === 'shell' ? [loadShell()] : [])];
  return Promise.allSettled(loads).then(() => undefined);
}
