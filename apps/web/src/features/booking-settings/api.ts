import type { PagedList, User } from '@atelier/contracts';
import type { CatalogList } from '@atelier/contracts/catalog';
import type { BookingSettings, BookingSettingsBody } from '@atelier/contracts/planning';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';
import { listQueryPath } from '../../shared/lists/listQueryPath';
import { usersKeys } from '../../shared/users/usersKeys';

export const bookingSettingsKeys = {
  all: ['booking-settings'] as const,
  services: (q: string) => ['booking-settings', 'catalog-services', q] as const,
};

/** GET /api/booking-settings (worksheets:work): the stored settings, or the defaults of a shop that never saved them. */
export function useBookingSettings() {
  return useQuery({
    queryKey: bookingSettingsKeys.all,
    queryFn: ({ signal }) => apiRequest<BookingSettings>('/booking-settings', { signal }),
  });
}

/** PUT /api/booking-settings (settings:manage) with the whole body; the answer replaces the cached settings. */
export function useSaveBookingSettings() {
  const client = useQueryClient();
  return useMutation<BookingSettings, ApiRequestError, BookingSettingsBody>({
    mutationFn: (body) => apiRequest<BookingSettings>('/booking-settings', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(bookingSettingsKeys.all, saved),
    // The page puts the errors on the fields itself.
    meta: { silent: true },
  });
}

const TEAM_QUERY = { page: 1, pageSize: 100, sort: 'fullname', order: 'asc' } as const;

/** GET /api/users (users:read): the team, by name, to pick who takes appointments (a shop has far fewer than 100 users). */
export function useTeam(enabled: boolean) {
  return useQuery({
    queryKey: usersKeys.list(TEAM_QUERY),
    queryFn: ({ signal }) => apiRequest<PagedList<User>>(listQueryPath('/users', TEAM_QUERY), { signal }),
    enabled,
  });
}

/** GET /api/services?q: catalogue services matching what is typed in the picker (first 20 by name). */
export function useCatalogServices(q: string, enabled: boolean) {
  return useQuery({
    queryKey: bookingSettingsKeys.services(q),
    queryFn: ({ signal }) => apiRequest<CatalogList>(listQueryPath('/services', { page: 1, pageSize: 20, sort: 'name', order: 'asc', q }), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
