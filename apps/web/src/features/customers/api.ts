import type { Customer, CustomerAddress, CustomerBody, CustomerListQuery, PagedList } from '@atelier/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagePrefetch } from '../../shared/manifest/FeatureManifest';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';
import { useFormMutation } from '../../shared/api/useFormMutation';
import { listQueryPath } from '../../shared/lists/listQueryPath';
import type { CustomerSearchAnswer } from './customerPickerOptions';

export type CustomerList = PagedList<Customer>;

export const customersKeys = {
  all: ['customers'] as const,
  lists: ['customers', 'list'] as const,
  list: (query: CustomerListQuery) => ['customers', 'list', query] as const,
  detail: (uuid: string) => ['customers', 'detail', uuid] as const,
  addresses: (uuid: string) => ['customers', 'addresses', uuid] as const,
  options: (q: string) => ['customers', 'options', q] as const,
};

/** The body as the API takes it: the form's strings, the address null when none was given. */
export type CustomerInput = Omit<CustomerBody, 'address'> & { address?: CustomerBody['address'] | null };

const customerPath = (uuid: string) => `/customers/${encodeURIComponent(uuid)}`;

/** GET /api/customers: one page, searched and sorted by the server; the previous page stays shown while the next loads. */
export const customerListQuery = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: customersKeys.list(query),
    queryFn: ({ signal }) => apiRequest<CustomerList>(listQueryPath('/customers', query), { signal }),
  });

export function useCustomerList(query: CustomerListQuery) {
  return useQuery({ ...customerListQuery(query), placeholderData: keepPreviousData });
}

const customerQuery = (uuid: string) =>
  queryOptions({
    queryKey: customersKeys.detail(uuid),
    queryFn: ({ signal }) => apiRequest<Customer>(customerPath(uuid), { signal }),
    // A missing customer is shown by the page itself.
    meta: { silent: true },
    retry: false,
  });

export function useCustomer(uuid: string) {
  return useQuery(customerQuery(uuid));
}

/** The customer page's own request, sent with the page's code. */
export const prefetchCustomer: PagePrefetch = ({ uuid = '' }, client) => void client.prefetchQuery(customerQuery(uuid));

export function useCustomerAddresses(uuid: string) {
  return useQuery({
    queryKey: customersKeys.addresses(uuid),
    queryFn: ({ signal }) => apiRequest<{ items: CustomerAddress[] }>(`${customerPath(uuid)}/addresses`, { signal }),
  });
}

/** Keeps the detail cache in step with an answer; refreshes the lists and the addresses. */
function useStoreCustomer() {
  const client = useQueryClient();
  return (customer: Customer) => {
    client.setQueryData(customersKeys.detail(customer.uuid), customer);
    void client.invalidateQueries({ queryKey: customersKeys.addresses(customer.uuid) });
    void client.invalidateQueries({ queryKey: customersKeys.lists });
  };
}

export function useCreateCustomer() {
  return useFormMutation((body: CustomerInput) => apiRequest<Customer>('/customers', { method: 'POST', body }), useStoreCustomer());
}

export function useUpdateCustomer() {
  return useFormMutation(
    ({ uuid, body }: { uuid: string; body: CustomerInput }) => apiRequest<Customer>(customerPath(uuid), { method: 'PUT', body }),
    useStoreCustomer(),
  );
}

/** Failures are toasts (the confirmation modal has nothing else to show them in). */
export function useDeleteCustomer() {
  const client = useQueryClient();
  return useMutation<{ uuid: string }, ApiRequestError, string>({
    mutationFn: (uuid) => apiRequest<{ uuid: string }>(customerPath(uuid), { method: 'DELETE' }),
    onSuccess: ({ uuid }) => {
      client.removeQueries({ queryKey: customersKeys.detail(uuid) });
      client.removeQueries({ queryKey: customersKeys.addresses(uuid) });
      void client.invalidateQueries({ queryKey: customersKeys.lists });
    },
  });
}

/**
 * The customer pickers' search (GET /api/customers?q=, the first 20 by name; name, email or
 * mobile), nothing fetched until `enabled`. The answer names the text it is for, and no earlier
 * answer stands in while the next loads: a picker offers only the results of its own text.
 */
export function useCustomerOptions(q: string, enabled: boolean) {
  return useQuery<CustomerSearchAnswer>({
    queryKey: customersKeys.options(q),
    queryFn: async ({ signal }) => {
      const { items } = await apiRequest<CustomerList>(listQueryPath('/customers', { page: 1, pageSize: 20, sort: 'fullname', order: 'asc', q }), { signal });
      return { q, items };
    },
    enabled,
  });
}
