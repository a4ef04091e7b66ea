import type { BillingInvoice, CheckoutResult, PackagesResponse, UsageResponse } from '@atelier/contracts';
import type { PlanName } from '@atelier/contracts/plans';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';

export const billingKeys = {
  all: ['billing'] as const,
  usage: ['billing', 'usage'] as const,
  packages: ['billing', 'packages'] as const,
  invoices: ['billing', 'invoices'] as const,
};

/** GET /api/accounts/usage: `data` per resource and `metadata.period` (so the whole body). */
export function useUsage() {
  return useQuery({
    queryKey: billingKeys.usage,
    queryFn: ({ signal }) => apiRequest<UsageResponse | null>('/accounts/usage', { signal, envelope: true }),
    meta: { silent: true },
  });
}

/** GET /api/accounts/packages: the three cards, the plan in force, the billing mode and mailbox. */
export function usePackages() {
  return useQuery({
    queryKey: billingKeys.packages,
    queryFn: ({ signal }) => apiRequest<PackagesResponse>('/accounts/packages', { signal, envelope: true }),
    meta: { silent: true },
  });
}

/** GET /api/accounts/invoices answers `data.data` (§7): the provider's invoices, newest first. */
export function useBillingInvoices(enabled: boolean) {
  return useQuery({
    queryKey: billingKeys.invoices,
    queryFn: ({ signal }) => apiRequest<{ data: BillingInvoice[] }>('/accounts/invoices', { signal }).then((body) => body.data),
    enabled,
    meta: { silent: true },
  });
}

/** POST /api/accounts/checkout/{name}: the payment page's url, or null when the plan changed at once. */
export function useCheckout() {
  return useMutation<CheckoutResult, ApiRequestError, PlanName>({
    mutationFn: (plan) => apiRequest<CheckoutResult>(`/accounts/checkout/${encodeURIComponent(plan)}`, { method: 'POST' }),
    meta: { silent: true },
  });
}

/** POST /api/accounts/portal: the provider's page where the card is changed. */
export function usePortal() {
  return useMutation<{ url: string }, ApiRequestError, void>({
    mutationFn: () => apiRequest<{ url: string }>('/accounts/portal', { method: 'POST' }),
  });
}
