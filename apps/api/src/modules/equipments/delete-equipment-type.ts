import type { Db } from '../../db/client.js';
import { equipmentTypeInUse, equipmentTypeNotFound } from './equipment-errors.js';
import { deleteType, detachDeletedMechs, findType, liveMechCountOfType } from './queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * DELETE /equipments/{id}: refused while a live vehicle has this type (409 ERR_EQUIPMENT_IN_USE).
 * The type row is locked first, and vehicle saves lock it for share, so a vehicle cannot take
 * the type between the count and the delete.
 */
export async function deleteEquipmentType(db: Db, { accountId, id }: Scope & { id: number }): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const row = await findType(tx, { accountId, id, lock: 'update' });
    if (!row) throw equipmentTypeNotFound();
    if ((await liveMechCountOfType(tx, { accountId, id })) > 0) throw equipmentTypeInUse();
    await detachDeletedMechs(tx, { accountId, id });
    await deleteType(tx, { accountId, id });
  });
  return { id };
}
