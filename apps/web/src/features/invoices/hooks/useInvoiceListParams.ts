import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useListParams } from '../../../shared/lists/useListParams';
import { FILTER_PARAMS, INVOICES_PAGE_SIZE, invoiceApiParams, readInvoiceFilters, type InvoiceFilters } from './invoiceListFilters';

// GET /api/invoices has one order (newest first): no sort in the URL.
const SORTS = ['issueDate'] as const;

/** The invoice list's page, search and filters, kept in the URL (a reload or a shared link shows the same list). */
export function useInvoiceListParams() {
  const { query, update, changePage } = useListParams(SORTS, 'issueDate', INVOICES_PAGE_SIZE);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readInvoiceFilters(params), [params]);

  const setFilters = useCallback(
    (changes: Partial<InvoiceFilters>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const name = FILTER_PARAMS[key as keyof InvoiceFilters];
            if (value === null || value === undefined || value === '') next.delete(name);
            else next.set(name, String(value));
          }
          // Other filters show other rows: back to the first page.
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const apiParams = useMemo(() => invoiceApiParams(query, filters), [query, filters]);
  return { query, update, changePage, filters, setFilters, apiParams };
}
