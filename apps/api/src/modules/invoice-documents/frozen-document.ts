import type { Invoice } from '@atelier/contracts';

/**
 * The document as it was issued: what follows the issue (payments, credit notes, sends) is left
 * out, so the stored PDF depends only on what the database froze and is the same whenever it
 * is made (at issue, or later by GET /pdf if that first attempt failed).
 */
export function frozenDocument(invoice: Invoice): Invoice {
  const { totals } = invoice;
  return {
    ...invoice,
    status: invoice.status === 'DRAFT' ? 'DRAFT' : 'SENT',
    payments: [],
    creditNotes: [],
    sends: [],
    pdfSha256: null,
    totals: { ...totals, paid: 0, credited: 0, balance: invoice.kind === 'INVOICE' ? totals.total : 0 },
  };
}
