import type { Timelog, TimelogList } from '@atelier/contracts/timelog';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAccount } from '../../shared/account/api';
import { apiRequest } from '../../shared/api/apiClient';
import { sessionStore } from '../../shared/session/sessionStore';
import { shopClockTime } from './shopTime';

/*
 * Every timelog query starts with ['timelog'] (the timesheet's too): invalidating ['timelog']
 * after a clock-in or out refreshes the strip, the lists, the work order's time and the reports
 * built on them.
 */
export const clockKeys = {
  all: ['timelog'] as const,
  /** The signed-in user's running clocks (the strip, the board's and the lines' buttons). */
  running: ['timelog', 'running', 'mine'] as const,
  workorder: (uuid: string) => ['timelog', 'workorder', uuid] as const,
};

const RUNNING_PATH = '/timelog?mine=true&running=true&pageSize=10';
const NO_CLOCKS: Timelog[] = [];
const items = (list: TimelogList) => list.items;

/**
 * GET /api/timelog?mine=true&running=true: the caller's open entries (shell §4: loaded after
 * sign-in, for a signed-in user only). One query for the whole app: the strip, the board's 200
 * cards and a work order's lines all read this cache. Re-read each minute and when the window
 * comes back (a clock started on the phone shows on the desk, one closed by the server goes).
 */
export const runningClocksQuery = queryOptions({
  queryKey: clockKeys.running,
  queryFn: ({ signal }) => apiRequest<TimelogList>(RUNNING_PATH, { signal, track: false }),
  staleTime: 20_000,
  // The strip is an aside: its failure must not toast on every page.
  meta: { silent: true },
});

export function useRunningClocks(enabled = true) {
  const query = useQuery({
    ...runningClocksQuery,
    select: items,
    enabled,
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
  });
  return { running: query.data ?? NO_CLOCKS, isSuccess: query.isSuccess, isError: query.isError };
}

/** What a clock-in needs to show at once, before the server answers. */
export interface ClockInTarget {
  /** None: a general clock-in, on no work order (POST /api/timelog). */
  workorderUuid?: string | null;
  worksheetId?: number | null;
  /** A SERVICE line of that work order. */
  entryId?: number | null;
  entryName?: string | null;
}

let pendingId = 0;

/** The entry shown in the strip while the clock-in is on its way (negative id: not clockable-out yet). */
function pendingEntry(target: ClockInTarget, now: Date): Timelog {
  const user = sessionStore.getState().user;
  const iso = now.toISOString();
  return {
    id: --pendingId,
    uuid: '00000000-0000-4000-8000-000000000000',
    name: target.entryName ?? null,
    startTime: iso,
    endTime: null,
    date: iso.slice(0, 10),
    duration: null,
    notes: null,
    user: { uuid: user?.uuid ?? '', fullname: user?.fullname ?? '', username: user?.username ?? '' },
    entryId: target.entryId ?? null,
    entryName: target.entryName ?? null,
    workorderUuid: target.workorderUuid ?? null,
    worksheetUuid: target.workorderUuid ?? null,
    worksheetId: target.worksheetId ?? null,
    autoClosed: false,
    editedBy: null,
    editedAt: null,
    createdAt: iso,
  };
}

function setRunning(client: QueryClient, update: (running: Timelog[]) => Timelog[]) {
  client.setQueryData<TimelogList>(clockKeys.running, (list) => {
    const current = list ?? { items: [], page: 1, pageSize: 10, total: 0, totals: { hours: 0, byDay: [], byUser: [] } };
    const next = update(current.items);
    return { ...current, items: next, total: next.length };
  });
}

/**
 * Whatever shows time: the strip, lists, the work order's time, the productivity report. A read
 * still on its way is cancelled first: it may have been answered before the change was saved (a
 * work order's time card loading as « Pointer » is pressed), and a query with no data yet would
 * keep that answer, as TanStack joins an invalidation to a first fetch instead of starting another.
 */
function refreshTime(client: QueryClient) {
  void client.cancelQueries({ queryKey: clockKeys.all }).then(() => client.invalidateQueries({ queryKey: clockKeys.all }));
  // The productivity report (features/reports: reportKeys.technicians).
  void client.invalidateQueries({ queryKey: ['reports', 'technicians'] });
}

type Snapshot = { previous: TimelogList | undefined };

/**
 * Clock in (shell §4): on a work order, optionally on one of its lines (POST
 * /api/worksheets/{uuid}/clockin), or a general clock-in (POST /api/timelog with the start time
 * only, `YYYY/MM/DD HH:mm:ss` in the shop's zone, §7). The server first clocks out the running
 * entry; the strip shows the new one at once (rolled back if refused). Errors: the shared toast.
 */
export function useClockIn() {
  const client = useQueryClient();
  const timezone = useAccount().data?.preferences.dateTime?.timezone ?? null;
  return useMutation<Timelog, unknown, ClockInTarget, Snapshot>({
    mutationFn: (target) =>
      target.workorderUuid
        ? apiRequest<Timelog>(`/worksheets/${encodeURIComponent(target.workorderUuid)}/clockin`, { method: 'POST', body: { entryId: target.entryId ?? null } })
        : apiRequest<Timelog>('/timelog', { method: 'POST', body: { startTime: shopClockTime(new Date(), timezone) } }),
    onMutate: async (target) => {
      await client.cancelQueries({ queryKey: clockKeys.running });
      const previous = client.getQueryData<TimelogList>(clockKeys.running);
      // The server clocks the running entry out first: the new one replaces it.
      setRunning(client, () => [pendingEntry(target, new Date())]);
      return { previous };
    },
    onSuccess: (entry) => setRunning(client, () => [entry]),
    onError: (_error, _target, snapshot) => {
      if (snapshot) client.setQueryData(clockKeys.running, snapshot.previous);
    },
    onSettled: () => refreshTime(client),
  });
}

/** Clock out (POST /api/timelog/{id}/out): the entry leaves the strip at once (back if refused). */
export function useClockOut() {
  const client = useQueryClient();
  return useMutation<Timelog, unknown, Pick<Timelog, 'id'>, Snapshot>({
    mutationFn: ({ id }) => apiRequest<Timelog>(`/timelog/${id}/out`, { method: 'POST' }),
    onMutate: async ({ id }) => {
      await client.cancelQueries({ queryKey: clockKeys.running });
      const previous = client.getQueryData<TimelogList>(clockKeys.running);
      setRunning(client, (running) => running.filter((entry) => entry.id !== id));
      return { previous };
    },
    onError: (_error, _entry, snapshot) => {
      if (snapshot) client.setQueryData(clockKeys.running, snapshot.previous);
    },
    onSettled: () => refreshTime(client),
  });
}

/** The most entries the work order's time card lists (the timesheet pages through more). */
export const WORKORDER_ENTRIES_MAX = 100;

/** GET /api/timelog?workorderUuid=: a work order's entries, newest first, with the total hours. */
export function useWorkorderTimelog(uuid: string) {
  return useQuery({
    queryKey: clockKeys.workorder(uuid),
    queryFn: ({ signal }) =>
      apiRequest<TimelogList>(`/timelog?${new URLSearchParams({ workorderUuid: uuid, pageSize: String(WORKORDER_ENTRIES_MAX) }).toString()}`, { signal }),
    // The card says it could not load its time: no toast on top.
    meta: { silent: true },
  });
}
