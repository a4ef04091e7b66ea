import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { customerAddresses, customers, mechs } from '../../db/schema/index.js';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerAddressRow = typeof customerAddresses.$inferSelect;
export type AddressValues = Omit<typeof customerAddresses.$inferInsert, 'id' | 'uuid' | 'accountId' | 'customerId' | 'createdAt'>;

/** Only the account's customers that were not deleted: anything else is "not found". */
function liveCustomer(accountId: number, condition?: SQL): SQL | undefined {
  return and(eq(customers.accountId, accountId), isNull(customers.deletedAt), condition);
}

export async function findCustomer(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(liveCustomer(accountId, eq(customers.uuid, uuid)))
    .limit(1);
  return row;
}

/** A live customer of the account holding these mobile digits, other than `exceptId`. */
export async function findCustomerByMobile(db: DbOrTx, { accountId, mobile, exceptId }: Scope & { mobile: string; exceptId?: number }) {
  const [row] = await db
    .select({ id: customers.id })
    .from(customers)
    .where(liveCustomer(accountId, and(eq(customers.mobile, mobile), exceptId ? sql`${customers.id} <> ${exceptId}` : undefined)))
    .limit(1);
  return row;
}

// Names sort as people expect (Émile beside Eric): the ICU collation of the list index.
const SORT_COLUMNS = {
  fullname: sql`${customers.fullname} COLLATE "und-x-icu"`,
  createdAt: customers.createdAt,
  email: customers.email,
  mobile: customers.mobile,
};

/** One page of the account's live customers, searched and sorted in SQL, and the matching total. */
export async function listCustomers(db: DbOrTx, { accountId, page, pageSize, q, sort, order }: CustomerListQuery & Scope) {
  const escaped = q ? q.replace(/[\\%_]/g, '\\$&') : undefined;
  const digits = q ? q.replace(/\D/g, '') : '';
  const where = liveCustomer(
    accountId,
    escaped
      ? or(
          ilike(customers.fullname, `%${escaped}%`),
          ilike(customers.email, `%${escaped}%`),
          // The mobile is stored as digits: '555-01' finds 5145550123.
          digits ? sql`${customers.mobile} LIKE ${`%${digits}%`}` : undefined,
        )
      : undefined,
  );
  const direction = order === 'desc' ? desc : asc;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(where)
      .orderBy(direction(SORT_COLUMNS[sort]), direction(customers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(customers).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** The addresses of these customers (of the account), billing first, oldest first. */
export function addressesOf(db: DbOrTx, { accountId, customerIds }: Scope & { customerIds: number[] }): Promise<CustomerAddressRow[]> {
  if (customerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.accountId, accountId), inArray(customerAddresses.customerId, customerIds)))
    .orderBy(sql`${customerAddresses.type} <> 'BILLING'`, asc(customerAddresses.id));
}

export async function insertCustomer(db: DbOrTx, values: Scope & { fullname: string; email: string | null; mobile: string | null }): Promise<CustomerRow> {
  const [row] = await db.insert(customers).values(values).returning();
  return row!;
}

export async function updateCustomerFields(
  db: DbOrTx,
  { accountId, id }: Scope & { id: number },
  fields: { fullname: string; email: string | null; mobile: string | null },
): Promise<void> {
  await db
    .update(customers)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(liveCustomer(accountId, eq(customers.id, id)));
}

/** Replaces the customer's billing address, or creates it (one per customer, unique index). */
export async function upsertBillingAddress(db: DbOrTx, { accountId, customerId }: Scope & { customerId: number }, values: AddressValues) {
  await db
    .insert(customerAddresses)
    .values({ ...values, type: 'BILLING', accountId, customerId })
    .onConflictDoUpdate({
      target: customerAddresses.customerId,
      targetWhere: sql`${customerAddresses.type} = 'BILLING'`,
      set: { ...values, type: 'BILLING' },
    });
}

export async function deleteBillingAddress(db: DbOrTx, { accountId, customerId }: Scope & { customerId: number }): Promise<void> {
  await db
    .delete(customerAddresses)
    .where(and(eq(customerAddresses.accountId, accountId), eq(customerAddresses.customerId, customerId), eq(customerAddresses.type, 'BILLING')));
}

/** Soft delete: the row stays for the history; its mobile becomes free again. */
export async function softDeleteCustomer(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<void> {
  await db
    .update(customers)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(liveCustomer(accountId, eq(customers.id, id)));
}

/** The live vehicles of a customer being deleted. */
export async function softDeleteCustomerVehicles(db: DbOrTx, { accountId, customerId }: Scope & { customerId: number }): Promise<void> {
  await db
    .update(mechs)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(mechs.accountId, accountId), eq(mechs.customerId, customerId), isNull(mechs.deletedAt)));
}
