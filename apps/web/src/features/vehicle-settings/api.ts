import type { EquipmentBody, EquipmentType, Make } from '@atelier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';
import { MAKE_LIST_LIMIT } from './makeLists';
import { equipmentKeys, makeKeys } from './vehicleKeys';

export interface MakeSearch {
  items: Make[];
  /** Every match, also those past the limit (X-Total-Count). */
  total: number;
}

/** GET /api/nhtsa/makes?q=&limit=: the first matches (USER then SYSTEM, stored exclusions left out) and their count. */
export function useMakeSearch(q: string) {
  return useQuery({
    queryKey: makeKeys.search(q),
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: String(MAKE_LIST_LIMIT) });
      if (q) params.set('q', q);
      const { data, headers } = await apiRequestWithHeaders<Make[]>(`/nhtsa/makes?${params.toString()}`, { signal });
      const total = Number(headers.get('X-Total-Count'));
      return { items: data, total: Number.isFinite(total) && headers.has('X-Total-Count') ? total : data.length } satisfies MakeSearch;
    },
    // The previous matches stay while the next search runs, so the list does not flash empty.
    placeholderData: keepPreviousData,
  });
}

/** GET /api/exclusions/makes: the account's excluded makes. */
export function useMakeExclusions() {
  return useQuery({
    queryKey: makeKeys.exclusions,
    queryFn: ({ signal }) => apiRequest<Make[]>('/exclusions/makes', { signal }),
  });
}

/** POST /api/exclusions/makes: the exclusions become exactly `makeIds`; every make list is read again. */
export function useSaveMakeExclusions() {
  const client = useQueryClient();
  return useMutation<Make[], ApiRequestError, number[]>({
    mutationFn: (makeIds) => apiRequest<Make[]>('/exclusions/makes', { method: 'POST', body: { makeIds } }),
    onSuccess: async (exclusions) => {
      client.setQueryData(makeKeys.exclusions, exclusions);
      await client.invalidateQueries({ queryKey: makeKeys.all });
    },
    // The page shows the failure itself.
    meta: { silent: true },
  });
}

/** GET /api/equipments: the account's equipment types with their fields (the settings and the vehicle forms read it). */
export function useEquipmentTypes() {
  return useQuery({
    queryKey: equipmentKeys.all,
    queryFn: ({ signal }) => apiRequest<EquipmentType[]>('/equipments', { signal }),
  });
}

function useRefreshEquipments() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: equipmentKeys.all });
}

// The drawer shows its own errors on the fields.
const silent = { silent: true };

export function useCreateEquipmentType() {
  const refresh = useRefreshEquipments();
  return useMutation<EquipmentType, ApiRequestError, EquipmentBody>({
    mutationFn: (body) => apiRequest<EquipmentType>('/equipments', { method: 'POST', body }),
    onSuccess: refresh,
    meta: silent,
  });
}

export function useUpdateEquipmentType() {
  const refresh = useRefreshEquipments();
  return useMutation<EquipmentType, ApiRequestError, { id: number; body: EquipmentBody }>({
    mutationFn: ({ id, body }) => apiRequest<EquipmentType>(`/equipments/${id}`, { method: 'PUT', body }),
    onSuccess: refresh,
    meta: silent,
  });
}

export function useDeleteEquipmentType() {
  const refresh = useRefreshEquipments();
  return useMutation<{ id: number }, ApiRequestError, number>({
    mutationFn: (id) => apiRequest<{ id: number }>(`/equipments/${id}`, { method: 'DELETE' }),
    onSuccess: refresh,
    meta: silent,
  });
}
