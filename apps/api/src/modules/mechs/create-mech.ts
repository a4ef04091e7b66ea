import type { CreateMechBody, Mech } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { findCustomer } from '../customers/queries.js';
import { readMech } from './get-mech.js';
import { mechCustomerNotFound } from './mech-errors.js';
import { insertMech, replaceFieldValues } from './queries.js';
import { requireMechDetails, resolveMechInput } from './resolve-mech-input.js';

/** POST /mechs: a vehicle of a live customer of the shop, with its field values, in one transaction. */
export async function createMech(db: Db, { accountId, body }: { accountId: number; body: CreateMechBody }): Promise<Mech> {
  const { customerUuid, ...input } = body.mech;
  // A form with nothing in it is refused before the customer is looked up.
  requireMechDetails(input);
  return db.transaction(async (tx) => {
    const customer = await findCustomer(tx, { accountId, uuid: customerUuid });
    if (!customer) throw mechCustomerNotFound();
    const { columns, fieldValues } = await resolveMechInput(tx, accountId, input);
    const row = await insertMech(tx, { accountId, customerId: customer.id, ...columns });
    await replaceFieldValues(tx, row.id, fieldValues);
    return readMech(tx, { accountId, id: row.id });
  });
}
