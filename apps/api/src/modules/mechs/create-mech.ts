import type { CreateMechBody, Mech } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { findCustomer } from '../customers/queries.js';
import { readMech } from './get-mech.js';
import { isVinIndexViolation, mechCustomerNotFound, vinTaken } from './mech-errors.js';
import { findMechByVin, insertMech, replaceFieldValues } from './queries.js';
import { requireMechDetails, resolveMechInput } from './resolve-mech-input.js';
import type { Scope } from '../../http/scope.js';

/**
 * POST /mechs: a vehicle of a live customer of the shop, with its field values, in one
 * transaction. A VIN is one vehicle: a VIN another live vehicle of the shop has is 409
 * ERR_VIN_TAKEN, naming that vehicle (a concurrent save that wins the race gets the same).
 */
export async function createMech(db: Db, { accountId, body }: Scope & { body: CreateMechBody }): Promise<Mech> {
  const { customerUuid, ...input } = body.mech;
  // A form with nothing in it is refused before the customer is looked up.
  requireMechDetails(input);
  return db
    .transaction(async (tx) => {
      const customer = await findCustomer(tx, { accountId, uuid: customerUuid });
      if (!customer) throw mechCustomerNotFound();
      const { columns, fieldValues } = await resolveMechInput(tx, accountId, input);
      if (columns.serialNumber) {
        const existing = await findMechByVin(tx, { accountId, serialNumber: columns.serialNumber });
        if (existing) throw vinTaken(existing.uuid);
      }
      const row = await insertMech(tx, { accountId, customerId: customer.id, ...columns });
      await replaceFieldValues(tx, row.id, fieldValues);
      return readMech(tx, { accountId, id: row.id });
    })
    .catch((error: unknown) => rethrowVinTaken(db, accountId, input.serialNumber, error));
}

/** The unique index refused the VIN (a concurrent save won): the same 409 as the check. */
export async function rethrowVinTaken(db: Db, accountId: number, serialNumber: string | null | undefined, error: unknown): Promise<never> {
  if (serialNumber && isVinIndexViolation(error)) {
    const existing = await findMechByVin(db, { accountId, serialNumber });
    if (existing) throw vinTaken(existing.uuid);
  }
  throw error;
}
