import type { Entry } from '@atelier/contracts';
import type { LineRow } from './queries.js';

/** A line (of a work order or an invoice) → the Entry contract (status and catalogue link included). */
export function presentLine(row: LineRow): Entry {
  const { entry } = row;
  return {
    id: entry.id,
    name: entry.name,
    content: entry.content,
    type: entry.type,
    status: row.status,
    value_measured: Number(entry.valueMeasured),
    price: entry.price === null ? null : Number(entry.price),
    related_item: row.relatedItem,
    mechUuid: row.mechUuid,
    worksheetUuid: row.worksheetUuid,
    invoiceUuid: row.invoiceUuid,
    discount: Number(entry.discount),
  };
}
