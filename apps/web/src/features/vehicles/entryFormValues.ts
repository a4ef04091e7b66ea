import type { Entry, EntryType, saveEntriesBodySchema } from '@atelier/contracts';
import type { z } from 'zod';

/** One backlog row of the drawer. `key` identifies the row on screen only. */
export interface EntryFormValues {
  key: string;
  id: number | null;
  name: string;
  content: string;
  type: EntryType;
  value_measured: number | '';
  price: number | '';
}

export type EntryBody = z.input<typeof saveEntriesBodySchema>['entries'][number];

/** The backlog: the vehicle's entries not yet on a work order or an invoice (those are never sent back). */
export function backlogEntries(entries: Entry[]): Entry[] {
  return entries.filter((entry) => !entry.worksheetUuid && !entry.invoiceUuid);
}

export function entryFormValues(entry: Entry): EntryFormValues {
  return {
    key: `entry-${entry.id}`,
    id: entry.id,
    name: entry.name,
    content: entry.content ?? '',
    type: entry.type,
    value_measured: entry.value_measured,
    price: entry.price ?? '',
  };
}

let rowCounter = 0;

/** 'Ajouter' in the backlog: an empty task; the quantity starts at 1 (§5 "PRODUCT entries default to 1"). */
export function newEntryRow(type: EntryType = 'SERVICE'): EntryFormValues {
  rowCounter += 1;
  return { key: `new-${rowCounter}`, id: null, name: '', content: '', type, value_measured: 1, price: '' };
}

const toNumber = (value: number | string | ''): number | null => {
  if (value === '' || value === null) return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(number) ? number : null;
};

/** A row as POST /api/mechs/{uuid}/entries takes it; an empty quantity is the minimum, 1 (§5). */
export function toEntryBody(row: EntryFormValues): EntryBody {
  const body: EntryBody = {
    name: row.name.trim(),
    content: row.content.trim() || null,
    type: row.type,
    value_measured: toNumber(row.value_measured) ?? 1,
    price: toNumber(row.price),
  };
  if (row.id !== null) body.id = row.id;
  return body;
}

/** The saved list minus one entry (the detail page's remove action). */
export function entriesWithout(entries: Entry[], id: number): EntryBody[] {
  return backlogEntries(entries)
    .filter((entry) => entry.id !== id)
    .map((entry) => toEntryBody(entryFormValues(entry)));
}

/** What the rows would save, for the dirty check: screen keys aside. */
export function entriesSnapshot(rows: EntryFormValues[]): string {
  return JSON.stringify(rows.map(toEntryBody));
}
