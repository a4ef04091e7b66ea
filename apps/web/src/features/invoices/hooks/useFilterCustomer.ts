import type { Customer } from '@atelier/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/apiClient';
import { customersKeys } from '../../customers';

/** The customer a filter names (a link may carry only its uuid): read to show its name. */
export function useFilterCustomer(uuid: string | null) {
  return useQuery({
    queryKey: customersKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) => apiRequest<Customer>(`/customers/${encodeURIComponent(uuid ?? '')}`, { signal }),
    enabled: !!uuid,
    meta: { silent: true },
    retry: false,
  });
}
