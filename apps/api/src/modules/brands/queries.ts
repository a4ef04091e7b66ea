import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { brands } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';

export function listBrands(db: DbOrTx, { accountId }: Scope) {
  return db.select().from(brands).where(eq(brands.accountId, accountId)).orderBy(asc(brands.id));
}

/** One brand of the account, locked until the end of the transaction (its address before a save). */
export async function findBrand(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }) {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.uuid, uuid), eq(brands.accountId, accountId)))
    .for('update')
    .limit(1);
  return row;
}

type BrandChanges = Partial<Pick<typeof brands.$inferInsert, 'address' | 'email' | 'mobile'>>;

/** Updates a brand of the account; undefined when the uuid is not one of its brands. */
export async function saveBrand(db: DbOrTx, { accountId, uuid, changes }: Scope & { uuid: string; changes: BrandChanges }) {
  const [row] = await db
    .update(brands)
    .set(changes)
    .where(and(eq(brands.uuid, uuid), eq(brands.accountId, accountId)))
    .returning();
  return row;
}
