import type { Db } from '../../db/client.js';
import { customerNotFound } from './customer-errors.js';
import { findCustomer, softDeleteCustomer, softDeleteCustomerVehicles } from './queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * DELETE /customers/{uuid}: a soft delete; the customer leaves the lists and frees its mobile.
 * Its vehicles go with it (same transaction): a vehicle without a live customer would stay in
 * /mechs with nobody to call. Both rows stay for the history of work orders.
 */
export async function deleteCustomer(db: Db, { accountId, uuid }: Scope & { uuid: string }): Promise<{ uuid: string }> {
  await db.transaction(async (tx) => {
    const found = await findCustomer(tx, { accountId, uuid });
    if (!found) throw customerNotFound();
    await softDeleteCustomer(tx, { accountId, id: found.id });
    await softDeleteCustomerVehicles(tx, { accountId, customerId: found.id });
  });
  return { uuid };
}
