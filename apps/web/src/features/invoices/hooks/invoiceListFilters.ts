import { INVOICE_STATUSES, type InvoiceStatus } from '@atelier/contracts';
import type { InvoiceListParams } from '../api';

export const INVOICES_PAGE_SIZE = 25;

export interface InvoiceFilters {
  status: InvoiceStatus | null;
  customerUuid: string | null;
  /** Issue-date range, YYYY-MM-DD (drafts: their creation day). */
  from: string | null;
  to: string | null;
}

/** The URL's names of the filters (?status=SENT&customer=…&from=…&to=…). */
export const FILTER_PARAMS = { status: 'status', customerUuid: 'customer', from: 'from', to: 'to' } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string => !!value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** Reads the filters from the URL, ignoring an unknown status and what is not a day. */
export function readInvoiceFilters(params: URLSearchParams): InvoiceFilters {
  const status = params.get(FILTER_PARAMS.status)?.toUpperCase();
  const from = params.get(FILTER_PARAMS.from);
  const to = params.get(FILTER_PARAMS.to);
  return {
    status: INVOICE_STATUSES.includes(status as InvoiceStatus) ? (status as InvoiceStatus) : null,
    customerUuid: params.get(FILTER_PARAMS.customerUuid) || null,
    from: isDay(from) ? from : null,
    to: isDay(to) ? to : null,
  };
}

/** A range whose end is before its start: the list is not asked (the server would refuse it) and the field says why. */
export const rangeInverted = (filters: Pick<InvoiceFilters, 'from' | 'to'>) => !!filters.from && !!filters.to && filters.from > filters.to;

/** What GET /api/invoices is asked for this page, search and filters. */
export function invoiceApiParams(query: { page: number; pageSize: number; q?: string }, filters: InvoiceFilters): InvoiceListParams {
  return {
    page: query.page,
    pageSize: query.pageSize,
    q: query.q,
    status: filters.status ?? undefined,
    customerUuid: filters.customerUuid ?? undefined,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
  };
}

export const hasFilters = (filters: InvoiceFilters) => !!(filters.status || filters.customerUuid || filters.from || filters.to);
