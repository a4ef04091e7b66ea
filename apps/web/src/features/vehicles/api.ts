import type { Entry, Make, Mech, Model, PagedList, VinDecode } from '@atelier/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagePrefetch } from '../../shared/manifest/FeatureManifest';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';
import { makeKeys, modelKeys } from '../vehicle-settings';
import type { EntryBody } from './entryFormValues';
import type { MechBody } from './vehicleFormValues';

export type MechList = PagedList<Mech>;

export interface MechListParams {
  page: number;
  pageSize: number;
  q?: string;
  customerUuid?: string;
}

export const vehiclesKeys = {
  all: ['mechs'] as const,
  lists: ['mechs', 'list'] as const,
  list: (params: MechListParams) => ['mechs', 'list', params] as const,
  detail: (uuid: string) => ['mechs', 'detail', uuid] as const,
  entries: (uuid: string) => ['mechs', 'entries', uuid] as const,
};

const mechPath = (uuid: string) => `/mechs/${encodeURIComponent(uuid)}`;

function listPath({ page, pageSize, q, customerUuid }: MechListParams): string {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) params.set('q', q);
  if (customerUuid) params.set('customerUuid', customerUuid);
  return `/mechs?${params.toString()}`;
}

export const mechListOptions = (params: MechListParams) =>
  queryOptions({
    queryKey: vehiclesKeys.list(params),
    queryFn: ({ signal }) => apiRequest<MechList>(listPath(params), { signal }),
  });

/** GET /api/mechs: one page, searched by the server; the previous page stays shown while the next loads. */
export function useMechList(params: MechListParams) {
  return useQuery({ ...mechListOptions(params), placeholderData: keepPreviousData });
}

/** A customer's vehicles (the customer page, SELECT mode): a customer has a handful, the first 100 are shown. */
export const CUSTOMER_MECHS_PAGE = 100;
export const customerMechsOptions = (customerUuid: string) => mechListOptions({ page: 1, pageSize: CUSTOMER_MECHS_PAGE, customerUuid });

export function useCustomerMechs(customerUuid: string | null | undefined) {
  return useQuery({ ...customerMechsOptions(customerUuid ?? ''), enabled: !!customerUuid });
}

const mechQuery = (uuid: string) =>
  queryOptions({
    queryKey: vehiclesKeys.detail(uuid),
    queryFn: ({ signal }) => apiRequest<Mech>(mechPath(uuid), { signal }),
    // A missing vehicle is shown by the page itself.
    meta: { silent: true },
    retry: false,
  });

export function useMech(uuid: string | null) {
  return useQuery({ ...mechQuery(uuid ?? ''), enabled: !!uuid });
}

/** The vehicle page's own request, sent with the page's code. */
export const prefetchMech: PagePrefetch = ({ uuid = '' }, client) => void client.prefetchQuery(mechQuery(uuid));

export function useMechEntries(uuid: string | null) {
  return useQuery({
    queryKey: vehiclesKeys.entries(uuid ?? ''),
    queryFn: ({ signal }) => apiRequest<{ list: Entry[] }>(`${mechPath(uuid ?? '')}/entries`, { signal }).then((data) => data.list),
    enabled: !!uuid,
    meta: { silent: true },
    retry: false,
  });
}

/**
 * The whole list a make or model picker may show: the dropdown is virtualised (shell spec §9), so
 * the ≈2 600 vPIC makes come at once (the API's own maximum), not a first page of 100.
 */
const NAME_LIST_LIMIT = 20000;

/** GET /api/nhtsa/makes?q=: USER makes, then SYSTEM ones, without the shop's excluded makes. */
export function useMakes(q: string, enabled: boolean) {
  return useQuery({
    queryKey: makeKeys.list(q),
    queryFn: ({ signal }) => apiRequest<Make[]>(`/nhtsa/makes?${new URLSearchParams({ q, limit: String(NAME_LIST_LIMIT) }).toString()}`, { signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export function useModels(makeId: number | null, q: string, enabled: boolean) {
  return useQuery({
    queryKey: modelKeys.list(makeId ?? 0, q),
    queryFn: ({ signal }) => apiRequest<Model[]>(`/nhtsa/${makeId}/models?${new URLSearchParams({ q, limit: String(NAME_LIST_LIMIT) }).toString()}`, { signal }),
    enabled: enabled && makeId !== null,
    placeholderData: (previous, query) => (query?.queryKey[2] === makeId ? previous : undefined),
    staleTime: 5 * 60_000,
  });
}

// Forms show their own errors: no extra toast from the global handler.
const silent = { silent: true };

/** 'Ajouter {text}?' (§5): POST /api/nhtsa/makes; the make lists are asked again. */
export function useCreateMake() {
  const client = useQueryClient();
  return useMutation<Make, ApiRequestError, string>({
    mutationFn: (name) => apiRequest<Make>('/nhtsa/makes', { method: 'POST', body: { name } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: makeKeys.all }),
    meta: silent,
  });
}

export function useCreateModel() {
  const client = useQueryClient();
  return useMutation<Model, ApiRequestError, { makeId: number; name: string }>({
    mutationFn: ({ makeId, name }) => apiRequest<Model>(`/nhtsa/${makeId}/models`, { method: 'POST', body: { name } }),
    onSuccess: (_model, { makeId }) => void client.invalidateQueries({ queryKey: modelKeys.ofMake(makeId) }),
    meta: silent,
  });
}

/** GET /api/vin/{vin} when the 17th character is typed; its errors are shown under the boxes. */
export function useVinDecode() {
  return useMutation<VinDecode, ApiRequestError, string>({
    mutationFn: (vin) => apiRequest<VinDecode>(`/vin/${encodeURIComponent(vin)}`),
    meta: silent,
  });
}

/** After a vehicle or its backlog changed: its page and the lists (counts, names, the customer's vehicles). */
function useRefreshVehicle() {
  const client = useQueryClient();
  return (mech: Mech | null, uuid: string) => {
    if (mech) client.setQueryData(vehiclesKeys.detail(uuid), mech);
    else void client.invalidateQueries({ queryKey: vehiclesKeys.detail(uuid) });
    void client.invalidateQueries({ queryKey: vehiclesKeys.lists });
  };
}

export function useCreateMech() {
  const refresh = useRefreshVehicle();
  return useMutation<Mech, ApiRequestError, MechBody & { customerUuid: string }>({
    mutationFn: (mech) => apiRequest<Mech>('/mechs', { method: 'POST', body: { mech } }),
    onSuccess: (mech) => refresh(mech, mech.uuid),
    meta: silent,
  });
}

export function useUpdateMech() {
  const refresh = useRefreshVehicle();
  return useMutation<Mech, ApiRequestError, { uuid: string; mech: MechBody }>({
    mutationFn: ({ uuid, mech }) => apiRequest<Mech>(mechPath(uuid), { method: 'PUT', body: { mech } }),
    onSuccess: (mech) => refresh(mech, mech.uuid),
    meta: silent,
  });
}

/** POST /api/mechs/{uuid}/entries: the backlog becomes exactly this list. */
export function useSaveEntries({ silentErrors = true } = {}) {
  const client = useQueryClient();
  const refresh = useRefreshVehicle();
  return useMutation<Entry[], ApiRequestError, { uuid: string; entries: EntryBody[] }>({
    mutationFn: ({ uuid, entries }) => apiRequest<{ list: Entry[] }>(`${mechPath(uuid)}/entries`, { method: 'POST', body: { entries } }).then((data) => data.list),
    onSuccess: (list, { uuid }) => {
      client.setQueryData(vehiclesKeys.entries(uuid), list);
      // The vehicle's backlog count changed.
      refresh(null, uuid);
    },
    meta: silentErrors ? silent : undefined,
  });
}

/** Failures are toasts (the confirmation modal has nothing else to show them in). */
export function useDeleteMech() {
  const client = useQueryClient();
  return useMutation<{ uuid: string }, ApiRequestError, string>({
    mutationFn: (uuid) => apiRequest<{ uuid: string }>(mechPath(uuid), { method: 'DELETE' }),
    onSuccess: ({ uuid }) => {
      client.removeQueries({ queryKey: vehiclesKeys.detail(uuid) });
      client.removeQueries({ queryKey: vehiclesKeys.entries(uuid) });
      void client.invalidateQueries({ queryKey: vehiclesKeys.lists });
    },
  });
}

/** The shop's live vehicle with exactly this VIN (GET /api/mechs?q=), if any. */
export function useFindMechByVin() {
  const client = useQueryClient();
  return (vin: string) =>
    client
      .fetchQuery({ ...mechListOptions({ page: 1, pageSize: 10, q: vin }), staleTime: 0 })
      .then((list) => list.items.find((mech) => mech.serialNumber === vin) ?? null);
}

/** PUT /api/mechs/{uuid}/customer: the vehicle changes owner. */
export function useMoveMech() {
  const client = useQueryClient();
  return useMutation<Mech, ApiRequestError, { uuid: string; customerUuid: string }>({
    mutationFn: ({ uuid, customerUuid }) => apiRequest<Mech>(`${mechPath(uuid)}/customer`, { method: 'PUT', body: { customerUuid } }),
    onSuccess: (mech) => {
      client.setQueryData(vehiclesKeys.detail(mech.uuid), mech);
      void client.invalidateQueries({ queryKey: vehiclesKeys.lists });
    },
  });
}
