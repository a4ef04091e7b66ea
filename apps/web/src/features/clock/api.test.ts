import type { Timelog, TimelogList } from '@atelier/contracts/timelog';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountsKeys } from '../../shared/account/api';
import { clockKeys, useClockIn, useClockOut } from './api';
import { timelog, WORKORDER } from './testEntries';

type Answer = { status: number; body: unknown };

/** fetch answering each call when the test says (the optimistic state is read in between). */
function deferredFetch() {
  const calls: { url: string; method: string; body: unknown; answer: (a: Answer) => void }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: string, init: RequestInit) =>
        new Promise<Response>((resolve) => {
          calls.push({
            url,
            method: init.method ?? 'GET',
            body: init.body ? JSON.parse(String(init.body)) : undefined,
            answer: ({ status, body }) => resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
          });
        }),
    ),
  );
  return calls;
}

function list(items: Timelog[]): TimelogList {
  return { items, page: 1, pageSize: 10, total: items.length, totals: { hours: 0, byDay: [], byUser: [] } };
}

function hooks(client: QueryClient) {
  let clockIn: ReturnType<typeof useClockIn> | undefined;
  let clockOut: ReturnType<typeof useClockOut> | undefined;
  function Probe() {
    clockIn = useClockIn();
    clockOut = useClockOut();
    return null;
  }
  renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(Probe)));
  return { clockIn: clockIn!, clockOut: clockOut! };
}

const running = (client: QueryClient) => client.getQueryData<TimelogList>(clockKeys.running)?.items;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const error = (message: string) => ({ type: 'CONFLICT', message, details: [], correlationId: 'x', timestamp: '2026-11-24T12:00:00Z' });

afterEach(() => vi.unstubAllGlobals());

describe('clock-in and clock-out are optimistic on the running clocks', () => {
  const general = timelog({ id: 3, endTime: null, duration: null, workorderUuid: null, worksheetUuid: null, worksheetId: null });

  it('a clock-in on a line shows at once in place of the running clock, then the server entry', async () => {
    const client = new QueryClient();
    client.setQueryData(clockKeys.running, list([general]));
    const calls = deferredFetch();
    const { clockIn } = hooks(client);
    const done = clockIn.mutateAsync({ workorderUuid: WORKORDER, worksheetId: 1042, entryId: 7, entryName: 'Vidange' });
    await settle();
    // Before the server answered: one running clock, the new one, not clockable-out yet.
    expect(running(client)).toEqual([expect.objectContaining({ workorderUuid: WORKORDER, worksheetId: 1042, entryId: 7, entryName: 'Vidange', endTime: null })]);
    expect(running(client)![0]!.id).toBeLessThan(0);
    expect(calls[0]).toMatchObject({ url: `/api/worksheets/${WORKORDER}/clockin`, method: 'POST', body: { entryId: 7 } });
    const saved = timelog({ id: 9, endTime: null, duration: null, entryId: 7, entryName: 'Vidange' });
    calls[0]!.answer({ status: 201, body: { data: saved } });
    await done;
    expect(running(client)).toEqual([saved]);
  });

  it('a refused clock-in puts the running clocks back as they were', async () => {
    const client = new QueryClient();
    client.setQueryData(clockKeys.running, list([general]));
    const calls = deferredFetch();
    const { clockIn } = hooks(client);
    const done = clockIn.mutateAsync({ workorderUuid: WORKORDER, worksheetId: 1042 });
    await settle();
    expect(running(client)).toHaveLength(1);
    expect(running(client)![0]!.id).toBeLessThan(0);
    calls[0]!.answer({ status: 409, body: error('ERR_TIME_OVERLAP') });
    await expect(done).rejects.toMatchObject({ status: 409 });
    expect(running(client)).toEqual([general]);
  });

  it('a general clock-in sends the start time in the shop zone (shell §7) and nothing else', async () => {
    const client = new QueryClient();
    client.setQueryData(accountsKeys.current, { preferences: { dateTime: { timezone: 'America/Toronto' } } });
    const calls = deferredFetch();
    const { clockIn } = hooks(client);
    void clockIn.mutateAsync({}).catch(() => undefined);
    await settle();
    expect(calls[0]).toMatchObject({ url: '/api/timelog', method: 'POST' });
    expect(Object.keys(calls[0]!.body as object)).toEqual(['startTime']);
    expect((calls[0]!.body as { startTime: string }).startTime).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('a clock-out takes the entry off at once, and puts it back when refused', async () => {
    const client = new QueryClient();
    const onLine = timelog({ id: 5, endTime: null, duration: null, entryId: 7 });
    client.setQueryData(clockKeys.running, list([onLine]));
    const calls = deferredFetch();
    const { clockOut } = hooks(client);
    const done = clockOut.mutateAsync(onLine);
    await settle();
    expect(running(client)).toEqual([]);
    expect(calls[0]).toMatchObject({ url: '/api/timelog/5/out', method: 'POST' });
    calls[0]!.answer({ status: 404, body: error('ERR_NOT_FOUND') });
    await expect(done).rejects.toMatchObject({ status: 404 });
    expect(running(client)).toEqual([onLine]);
  });
});
