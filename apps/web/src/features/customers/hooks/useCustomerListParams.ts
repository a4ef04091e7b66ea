import { CUSTOMER_SORTS } from '@atelier/contracts/customer-constants';
import { readListQuery, useListParams } from '../../../shared/lists/useListParams';

export const CUSTOMERS_PAGE_SIZE = 25;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

/** The customers list's page, search and sort, kept in the URL. */
export function useCustomerListParams() {
  return useListParams<CustomerSort>(CUSTOMER_SORTS, 'fullname', CUSTOMERS_PAGE_SIZE);
}

/** The same for an address's search parameters (the page's prefetch, before React). */
export const customerListQueryOf = (search: URLSearchParams) => readListQuery<CustomerSort>(search, CUSTOMER_SORTS, 'fullname', CUSTOMERS_PAGE_SIZE);
