import type { Entry, Invoice } from '@atelier/contracts';

/**
 * A draft's lines as the work order's line editor takes them: entries (a draft line's `id` is its
 * entry's). A SERVICE line priced at the hourly rate has no price of its own, as on a work order.
 */
export function draftLineEntries(invoice: Pick<Invoice, 'uuid' | 'lines'>): Entry[] {
  return invoice.lines.map((line) => ({
    id: line.id,
    name: line.name,
    content: line.content,
    type: line.type,
    status: null,
    value_measured: line.quantity,
    price: line.hourlyRate ? null : line.unitPrice,
    related_item: line.related_item,
    mechUuid: null,
    worksheetUuid: null,
    invoiceUuid: invoice.uuid,
    discount: line.discount,
  }));
}
