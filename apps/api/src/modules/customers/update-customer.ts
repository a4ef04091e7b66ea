import type { Customer, CustomerBody } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { customerNotFound, mobileTaken, rethrowAsMobileTaken } from './customer-errors.js';
import { normalizeBillingAddress } from './normalize-billing-address.js';
import { presentCustomer } from './presenters.js';
import { addressesOf, deleteBillingAddress, findCustomer, findCustomerByMobile, updateCustomerFields, upsertBillingAddress } from './queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * PUT /customers/{uuid}: full name, email and mobile are replaced (absent or null clears email
 * and mobile); the billing address is replaced when sent, removed when null, kept when absent.
 */
export async function updateCustomer(db: Db, { accountId, uuid, body }: Scope & { uuid: string; body: CustomerBody }): Promise<Customer> {
  const address = body.address ? await normalizeBillingAddress(body.address) : body.address;
  return db
    .transaction(async (tx) => {
      const found = await findCustomer(tx, { accountId, uuid });
      if (!found) throw customerNotFound();
      if (body.mobile && (await findCustomerByMobile(tx, { accountId, mobile: body.mobile, exceptId: found.id }))) throw mobileTaken();
      await updateCustomerFields(tx, { accountId, id: found.id }, { fullname: body.fullname, email: body.email, mobile: body.mobile });
      if (address) await upsertBillingAddress(tx, { accountId, customerId: found.id }, address);
      else if (address === null) await deleteBillingAddress(tx, { accountId, customerId: found.id });
      const row = (await findCustomer(tx, { accountId, uuid }))!;
      return presentCustomer(row, await addressesOf(tx, { accountId, customerIds: [row.id] }));
    })
    .catch(rethrowAsMobileTaken);
}
