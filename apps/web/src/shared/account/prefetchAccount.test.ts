import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { accountsKeys, prefetchAccount } from './api';

afterEach(() => vi.unstubAllGlobals());

const serverError = () => new Response(JSON.stringify({ type: 'INTERNAL', message: 'ERR_INTERNAL' }), { status: 503, headers: { 'content-type': 'application/json' } });

it('asks for the account once and settles on a failure without retrying (the loading screen waits for it; the shell asks again)', async () => {
  const fetch = vi.fn(async (_url: string) => serverError());
  vi.stubGlobal('fetch', fetch);
  // The app's retries of a server error, with a delay no test would wait for.
  const client = new QueryClient({ defaultOptions: { queries: { retry: 2, retryDelay: 60_000 } } });
  await prefetchAccount(client);
  expect(fetch).toHaveBeenCalledOnce();
  expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/accounts$/);
  expect(client.getQueryState(accountsKeys.current)?.status).toBe('error');
});

it('puts the answer where useAccount reads it', async () => {
  const account = { uuid: 'a1', preferences: { worksheetPrefix: 'OT' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ data: account }), { status: 200, headers: { 'content-type': 'application/json' } })),
  );
  const client = new QueryClient();
  await prefetchAccount(client);
  expect(client.getQueryData(accountsKeys.current)).toEqual(account);
});
