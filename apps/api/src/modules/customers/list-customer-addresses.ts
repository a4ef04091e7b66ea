import type { CustomerAddress } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { customerNotFound } from './customer-errors.js';
import { presentAddress } from './presenters.js';
import { addressesOf, findCustomer } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /customers/{uuid}/addresses: billing first. */
export async function listCustomerAddresses(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<{ items: CustomerAddress[] }> {
  const row = await findCustomer(db, { accountId, uuid });
  if (!row) throw customerNotFound();
  return { items: (await addressesOf(db, { accountId, customerIds: [row.id] })).map(presentAddress) };
}
