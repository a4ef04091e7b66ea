import type { CreateInvoiceBody, CreditNoteBody, Invoice, InvoiceKind, InvoiceList, PaymentBody, UpdateInvoiceBody, ViewLink } from '@atelier/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestWithHeaders } from '../../shared/api/apiClient';
import { saveBlobAsFile } from '../../shared/api/saveBlobAsFile';
import type { ApiRequestError } from '../../shared/api/ApiRequestError';

export interface InvoiceListParams {
  page: number;
  pageSize: number;
  /** Number/label or customer name. */
  q?: string;
  /** Statuses, comma-separated as the API takes them (?status=SENT,PAID). */
  status?: string;
  kind?: InvoiceKind;
  customerUuid?: string;
  worksheetUuid?: string;
  /** Issue date range, YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

export const invoicesKeys = {
  all: ['invoices'] as const,
  lists: ['invoices', 'list'] as const,
  list: (params: InvoiceListParams) => ['invoices', 'list', params] as const,
  detail: (uuid: string) => ['invoices', 'detail', uuid] as const,
};

/*
 * worksheetsKeys.all, not imported: the work-order feature imports this one (its "Facturer", its
 * READY labels), and an import back through its index would be a cycle.
 */
const WORKSHEETS_KEY = ['worksheets'] as const;

const apiInvoicePath = (uuid: string) => `/invoices/${encodeURIComponent(uuid)}`;

/** GET /api/invoices with the params that are set, in a stable order. */
export function invoiceListPath(params: InvoiceListParams): string {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  const optional: (keyof InvoiceListParams)[] = ['q', 'status', 'kind', 'customerUuid', 'worksheetUuid', 'from', 'to'];
  for (const key of optional) {
    const value = params[key];
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return `/invoices?${search.toString()}`;
}

/** GET /api/invoices: newest first, one page and the sums of the whole filter; the previous page stays shown while the next loads. */
export function useInvoices(params: InvoiceListParams, enabled = true) {
  return useQuery({
    queryKey: invoicesKeys.list(params),
    queryFn: ({ signal }) => apiRequest<InvoiceList>(invoiceListPath(params), { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useInvoice(uuid: string) {
  return useQuery({
    queryKey: invoicesKeys.detail(uuid),
    queryFn: ({ signal }) => apiRequest<Invoice>(apiInvoicePath(uuid), { signal }),
    // A missing invoice is shown by the page itself.
    meta: { silent: true },
    retry: false,
  });
}

/**
 * After any change of a document: the document, every list (sums, balances) and the work orders
 * (their "invoiced" / READY label and their lines) are asked again.
 */
export function useRefreshInvoice() {
  const client = useQueryClient();
  return (uuid?: string) => {
    if (uuid) void client.invalidateQueries({ queryKey: invoicesKeys.detail(uuid) });
    void client.invalidateQueries({ queryKey: invoicesKeys.lists });
    void client.invalidateQueries({ queryKey: WORKSHEETS_KEY });
  };
}

// Forms and pages show their own errors: no extra toast from the global handler.
const silent = { silent: true };

/** POST /api/invoices ({ worksheetUuid } or { customerUuid }): answers the draft; going to it is the caller's job. */
export function useCreateInvoice() {
  const client = useQueryClient();
  const refresh = useRefreshInvoice();
  return useMutation<Invoice, ApiRequestError, CreateInvoiceBody>({
    mutationFn: (body) => apiRequest<Invoice>('/invoices', { method: 'POST', body }),
    onSuccess: (invoice) => {
      client.setQueryData(invoicesKeys.detail(invoice.uuid), invoice);
      refresh();
    },
    meta: silent,
  });
}

/** PATCH /api/invoices/{uuid} (draft only): only what is sent changes. Failures are toasts (the header saves at once). */
export function usePatchInvoice(uuid: string) {
  const client = useQueryClient();
  const refresh = useRefreshInvoice();
  return useMutation<Invoice, ApiRequestError, UpdateInvoiceBody>({
    mutationFn: (body) => apiRequest<Invoice>(apiInvoicePath(uuid), { method: 'PATCH', body }),
    onSuccess: (invoice) => {
      client.setQueryData(invoicesKeys.detail(uuid), invoice);
      refresh();
    },
  });
}

/** DELETE /api/invoices/{uuid} (draft only): its lines go back to their work order. */
export function useDeleteInvoice() {
  const client = useQueryClient();
  const refresh = useRefreshInvoice();
  return useMutation<{ uuid: string }, ApiRequestError, string>({
    mutationFn: (uuid) => apiRequest<{ uuid: string }>(apiInvoicePath(uuid), { method: 'DELETE' }),
    onSuccess: (_, uuid) => {
      client.removeQueries({ queryKey: invoicesKeys.detail(uuid) });
      refresh();
    },
  });
}

/** POST /api/invoices/{uuid}/issue: the number is taken; a 422 ERR_MISSING_MENTIONS is shown by the caller (silent). */
export function useIssueInvoice(uuid: string) {
  const refresh = useRefreshInvoice();
  return useMutation<Invoice, ApiRequestError, void>({
    mutationFn: () => apiRequest<Invoice>(`${apiInvoicePath(uuid)}/issue`, { method: 'POST' }),
    onSuccess: () => refresh(uuid),
    meta: silent,
  });
}

/** POST /api/invoices/{uuid}/payments: a payment, or a reversal (a negative amount). The modal shows the errors. */
export function useAddPayment(uuid: string) {
  const refresh = useRefreshInvoice();
  return useMutation<unknown, ApiRequestError, PaymentBody>({
    mutationFn: (body) => apiRequest<unknown>(`${apiInvoicePath(uuid)}/payments`, { method: 'POST', body }),
    onSuccess: () => refresh(uuid),
    meta: silent,
  });
}

/** POST /api/invoices/{uuid}/credit-notes: answers the issued credit note. */
export function useCreateCreditNote(uuid: string) {
  const client = useQueryClient();
  const refresh = useRefreshInvoice();
  return useMutation<Invoice, ApiRequestError, CreditNoteBody>({
    mutationFn: (body) => apiRequest<Invoice>(`${apiInvoicePath(uuid)}/credit-notes`, { method: 'POST', body }),
    onSuccess: (creditNote) => {
      client.setQueryData(invoicesKeys.detail(creditNote.uuid), creditNote);
      refresh(uuid);
    },
    meta: silent,
  });
}

/** POST /api/invoices/{uuid}/send: queued on the job runner; the document's sends show it. */
export function useSendInvoice(uuid: string) {
  const refresh = useRefreshInvoice();
  return useMutation<{ queued: true; to: string }, ApiRequestError, { to?: string }>({
    mutationFn: (body) => apiRequest<{ queued: true; to: string }>(`${apiInvoicePath(uuid)}/send`, { method: 'POST', body }),
    onSuccess: () => refresh(uuid),
    meta: silent,
  });
}

/** POST /api/invoices/{uuid}/view-link: the customer's signed, expiring link. */
export function useViewLink(uuid: string) {
  return useMutation<ViewLink, ApiRequestError, void>({
    mutationFn: () => apiRequest<ViewLink>(`${apiInvoicePath(uuid)}/view-link`, { method: 'POST' }),
  });
}

/** The file name the server gives in Content-Disposition, else `fallback`. */
export function pdfFileName(disposition: string | null, fallback: string): string {
  const named = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (named?.[1]) {
    try {
      return decodeURIComponent(named[1]);
    } catch {
      return named[1];
    }
  }
  return fallback;
}

/**
 * GET /api/invoices/{uuid}/pdf through the signed-in client (the bearer token, refreshed when
 * stale; a plain link would carry none), saved under the server's file name.
 */
export async function downloadInvoicePdf(uuid: string, fallbackName: string): Promise<void> {
  const { data, headers } = await apiRequestWithHeaders<Blob>(`${apiInvoicePath(uuid)}/pdf`, { responseType: 'blob' });
  saveBlobAsFile(data, pdfFileName(headers.get('Content-Disposition'), fallbackName));
}

/**
 * "Aperçu PDF" of a draft (or any document): the PDF opened in a new tab. The tab is opened at the
 * click (a popup opened after the download would be blocked), then shown the file.
 */
export async function previewInvoicePdf(uuid: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { data } = await apiRequestWithHeaders<Blob>(`${apiInvoicePath(uuid)}/pdf`, { responseType: 'blob' });
    const url = URL.createObjectURL(data);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has the file; the URL is kept long enough for it to load.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
