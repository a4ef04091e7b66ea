import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { equipmentTypeNotFound } from './equipment-errors.js';
import { deleteType, detachDeletedMechs, findType, liveMechCountOfType } from './queries.js';

/**
 * DELETE /equipments/{id}: refused while a live vehicle has this type (409 ERR_EQUIPMENT_IN_USE).
 * The type row is locked first, and vehicle saves lock it for share, so a vehicle cannot take
 * the type between the count and the delete.
 */
export async function deleteEquipmentType(db: Db, { accountId, id }: { accountId: number; id: number }): Promise<{ id: number }> {
  await db.transaction(async (tx) => {
    const row = await findType(tx, { accountId, id, lock: 'update' });
    if (!row) throw equipmentTypeNotFound();
    if ((await liveMechCountOfType(tx, { accountId, id })) > 0) throw new AppError(409, 'ERR_EQUIPMENT_IN_USE');
    await detachDeletedMechs(tx, { accountId, id });
    await deleteType(tx, { accountId, id });
  });
  return { id };
}
