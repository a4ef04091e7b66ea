import { and, eq, isNull } from 'drizzle-orm';
import { customerAddresses, customers } from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

type Caller = { auth: Record<string, string> };

/** The customer routes as a given caller. */
export function customerCalls(t: TestApp) {
  return {
    create: (as: Caller | undefined, payload?: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/customers', headers: as?.auth, ...(payload !== undefined && { payload: payload as object }) }),
    get: (as: Caller | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: as?.auth }),
    update: (as: Caller, uuid: string, payload?: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/customers/${uuid}`, headers: as.auth, ...(payload !== undefined && { payload: payload as object }) }),
    remove: (as: Caller, uuid: string) => t.app.inject({ method: 'DELETE', url: `/api/customers/${uuid}`, headers: as.auth }),
  };
}

/** Every customer row of an account (deleted ones too), read from the database. */
export function customerRowsOf(t: TestApp, accountId: number) {
  return t.db.select().from(customers).where(eq(customers.accountId, accountId)).orderBy(customers.id);
}

export async function liveCustomerCount(t: TestApp, accountId: number): Promise<number> {
  const rows = await t.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.accountId, accountId), isNull(customers.deletedAt)));
  return rows.length;
}

export async function customerRow(t: TestApp, uuid: string) {
  const [row] = await t.db.select().from(customers).where(eq(customers.uuid, uuid));
  return row;
}

export async function addressRowsOf(t: TestApp, uuid: string) {
  const row = await customerRow(t, uuid);
  if (!row) return [];
  return t.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, row.id)).orderBy(customerAddresses.id);
}

export async function allAddressRowsOf(t: TestApp, accountId: number) {
  return t.db.select().from(customerAddresses).where(eq(customerAddresses.accountId, accountId));
}
