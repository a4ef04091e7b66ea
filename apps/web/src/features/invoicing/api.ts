import type { LegalIdentity, LegalIdentityBody, TaxGroupList, TaxGroupsBody } from '@atelier/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';

export const taxesKeys = {
  all: ['taxes'] as const,
};

/** GET /api/taxes: the account's tax groups with their taxes, in order. */
export function useTaxes() {
  return useQuery({
    queryKey: taxesKeys.all,
    queryFn: ({ signal }) => apiRequest<TaxGroupList>('/taxes', { signal }),
  });
}

/** PATCH /api/taxes with the whole group list; the answer replaces the cached list. */
export function useSaveTaxes() {
  const client = useQueryClient();
  return useMutation<TaxGroupList, ApiRequestError, TaxGroupsBody>({
    mutationFn: (body) => apiRequest<TaxGroupList>('/taxes', { method: 'PATCH', body }),
    onSuccess: (list) => client.setQueryData(taxesKeys.all, list),
    // The page puts the errors on the fields itself.
    meta: { silent: true },
  });
}

/** DELETE /api/taxes/{id}: the cached list loses that tax (no refetch: the form keeps its other edits). */
export function useDeleteTax() {
  const client = useQueryClient();
  return useMutation<{ id: number }, ApiRequestError, number>({
    mutationFn: (id) => apiRequest<{ id: number }>(`/taxes/${id}`, { method: 'DELETE' }),
    onSuccess: ({ id }) =>
      client.setQueryData<TaxGroupList>(taxesKeys.all, (current) =>
        current ? { list: current.list.map((group) => ({ ...group, taxes: group.taxes.filter((tax) => tax.id !== id) })) } : current,
      ),
  });
}

export const legalIdentityKeys = {
  all: ['invoicing', 'legal-identity'] as const,
};

/** GET /api/invoicing/legal-identity: what the shop's invoices print about it (the empty identity until saved). */
export function useLegalIdentity() {
  return useQuery({
    queryKey: legalIdentityKeys.all,
    queryFn: ({ signal }) => apiRequest<LegalIdentity>('/invoicing/legal-identity', { signal }),
  });
}

/** PUT /api/invoicing/legal-identity (invoices:finalize); the answer replaces the cached identity. */
export function useSaveLegalIdentity() {
  const client = useQueryClient();
  return useMutation<LegalIdentity, ApiRequestError, LegalIdentityBody>({
    mutationFn: (body) => apiRequest<LegalIdentity>('/invoicing/legal-identity', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(legalIdentityKeys.all, saved),
    // The page puts the errors on the fields itself.
    meta: { silent: true },
  });
}
