import type { Invoice, InvoiceKind } from '@atelier/contracts';
import type { InvoiceSnapshot } from '../../db/schema/index.js';
import type { FrozenLine } from './queries.js';

/**
 * The journal record of an issued invoice or credit note (canonical data: integer cents, decimal
 * quantities, discounts and rates as their text): its number, date, customer, lines, taxes and
 * totals, what CGI art. 286 asks the register to keep.
 */
export function issuedJournalContent(input: {
  kind: InvoiceKind;
  columns: { number: number; invoiceId: string; issueDate: string; subtotalCents: number; taxCents: number; totalCents: number; snapshot: InvoiceSnapshot };
  currency: string;
  customer: Invoice['customer'];
  lines: FrozenLine[];
  creditedInvoice: { uuid: string; invoiceId: string } | null;
}) {
  const { columns, customer } = input;
  return {
    kind: input.kind,
    number: columns.number,
    label: columns.invoiceId,
    issueDate: columns.issueDate,
    currency: input.currency,
    customer: { uuid: customer.uuid, fullname: customer.fullname },
    creditedInvoice: input.creditedInvoice,
    lines: input.lines.map((line) => ({
      name: line.name,
      type: line.type,
      quantity: String(line.quantity),
      unitPriceCents: line.unitPriceCents,
      discount: String(line.discount ?? '0'),
      amountCents: line.amountCents,
    })),
    taxes: columns.snapshot.taxes.map((tax) => ({ name: tax.name, rate: String(tax.rate), cents: tax.cents })),
    subtotalCents: columns.subtotalCents,
    taxCents: columns.taxCents,
    totalCents: columns.totalCents,
  };
}
