import type { Customer } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { customerNotFound } from './customer-errors.js';
import { presentCustomer } from './presenters.js';
import { addressesOf, findCustomer } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /customers/{uuid}: a live customer of the caller's account, with its addresses. */
export async function getCustomer(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<Customer> {
  const row = await findCustomer(db, { accountId, uuid });
  if (!row) throw customerNotFound();
  return presentCustomer(row, await addressesOf(db, { accountId, customerIds: [row.id] }));
}
