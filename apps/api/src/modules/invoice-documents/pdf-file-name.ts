import type { Invoice } from '@atelier/contracts';
import { PDF_TEXTS } from './pdf-texts.js';

/** The download's name in the document's language: facture-1042.pdf, avoir-AV-3.pdf, brouillon.pdf. */
export function pdfFileName(invoice: Pick<Invoice, 'kind' | 'status' | 'invoiceId' | 'language'>): string {
  const names = PDF_TEXTS[invoice.language].fileName;
  if (invoice.status === 'DRAFT' || !invoice.invoiceId) return `${names.draft}.pdf`;
  return `${invoice.kind === 'CREDIT_NOTE' ? names.creditNote : names.invoice}-${invoice.invoiceId}.pdf`;
}
