import type { Invoice } from '@atelier/contracts/invoices';
import { useMutation } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../shared/api/apiClient';
import { saveBlobAsFile } from '../../shared/api/saveBlobAsFile';

// Apart from api.ts: the customer's page (a plain PDF link) does not take the mutation code.

/** The file name the server gives in Content-Disposition, else one made from the label. */
export function pdfFileName(disposition: string | null, invoice: Pick<Invoice, 'kind' | 'invoiceId'>): string {
  const named = disposition && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  if (named?.[1]) return decodeURIComponent(named[1]);
  if (!invoice.invoiceId) return 'brouillon.pdf';
  return `${invoice.kind === 'CREDIT_NOTE' ? 'avoir' : 'facture'}-${invoice.invoiceId}.pdf`;
}

/**
 * GET /api/invoices/{uuid}/pdf through the signed-in client (a plain link would carry no bearer
 * token), saved under the server's file name. Failures toast (the mutation cache).
 */
export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: async (invoice: Pick<Invoice, 'uuid' | 'kind' | 'invoiceId'>) => {
      const { data, headers } = await apiRequestWithHeaders<Blob>(`/invoices/${encodeURIComponent(invoice.uuid)}/pdf`, { responseType: 'blob' });
      saveBlobAsFile(data, pdfFileName(headers.get('Content-Disposition'), invoice));
    },
  });
}
