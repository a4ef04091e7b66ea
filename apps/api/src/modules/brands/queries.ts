import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { brands } from '../../db/schema/index.js';

export function listBrands(db: DbOrTx, { accountId }: { accountId: number }) {
  return db.select().from(brands).where(eq(brands.accountId, accountId)).orderBy(asc(brands.id));
}
