import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { boardKeys } from './api';
import { prefetchBoard } from './prefetchBoard';

afterEach(() => vi.unstubAllGlobals());

const ok = () => new Response(JSON.stringify({ data: { columns: [], list: [] } }), { status: 200, headers: { 'content-type': 'application/json' } });

function stubFetch() {
  const fetch = vi.fn(async (_url: string) => ok());
  vi.stubGlobal('fetch', fetch);
  return () => fetch.mock.calls.map(([url]) => String(url).replace(/^.*\/api/, '')).sort();
}

it('asks for the board, its statuses, the technicians and the running clocks, the filtered board for ?technician=', async () => {
  const urls = stubFetch();
  const client = new QueryClient();
  prefetchBoard({}, client, new URLSearchParams('technician=7f3a'), 'EMPLOYEE');
  await vi.waitFor(() => expect(urls()).toHaveLength(4));
  expect(urls()).toEqual(['/timelog?mine=true&running=true&pageSize=10', '/worksheet-status', '/worksheets/board?technicianUuid=7f3a', '/worksheets/technicians']);
  // Where the board's hook reads it (useBoardColumns).
  await vi.waitFor(() => expect(client.getQueryState(boardKeys.board('7f3a'))?.status).toBe('success'));
});

it('asks for nothing for a role that does not see the board, nor before the user is known', async () => {
  const urls = stubFetch();
  prefetchBoard({}, new QueryClient(), new URLSearchParams(), 'GUEST');
  prefetchBoard({}, new QueryClient(), new URLSearchParams(), undefined);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(urls()).toEqual([]);
});
