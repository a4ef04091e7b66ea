import { useMemo } from 'react';
import { useListFilters } from '../../../shared/lists/useListFilters';
import { useListParams } from '../../../shared/lists/useListParams';
import { FILTER_PARAMS, INVOICES_PAGE_SIZE, invoiceApiParams, readInvoiceFilters, type InvoiceFilters } from './invoiceListFilters';

// GET /api/invoices has one order (newest first): no sort in the URL.
const SORTS = ['issueDate'] as const;

/** The invoice list's page, search and filters, kept in the URL (a reload or a shared link shows the same list). */
export function useInvoiceListParams() {
  const { query, update, changePage } = useListParams(SORTS, 'issueDate', INVOICES_PAGE_SIZE);
  const { filters, setFilters } = useListFilters<InvoiceFilters>(readInvoiceFilters, FILTER_PARAMS);

  const apiParams = useMemo(() => invoiceApiParams(query, filters), [query, filters]);
  return { query, update, changePage, filters, setFilters, apiParams };
}
