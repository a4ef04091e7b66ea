import type { EquipmentBody, EquipmentType } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { equipmentTypeNotFound, rethrowAsPurposeRepeated } from './equipment-errors.js';
import { presentEquipmentType } from './presenters.js';
import { fieldsOf, findType, renameType } from './queries.js';
import { checkFieldIds, saveEquipmentFields } from './save-equipment-fields.js';
import type { Scope } from '../../http/scope.js';

/** PUT /equipments/{id}: the name and the whole list of fields, in one transaction. */
export async function updateEquipmentType(db: Db, { accountId, id, body }: Scope & { id: number; body: EquipmentBody }): Promise<EquipmentType> {
  return db
    .transaction(async (tx) => {
      const row = await findType(tx, { accountId, id, lock: 'update' });
      if (!row) throw equipmentTypeNotFound();
      const stored = await fieldsOf(tx, [id]);
      checkFieldIds(body.fields, stored);
      await renameType(tx, { accountId, id, name: body.name });
      await saveEquipmentFields(tx, id, body.fields, stored);
      return presentEquipmentType({ ...row, name: body.name }, await fieldsOf(tx, [id]));
    })
    .catch(rethrowAsPurposeRepeated);
}
