import type { Invoice, PublicInvoice } from '@atelier/contracts/invoices';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/apiClient';

export const invoiceDocumentKeys = {
  all: ['invoice-document'] as const,
  invoice: (uuid: string) => ['invoice-document', 'invoice', uuid] as const,
  public: (uuid: string, token: string) => ['invoice-document', 'public', uuid, token] as const,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/invoices/{uuid}: the shop's own copy (print view). A malformed uuid is answered 404 by the API. */
export function useInvoiceDocument(uuid: string) {
  return useQuery({
    queryKey: invoiceDocumentKeys.invoice(uuid),
    queryFn: ({ signal }) => apiRequest<Invoice>(`/invoices/${encodeURIComponent(uuid)}`, { signal }),
    meta: { silent: true },
  });
}

/**
 * GET /api/public/invoices/{uuid}?t=… for the customer's page: WITHOUT the session's token (the
 * reader may be anyone; a signed-in shop user opening the link must not turn it into an
 * authenticated call). A link without a token or with a malformed uuid is not sent at all.
 */
export function usePublicInvoice(uuid: string, token: string) {
  return useQuery({
    queryKey: invoiceDocumentKeys.public(uuid, token),
    queryFn: ({ signal }) => apiRequest<PublicInvoice>(publicInvoicePath(uuid, token), { auth: false, signal }),
    enabled: isViewLink(uuid, token),
    meta: { silent: true },
  });
}

export function isViewLink(uuid: string, token: string): boolean {
  return UUID.test(uuid) && token.length > 0 && token.length <= 512;
}

export function publicInvoicePath(uuid: string, token: string): string {
  return `/public/invoices/${encodeURIComponent(uuid)}?t=${encodeURIComponent(token)}`;
}

/** The customer's PDF: a plain link (no bearer token needed, the signed token is the key). */
export function publicPdfUrl(uuid: string, token: string): string {
  return `/api/public/invoices/${encodeURIComponent(uuid)}/pdf?t=${encodeURIComponent(token)}`;
}
