/**
 * Print mode (shell spec §1): the layout becomes print-aware when the path contains /print or the
 * query has print=true. With the hash router the query is the one after the route (#/x?print=true);
 * a query before the hash counts too. Analytics are skipped on such pages.
 */
export function isPrintLocation(pathname: string, search: string): boolean {
  return pathname.includes('/print') || new URLSearchParams(search).get('print') === 'true';
}

/** The same test on the browser's address, for code outside the router (analytics). */
export function isPrintAddress(location: Pick<Location, 'hash' | 'search'>): boolean {
  const hash = location.hash.replace(/^#/, '');
  const at = hash.indexOf('?');
  const path = at < 0 ? hash : hash.slice(0, at);
  const hashSearch = at < 0 ? '' : hash.slice(at);
  return isPrintLocation(path, hashSearch) || new URLSearchParams(location.search).get('print') === 'true';
}
