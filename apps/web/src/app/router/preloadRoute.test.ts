import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { FeatureRoute, LazyPage } from '../../shared/manifest/FeatureManifest';
import { hashPathname, hashSearch, opensWithIntl, preloadRoute, routeOf } from './preloadRoute';

function page() {
  return Object.assign(() => null, { preload: vi.fn(() => Promise.resolve()) }) as unknown as LazyPage & { preload: ReturnType<typeof vi.fn> };
}

const board = page();
const worksheet = page();
const signin = page();
const print = page();
const notFound = page();
const routes: FeatureRoute[] = [
  { path: '', mount: 'shell', page: board, intl: 'zones' },
  { path: 'worksheets/:uuid', mount: 'shell', page: worksheet },
  { path: 'invoices/:uuid/view', mount: 'public', page: page(), intl: 'formats' },
  { path: 'signin', mount: 'public', page: signin },
  { path: 'print/worksheets/:uuid', mount: 'signedIn', page: print },
  { path: 'users/:uuid', mount: 'shell', redirect: '/settings/users/:uuid' },
  { path: '*', mount: 'public', page: notFound },
];

describe('preloading the page an address opens', () => {
  it('reads the path of a hash address', () => {
    expect(hashPathname('#/worksheets/12?print=true')).toBe('/worksheets/12');
    expect(hashPathname('')).toBe('/');
    expect(hashPathname('#')).toBe('/');
  });

  it('reads the search parameters of a hash address', () => {
    expect(hashSearch('#/worksheets?page=2&status=TODO').toString()).toBe('page=2&status=TODO');
    expect(hashSearch('#/worksheets').toString()).toBe('');
    expect(hashSearch('').toString()).toBe('');
  });

  it('finds the page route, not a redirect nor the catch-all', () => {
    expect(routeOf(routes, '/')).toBe(routes[0]);
    expect(routeOf(routes, '/worksheets/0b7c')).toBe(routes[1]);
    expect(routeOf(routes, '/users/0b7c')).toBeNull();
    expect(routeOf(routes, '/nowhere')).toBeNull();
  });

  it("starts a signed-in page's code and the shell's together", () => {
    const shell = vi.fn(() => Promise.resolve());
    preloadRoute(routes, '/worksheets/0b7c', true, shell);
    expect(worksheet.preload).toHaveBeenCalledOnce();
    expect(shell).toHaveBeenCalledOnce();
  });

  it('a print page has no shell; a public page is preloaded signed out too', () => {
    const shell = vi.fn(() => Promise.resolve());
    preloadRoute(routes, '/print/worksheets/0b7c', true, shell);
    expect(print.preload).toHaveBeenCalledOnce();
    preloadRoute(routes, '/signin', false, shell);
    expect(signin.preload).toHaveBeenCalledOnce();
    expect(shell).not.toHaveBeenCalled();
  });

  it('preloads nothing for a signed-out visitor of a signed-in page (the sign-in page comes instead)', () => {
    const shell = vi.fn(() => Promise.resolve());
    board.preload.mockClear();
    preloadRoute(routes, '/', false, shell);
    expect(board.preload).not.toHaveBeenCalled();
    expect(shell).not.toHaveBeenCalled();
  });

  it('a failed download is left to the router (no unhandled rejection): the promise settles all the same', async () => {
    const failing = Object.assign(() => null, { preload: vi.fn(() => Promise.reject(new Error('offline'))) }) as unknown as LazyPage;
    await expect(preloadRoute([{ path: 'x', mount: 'shell', page: failing }], '/x', true, () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
    expect(failing.preload).toHaveBeenCalledOnce();
  });

  it("settles once the page's code and the shell's are both in (the loading screen waits for it)", async () => {
    let shellIn: () => void = () => undefined;
    const shell = vi.fn(() => new Promise<void>((resolve) => (shellIn = resolve)));
    let settled = false;
    void preloadRoute(routes, '/worksheets/0b7c', true, shell).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    shellIn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(true);
  });

  it("sends the page's own requests (its prefetch) with the address's parameters, search and the user's role once its code is in", async () => {
    const prefetch = vi.fn();
    const component = Object.assign(() => null, { prefetch });
    const withData = Object.assign(() => null, { preload: vi.fn(() => Promise.resolve({ default: component })) }) as unknown as LazyPage;
    const client = new QueryClient();
    const routes: FeatureRoute[] = [{ path: 'worksheets/:uuid', mount: 'shell', permission: 'worksheets:work', page: withData }];
    const search = new URLSearchParams('page=3');
    await preloadRoute(routes, '/worksheets/0b7c', true, () => Promise.resolve(), { client, role: 'EMPLOYEE' }, search);
    expect(prefetch).toHaveBeenCalledExactlyOnceWith({ uuid: '0b7c' }, client, search, 'EMPLOYEE');
  });

  it('asks for nothing for a role the page refuses (it goes to /404), nor without the user known yet', async () => {
    const prefetch = vi.fn();
    const component = Object.assign(() => null, { prefetch });
    const withData = Object.assign(() => null, { preload: vi.fn(() => Promise.resolve({ default: component })) }) as unknown as LazyPage;
    const routes: FeatureRoute[] = [{ path: 'settings/users', mount: 'shell', permission: 'users:manage', page: withData }];
    await preloadRoute(routes, '/settings/users', true, () => Promise.resolve(), { client: new QueryClient(), role: 'EMPLOYEE' });
    await preloadRoute(routes, '/settings/users', true, () => Promise.resolve(), { client: new QueryClient(), role: undefined });
    expect(prefetch).not.toHaveBeenCalled();
    await preloadRoute(routes, '/settings/users', true, () => Promise.resolve(), { client: new QueryClient(), role: 'FULL_ADMIN' });
    expect(prefetch).toHaveBeenCalledOnce();
  });

  it('settles at once when there is nothing to preload', async () => {
    const shell = vi.fn(() => new Promise<void>(() => undefined));
    await expect(preloadRoute(routes, '/', false, shell)).resolves.toBeUndefined();
    await expect(preloadRoute(routes, '/nowhere', true, shell)).resolves.toBeUndefined();
  });

  it("loads ICU's data only for a page that builds Intl formatters, and that the visitor will see", () => {
    expect(opensWithIntl(routes, '/invoices/0b7c/view', false, true)).toBe(true);
    expect(opensWithIntl(routes, '/invoices/0b7c/view', false, false)).toBe(true);
    // The board, signed out: the visitor is sent to the sign-in page, which formats nothing.
    expect(opensWithIntl(routes, '/', false, false)).toBe(false);
    expect(opensWithIntl(routes, '/worksheets/0b7c', true, false)).toBe(false);
    expect(opensWithIntl(routes, '/signin', false, false)).toBe(false);
    expect(opensWithIntl(routes, '/nowhere', true, false)).toBe(false);
  });

  it('for a page that shows only dates in a timezone, only where the runtime lacks Temporal', () => {
    expect(opensWithIntl(routes, '/', true, false)).toBe(true);
    expect(opensWithIntl(routes, '/', true, true)).toBe(false);
  });
});
