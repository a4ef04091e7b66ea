import { and, asc, eq, sql } from 'drizzle-orm';
import { accounts, catalogItems, entries, entryStatuses, taxes, taxGroups, worksheetCounters, worksheets, worksheetStatuses } from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

type Caller = { auth: Record<string, string> };
type Group = 'TODO' | 'IN_PROGRESS' | 'DONE';
const body = (payload: unknown) => (payload !== undefined ? { payload: payload as object } : {});

/** The work-order and line routes as a given caller. */
export function worksheetCalls(t: TestApp) {
  const inject = (as: Caller | undefined, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: as?.auth, ...body(payload) });
  return {
    create: (as: Caller | undefined, payload?: unknown) => inject(as, 'POST', '/api/worksheets', payload),
    list: (as: Caller, query = '') => inject(as, 'GET', `/api/worksheets${query}`),
    get: (as: Caller, uuid: string) => inject(as, 'GET', `/api/worksheets/${uuid}`),
    update: (as: Caller, uuid: string, payload?: unknown) => inject(as, 'PUT', `/api/worksheets/${uuid}`, payload),
    remove: (as: Caller, uuid: string) => inject(as, 'DELETE', `/api/worksheets/${uuid}`),
    entries: (as: Caller, uuid: string) => inject(as, 'GET', `/api/worksheets/${uuid}/entries`),
    pullBacklog: (as: Caller, uuid: string) => inject(as, 'POST', `/api/worksheets/${uuid}/backlog`),
    totals: (as: Caller, uuid: string) => inject(as, 'GET', `/api/worksheets/${uuid}/totals`),

    addLine: (as: Caller, payload?: unknown) => inject(as, 'POST', '/api/entries', payload),
    patchLine: (as: Caller, id: number | string, payload?: unknown) => inject(as, 'PATCH', `/api/entries/${id}`, payload),
    removeLine: (as: Caller, id: number | string) => inject(as, 'DELETE', `/api/entries/${id}`),
    disconnect: (as: Caller, id: number | string) => inject(as, 'PATCH', `/api/entries/${id}/disconnect`),
    removePrice: (as: Caller, id: number | string) => inject(as, 'DELETE', `/api/entries/${id}/price`),
  };
}

let counter = 0;
/** A work-order status written straight into the table (the status routes are another module's). */
export async function insertWorksheetStatus(t: TestApp, accountId: number, group: Group = 'TODO', name?: string): Promise<number> {
  counter += 1;
  const [row] = await t.db
    .insert(worksheetStatuses)
    .values({ accountId, group, name: name ?? `Statut ${counter}`, position: counter })
    .returning({ id: worksheetStatuses.id });
  return row!.id;
}

export async function insertEntryStatus(t: TestApp, accountId: number, name?: string): Promise<number> {
  counter += 1;
  const [row] = await t.db
    .insert(entryStatuses)
    .values({ accountId, group: 'TODO', name: name ?? `État ${counter}`, position: counter })
    .returning({ id: entryStatuses.id });
  return row!.id;
}

/** A catalogue service or product written straight into the table. */
export async function insertCatalogItem(
  t: TestApp,
  accountId: number,
  values: { kind?: 'SERVICE' | 'PRODUCT'; name?: string; description?: string | null; price?: string | null; deleted?: boolean } = {},
) {
  counter += 1;
  const [row] = await t.db
    .insert(catalogItems)
    .values({
      accountId,
      kind: values.kind ?? 'SERVICE',
      name: values.name ?? `Article ${counter}`,
      description: values.description ?? null,
      price: values.price === undefined ? '10.00' : values.price,
      deletedAt: values.deleted ? new Date() : null,
    })
    .returning();
  return row!;
}

/** The account's tax groups become exactly one group with these taxes (rates as decimal text). */
export async function setTaxes(t: TestApp, accountId: number, list: { name: string; rate: string }[]) {
  await t.db.delete(taxGroups).where(eq(taxGroups.accountId, accountId));
  const [group] = await t.db.insert(taxGroups).values({ accountId, name: 'Taxes', position: 0 }).returning({ id: taxGroups.id });
  if (list.length === 0) return;
  await t.db.insert(taxes).values(list.map((tax, position) => ({ ...tax, accountId, taxGroupId: group!.id, position })));
}

/** Merges into the account's preferences (hourly rate, start number, currency). */
export async function setPreferences(t: TestApp, accountId: number, patch: Record<string, unknown>) {
  await t.db
    .update(accounts)
    .set({ preferences: sql`${accounts.preferences} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(accounts.id, accountId));
}

export async function worksheetRow(t: TestApp, uuid: string) {
  const [row] = await t.db.select().from(worksheets).where(eq(worksheets.uuid, uuid));
  return row;
}

/** Every work order of an account (deleted ones too), by number. */
export function worksheetRowsOf(t: TestApp, accountId: number) {
  return t.db.select().from(worksheets).where(eq(worksheets.accountId, accountId)).orderBy(asc(worksheets.worksheetId));
}

export async function counterOf(t: TestApp, accountId: number) {
  const [row] = await t.db.select().from(worksheetCounters).where(eq(worksheetCounters.accountId, accountId));
  return row?.lastNumber;
}

/** Every entry row of an account, or of one work order (by its row id). */
export function lineRowsOf(t: TestApp, accountId: number, worksheetId?: number) {
  return t.db
    .select()
    .from(entries)
    .where(and(eq(entries.accountId, accountId), worksheetId === undefined ? undefined : eq(entries.worksheetId, worksheetId)))
    .orderBy(asc(entries.id));
}
