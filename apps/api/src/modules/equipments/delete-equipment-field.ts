import type { EquipmentType } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { equipmentTypeNotFound } from './equipment-errors.js';
import { presentEquipmentType } from './presenters.js';
import { deleteField, fieldsOf, findType } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** DELETE /equipments/{id}/fields/{fieldId}: the field and its vehicle values go; answers the type. */
export async function deleteEquipmentField(db: Db, { accountId, id, fieldId }: Scope & { id: number; fieldId: number }): Promise<EquipmentType> {
  return db.transaction(async (tx) => {
    const row = await findType(tx, { accountId, id, lock: 'update' });
    if (!row) throw equipmentTypeNotFound();
    // A field of another type (or another shop's) is not this type's: not found either.
    if (!(await deleteField(tx, id, fieldId))) throw equipmentTypeNotFound();
    return presentEquipmentType(row, await fieldsOf(tx, [id]));
  });
}
