import type { Invoice, PublicInvoice } from '@atelier/contracts';

/**
 * What the customer's page reads (GET /public/invoices/{uuid}): the document without what is the
 * shop's own — no customer or vehicle uuid, no work order, no sends, no payment uuids nor who
 * recorded them, no work-order line or catalogue ids (lines are numbered 1..n instead).
 */
export function presentPublicInvoice(invoice: Invoice): PublicInvoice {
  const { uuid: _customer, ...customer } = invoice.customer;
  return {
    uuid: invoice.uuid,
    kind: invoice.kind,
    status: invoice.status,
    number: invoice.number,
    invoiceId: invoice.invoiceId,
    issueDate: invoice.issueDate,
    issuedAt: invoice.issuedAt,
    dueDate: invoice.dueDate,
    language: invoice.language,
    businessCustomer: invoice.businessCustomer,
    customerTaxNumber: invoice.customerTaxNumber,
    notes: invoice.notes,
    reason: invoice.reason,
    seller: invoice.seller,
    customer,
    mech: invoice.mech && {
      description: invoice.mech.description,
      license: invoice.mech.license,
      serialNumber: invoice.mech.serialNumber,
      mileage: invoice.mech.mileage,
      unit: invoice.mech.unit,
    },
    creditedInvoice: invoice.creditedInvoice && { invoiceId: invoice.creditedInvoice.invoiceId },
    creditNotes: invoice.creditNotes.map(({ invoiceId, total, issueDate, status }) => ({ invoiceId, total, issueDate, status })),
    lines: invoice.lines.map((line, index) => ({ ...line, id: index + 1, entryId: null, related_item: null, creditedLineId: null })),
    totals: invoice.totals,
    payments: invoice.payments.map(({ amount, paidOn, method, reference, createdAt }) => ({ amount, paidOn, method, reference, createdAt })),
    pdfSha256: invoice.pdfSha256,
    createdAt: invoice.createdAt,
    updatedAt: invoice.updatedAt,
  };
}
