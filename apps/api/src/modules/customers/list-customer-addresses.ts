import type { CustomerAddress } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { customerNotFound } from './customer-errors.js';
import { presentAddress } from './presenters.js';
import { addressesOf, findCustomer } from './queries.js';

/** GET /customers/{uuid}/addresses: billing first. */
export async function listCustomerAddresses(db: DbOrTx, { accountId, uuid }: { accountId: number; uuid: string }): Promise<{ items: CustomerAddress[] }> {
  const row = await findCustomer(db, { accountId, uuid });
  if (!row) throw customerNotFound();
  return { items: (await addressesOf(db, { accountId, customerIds: [row.id] })).map(presentAddress) };
}
