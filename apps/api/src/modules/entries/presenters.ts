import type { Entry } from '@atelier/contracts';
import type { EntryRow } from './queries.js';

/**
 * Row → the Entry contract. Statuses, catalogue links, work orders and invoices arrive with
 * their own capabilities; a backlog entry has none of them yet.
 */
export function presentEntry(row: EntryRow, mechUuid: string | null): Entry {
  return {
    id: row.id,
    name: row.name,
    content: row.content,
    type: row.type,
    status: null,
    value_measured: Number(row.valueMeasured),
    price: row.price === null ? null : Number(row.price),
    related_item: null,
    mechUuid,
    worksheetUuid: null,
    invoiceUuid: null,
  };
}
