import type { Mech, MoveMechBody, UpdateMechBody } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { findCustomer } from '../customers/queries.js';
import { rethrowVinTaken } from './create-mech.js';
import { readMech } from './get-mech.js';
import { mechCustomerNotFound, mechNotFound, vinTaken } from './mech-errors.js';
import { findMech, findMechByVin, replaceFieldValues, updateMechColumns } from './queries.js';
import { resolveMechInput } from './resolve-mech-input.js';
import type { Scope } from '../../http/scope.js';

/**
 * PUT /mechs/{uuid}: the whole vehicle is replaced (absent values are cleared), field values too.
 * A new VIN another live vehicle of the shop has is 409 ERR_VIN_TAKEN; a vehicle that shared its
 * VIN before that rule (vin_conflict, migration 0013) keeps it while it is unchanged.
 */
export async function updateMech(db: Db, { accountId, uuid, body }: Scope & { uuid: string; body: UpdateMechBody }): Promise<Mech> {
  return db
    .transaction(async (tx) => {
      const found = await findMech(tx, { accountId, uuid, forUpdate: true });
      if (!found) throw mechNotFound();
      const { columns, fieldValues } = await resolveMechInput(tx, accountId, body.mech);
      const vinChanged = (columns.serialNumber ?? null) !== (found.serialNumber ?? null);
      if (vinChanged && columns.serialNumber) {
        const existing = await findMechByVin(tx, { accountId, serialNumber: columns.serialNumber, exceptId: found.id });
        if (existing) throw vinTaken(existing.uuid);
      }
      await updateMechColumns(tx, { accountId, id: found.id }, vinChanged ? { ...columns, vinConflict: false } : columns);
      await replaceFieldValues(tx, found.id, fieldValues);
      return readMech(tx, { accountId, id: found.id });
    })
    .catch((error: unknown) => rethrowVinTaken(db, accountId, body.mech.serialNumber, error));
}

/**
 * PUT /mechs/{uuid}/customer: the vehicle changes owner (sold, or typed again for its new owner:
 * a VIN is one vehicle). Its work orders stay with the customers they were made for.
 */
export async function moveMech(db: Db, { accountId, uuid, body }: Scope & { uuid: string; body: MoveMechBody }): Promise<Mech> {
  return db.transaction(async (tx) => {
    const found = await findMech(tx, { accountId, uuid, forUpdate: true });
    if (!found) throw mechNotFound();
    const customer = await findCustomer(tx, { accountId, uuid: body.customerUuid });
    if (!customer) throw mechCustomerNotFound('customerUuid');
    if (customer.id !== found.customerId) await updateMechColumns(tx, { accountId, id: found.id }, { customerId: customer.id });
    return readMech(tx, { accountId, id: found.id });
  });
}
