import type { BookingSettings, EventCreateBody, EventPatchBody, PlanningEvent } from '@atelier/contracts/planning';
import type { EventStatus } from '@atelier/contracts/booking-constants';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';

/** Every planning query starts with ['planning']: a save refreshes the grid, the badge and the drawer at once. */
export const planningKeys = {
  all: ['planning'] as const,
  settings: ['planning', 'settings'] as const,
  lists: ['planning', 'events'] as const,
  list: (filters: EventFilters) => ['planning', 'events', filters] as const,
  unseen: ['planning', 'unseen'] as const,
  feed: ['planning', 'feed'] as const,
  services: (q: string) => ['planning', 'services', q] as const,
};

export interface EventFilters {
  from: string;
  to: string;
  statuses?: EventStatus[];
}

const eventPath = (uuid: string) => `/events/${encodeURIComponent(uuid)}`;

/** GET /api/events?from&to&status: the appointments of the period shown. */
export function eventListPath(filters: EventFilters): string {
  const search = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.statuses?.length) search.set('status', filters.statuses.join(','));
  return `/events?${search.toString()}`;
}

export function useEvents(filters: EventFilters) {
  return useQuery({
    queryKey: planningKeys.list(filters),
    queryFn: async ({ signal }): Promise<PlanningEvent[]> => (await apiRequest<{ list: PlanningEvent[] }>(eventListPath(filters), { signal })).list,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });
}

/** GET /api/booking-settings: bays, technicians, hours, closures, the shop's zone and online services. */
export function useBookingSettings() {
  return useQuery({
    queryKey: planningKeys.settings,
    queryFn: ({ signal }) => apiRequest<BookingSettings>('/booking-settings', { signal }),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });
}

function useRefreshEvents() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: planningKeys.lists });
}

/** POST /api/events (the drawer shows failures itself). */
export function useCreateEvent() {
  const refresh = useRefreshEvents();
  return useMutation<PlanningEvent, ApiRequestError, EventCreateBody>({
    mutationFn: (body) => apiRequest<PlanningEvent>('/events', { method: 'POST', body }),
    onSuccess: () => void refresh(),
    meta: { silent: true },
  });
}

/** PATCH /api/events/{uuid} from the drawer. */
export function usePatchEvent() {
  const refresh = useRefreshEvents();
  return useMutation<PlanningEvent, ApiRequestError, { uuid: string; body: EventPatchBody }>({
    mutationFn: ({ uuid, body }) => apiRequest<PlanningEvent>(eventPath(uuid), { method: 'PATCH', body }),
    onSuccess: () => void refresh(),
    meta: { silent: true },
  });
}

/** PATCH for a drag: the raw call, the page keeps the optimistic state. */
export function patchEvent(uuid: string, body: EventPatchBody): Promise<PlanningEvent> {
  return apiRequest<PlanningEvent>(eventPath(uuid), { method: 'PATCH', body });
}

export function useDeleteEvent() {
  const refresh = useRefreshEvents();
  return useMutation<{ uuid: string }, ApiRequestError, string>({
    mutationFn: (uuid) => apiRequest<{ uuid: string }>(eventPath(uuid), { method: 'DELETE' }),
    onSuccess: () => void refresh(),
  });
}

/** POST /api/events/{uuid}/worksheet: the work order made from the appointment. */
export function useEventWorksheet() {
  const refresh = useRefreshEvents();
  const client = useQueryClient();
  return useMutation<{ event: PlanningEvent; worksheet: { uuid: string; worksheetId: number } }, ApiRequestError, string>({
    mutationFn: (uuid) => apiRequest(`${eventPath(uuid)}/worksheet`, { method: 'POST' }),
    onSuccess: () => {
      void refresh();
      // The new work order is on the board and in the lists at once, not after their cache grows
      // stale (the workboard's ['board', …] and the worksheets' ['worksheets', …] query keys).
      void client.invalidateQueries({ queryKey: ['board'] });
      void client.invalidateQueries({ queryKey: ['worksheets'] });
    },
  });
}

/** GET /api/events/unseen, every minute while the tab is visible (the Planning badge). */
export function useUnseenEvents(enabled: boolean) {
  return useQuery({
    queryKey: planningKeys.unseen,
    queryFn: ({ signal }) => apiRequest<{ count: number; latest: PlanningEvent[] }>('/events/unseen', { signal }),
    enabled,
    refetchInterval: 60_000,
    // TanStack pauses the interval while the tab is hidden, and asks again when it comes back.
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    staleTime: 55_000,
    meta: { silent: true },
  });
}

/** POST /api/events/seen: the online bookings are opened (the badge empties). */
export function useMarkSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('/events/seen', { method: 'POST' }),
    onSuccess: () => client.setQueryData(planningKeys.unseen, { count: 0, latest: [] }),
    meta: { silent: true },
  });
}

/** GET /api/events/feed: the caller's secret iCalendar address. */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: planningKeys.feed,
    queryFn: ({ signal }) => apiRequest<{ url: string }>('/events/feed', { signal }),
    enabled,
    // The modal shows the failure itself.
    meta: { silent: true },
    retry: false,
  });
}

/** POST /api/events/feed: a new address; the old one stops working. */
export function useRenewFeed() {
  const client = useQueryClient();
  return useMutation<{ url: string }, ApiRequestError>({
    mutationFn: () => apiRequest<{ url: string }>('/events/feed', { method: 'POST' }),
    onSuccess: (feed) => client.setQueryData(planningKeys.feed, feed),
  });
}

export interface ServiceOption {
  id: number;
  name: string;
}

/** Catalogue services for the drawer's multi-select (GET /api/services?q). */
export function useServiceOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: planningKeys.services(q),
    queryFn: async ({ signal }): Promise<ServiceOption[]> => {
      const search = new URLSearchParams({ page: '1', pageSize: '30' });
      if (q) search.set('q', q);
      const data = await apiRequest<{ list: { id: number; name: string }[] }>(`/services?${search.toString()}`, { signal });
      return data.list.map((item) => ({ id: item.id, name: item.name }));
    },
    placeholderData: keepPreviousData,
    enabled,
    meta: { silent: true },
  });
}
