import type { Customer, CustomerBody } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { assertWithinLimit, PLANS_ENFORCED, type PlanDeps } from '../billing/index.js';
import { mobileTaken, rethrowAsMobileTaken } from './customer-errors.js';
import { normalizeBillingAddress } from './normalize-billing-address.js';
import { presentCustomer } from './presenters.js';
import { addressesOf, findCustomerByMobile, insertCustomer, upsertBillingAddress } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** POST /customers: the customer and its billing address in one transaction, within the plan's limit. */
export async function createCustomer(db: Db, { accountId, body }: Scope & { body: CustomerBody }, plans: PlanDeps = PLANS_ENFORCED): Promise<Customer> {
  const address = body.address ? await normalizeBillingAddress(body.address) : null;
  return db
    .transaction(async (tx) => {
      if (body.mobile && (await findCustomerByMobile(tx, { accountId, mobile: body.mobile }))) throw mobileTaken();
      await assertWithinLimit(tx, plans, { accountId }, 'customers');
      const row = await insertCustomer(tx, { accountId, fullname: body.fullname, email: body.email, mobile: body.mobile });
      if (address) await upsertBillingAddress(tx, { accountId, customerId: row.id }, address);
      return presentCustomer(row, await addressesOf(tx, { accountId, customerIds: [row.id] }));
    })
    .catch(rethrowAsMobileTaken);
}
