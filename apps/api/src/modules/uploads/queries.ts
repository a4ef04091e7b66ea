import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { brands, users } from '../../db/schema/index.js';
import { liveUser } from '../users/queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * Sets a live user's picture and answers the one it replaces (undefined: no such user). The row
 * is locked first, so of two uploads at once each sees the other's file as the previous one.
 */
export async function replaceUserPicture(db: DbOrTx, { accountId, userId }: Scope & { userId: number }, picture: string) {
  const where = liveUser(and(eq(users.accountId, accountId), eq(users.id, userId)));
  const [row] = await db.select({ previous: users.picture }).from(users).where(where).for('no key update');
  if (!row) return undefined;
  await db
    .update(users)
    .set({ picture, updatedAt: sql`now()` })
    .where(where);
  return row;
}

export async function findBrand(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }) {
  const [row] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.accountId, accountId), eq(brands.uuid, uuid)))
    .limit(1);
  return row;
}

/** Sets a brand's logo and answers the one it replaces (undefined: no such brand in the account). */
export async function replaceBrandLogo(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }, logo: string) {
  const where = and(eq(brands.accountId, accountId), eq(brands.uuid, uuid));
  const [row] = await db.select({ previous: brands.logo }).from(brands).where(where).for('no key update');
  if (!row) return undefined;
  await db.update(brands).set({ logo }).where(where);
  return row;
}
