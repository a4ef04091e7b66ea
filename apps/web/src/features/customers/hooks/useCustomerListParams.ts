import { CUSTOMER_SORTS, type CustomerListQuery } from '@atelier/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export const CUSTOMERS_PAGE_SIZE = 25;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];

function isSort(value: string | null): value is CustomerSort {
  return (CUSTOMER_SORTS as readonly (string | null)[]).includes(value);
}

/**
 * Page, search and sort live in the URL (?page=2&q=roy&sort=email&order=desc): a reload, the
 * back button or a shared link shows the same page of the list.
 */
export function useCustomerListParams() {
  const [params, setParams] = useSearchParams();
  const query: CustomerListQuery = useMemo(() => {
    const page = Number.parseInt(params.get('page') ?? '', 10);
    const sort = params.get('sort');
    return {
      page: Number.isFinite(page) && page > 0 ? page : 1,
      pageSize: CUSTOMERS_PAGE_SIZE,
      q: params.get('q')?.trim() || undefined,
      sort: isSort(sort) ? sort : 'fullname',
      order: params.get('order') === 'desc' ? 'desc' : 'asc',
    };
  }, [params]);

  const update = useCallback(
    (changes: Partial<Pick<CustomerListQuery, 'page' | 'q' | 'sort' | 'order'>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const isDefault = value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'sort' && value === 'fullname') || (key === 'order' && value === 'asc');
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { query, update };
}
