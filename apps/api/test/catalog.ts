import { asc, eq } from 'drizzle-orm';
import { catalogItems } from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

type Caller = { auth: Record<string, string> };
export type CatalogPath = 'services' | 'products';

/** The catalogue routes of one kind (`services` or `products`) as a given caller. */
export function catalogCalls(t: TestApp, path: CatalogPath) {
  const body = (payload: unknown) => (payload !== undefined ? { payload: payload as object } : {});
  return {
    list: (as: Caller | undefined, query = '') => t.app.inject({ method: 'GET', url: `/api/${path}${query}`, headers: as?.auth }),
    create: (as: Caller | undefined, payload?: unknown) => t.app.inject({ method: 'POST', url: `/api/${path}`, headers: as?.auth, ...body(payload) }),
    get: (as: Caller | undefined, id: number | string) => t.app.inject({ method: 'GET', url: `/api/${path}/${id}`, headers: as?.auth }),
    update: (as: Caller | undefined, id: number | string, payload?: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/${path}/${id}`, headers: as?.auth, ...body(payload) }),
    remove: (as: Caller | undefined, id: number | string) => t.app.inject({ method: 'DELETE', url: `/api/${path}/${id}`, headers: as?.auth }),
  };
}

/** Every catalogue row of an account (deleted ones too), read from the database. */
export function catalogRowsOf(t: TestApp, accountId: number) {
  return t.db.select().from(catalogItems).where(eq(catalogItems.accountId, accountId)).orderBy(asc(catalogItems.id));
}

export async function catalogRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(catalogItems).where(eq(catalogItems.id, id));
  return row;
}
