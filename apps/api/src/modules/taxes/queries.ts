import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { taxes, taxGroups } from '../../db/schema/index.js';

export type TaxGroupRow = typeof taxGroups.$inferSelect;
export type TaxRow = typeof taxes.$inferSelect;

/** The account's groups in order. */
export function groupsOf(db: DbOrTx, { accountId }: Scope) {
  return db.select().from(taxGroups).where(eq(taxGroups.accountId, accountId)).orderBy(asc(taxGroups.position), asc(taxGroups.id));
}

/** The account's taxes, in their group's order. */
export function taxesOf(db: DbOrTx, { accountId }: Scope): Promise<TaxRow[]> {
  return db.select().from(taxes).where(eq(taxes.accountId, accountId)).orderBy(asc(taxes.position), asc(taxes.id));
}

/** The taxes of one group of the account, in order. */
export function taxesOfGroup(db: DbOrTx, { accountId, groupId }: Scope & { groupId: number }): Promise<TaxRow[]> {
  return db
    .select()
    .from(taxes)
    .where(and(eq(taxes.accountId, accountId), eq(taxes.taxGroupId, groupId)))
    .orderBy(asc(taxes.position), asc(taxes.id));
}

/** The account's first group (by position), the one work-order totals apply. */
export async function firstGroupOf(db: DbOrTx, { accountId }: Scope): Promise<TaxGroupRow | undefined> {
  const [row] = await groupsOf(db, { accountId }).limit(1);
  return row;
}

type GroupValues = { name: string; position: number };
type TaxValues = { taxGroupId: number; name: string; description: string | null; rate: string; position: number };

export async function insertGroup(db: DbOrTx, { accountId, values }: Scope & { values: GroupValues }): Promise<number> {
  const [row] = await db
    .insert(taxGroups)
    .values({ accountId, ...values })
    .returning({ id: taxGroups.id });
  return row!.id;
}

export async function updateGroup(db: DbOrTx, { accountId, id, values }: Scope & { id: number; values: GroupValues }): Promise<void> {
  await db
    .update(taxGroups)
    .set(values)
    .where(and(eq(taxGroups.id, id), eq(taxGroups.accountId, accountId)));
}

/** Removes the account's groups whose id is not kept (their remaining taxes go with them). */
export async function deleteGroupsExcept(db: DbOrTx, { accountId, keep }: Scope & { keep: number[] }): Promise<void> {
  const scope = eq(taxGroups.accountId, accountId);
  await db.delete(taxGroups).where(keep.length > 0 ? and(scope, notInArray(taxGroups.id, keep)) : scope);
}

export async function insertTaxes(db: DbOrTx, { accountId, values }: Scope & { values: TaxValues[] }): Promise<void> {
  if (values.length > 0) await db.insert(taxes).values(values.map((tax) => ({ accountId, ...tax })));
}

export async function updateTax(db: DbOrTx, { accountId, id, values }: Scope & { id: number; values: TaxValues }): Promise<void> {
  await db
    .update(taxes)
    .set(values)
    .where(and(eq(taxes.id, id), eq(taxes.accountId, accountId)));
}

/** Removes the account's taxes whose id is not kept. */
export async function deleteTaxesExcept(db: DbOrTx, { accountId, keep }: Scope & { keep: number[] }): Promise<void> {
  const scope = eq(taxes.accountId, accountId);
  await db.delete(taxes).where(keep.length > 0 ? and(scope, notInArray(taxes.id, keep)) : scope);
}

/** Deletes one tax of the account; false when it is not one of its taxes. */
export async function deleteTax(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<boolean> {
  const rows = await db
    .delete(taxes)
    .where(and(eq(taxes.id, id), eq(taxes.accountId, accountId)))
    .returning({ id: taxes.id });
  return rows.length > 0;
}

/** Removes every group (and tax) of the account. */
export async function deleteAllGroups(db: DbOrTx, { accountId }: Scope): Promise<void> {
  await db.delete(taxGroups).where(eq(taxGroups.accountId, accountId));
}
