import type { Db } from '../../db/client.js';
import { customerNotFound } from './customer-errors.js';
import { findCustomer, softDeleteCustomer } from './queries.js';

/** DELETE /customers/{uuid}: a soft delete; the customer leaves the lists and frees its mobile. */
export async function deleteCustomer(db: Db, { accountId, uuid }: { accountId: number; uuid: string }): Promise<{ uuid: string }> {
  await db.transaction(async (tx) => {
    const found = await findCustomer(tx, { accountId, uuid });
    if (!found) throw customerNotFound();
    await softDeleteCustomer(tx, { accountId, id: found.id });
  });
  return { uuid };
}
