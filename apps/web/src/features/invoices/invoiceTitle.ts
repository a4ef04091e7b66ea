import type { Invoice } from '@atelier/contracts';

/** The page's title as a translation key and its values: "Facture 1042", "Avoir AV-7", "Brouillon de facture". */
export function invoiceTitle(invoice: Pick<Invoice, 'kind' | 'invoiceId'>): { key: string; values: { number?: string } } {
  if (invoice.kind === 'CREDIT_NOTE') return { key: 'invoices.page.creditNoteTitle', values: { number: invoice.invoiceId ?? '' } };
  if (!invoice.invoiceId) return { key: 'invoices.page.draftTitle', values: {} };
  return { key: 'invoices.page.title', values: { number: invoice.invoiceId } };
}
