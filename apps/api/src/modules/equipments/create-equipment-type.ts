import type { EquipmentBody, EquipmentType } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { invalidFieldIds, rethrowAsPurposeRepeated } from './equipment-errors.js';
import { presentEquipmentType } from './presenters.js';
import { fieldsOf, insertFields, insertType } from './queries.js';
import type { Scope } from '../../http/scope.js';

/**
 * POST /equipments: a new type, last in the list, with its fields. The spec leaves creation
 * unimplemented ("an alert says so"); issue 4 asks for it to work.
 */
export async function createEquipmentType(db: Db, { accountId, body }: Scope & { body: EquipmentBody }): Promise<EquipmentType> {
  // A new type has no field yet: an id can only be someone else's.
  const withId = body.fields.flatMap((field, index) => (field.id === undefined ? [] : [{ field: `fields.${index}.id`, message: 'ERR_NOT_FOUND' as const }]));
  if (withId.length > 0) throw invalidFieldIds(withId);
  return db
    .transaction(async (tx) => {
      const row = await insertType(tx, { accountId, name: body.name });
      await insertFields(
        tx,
        row.id,
        body.fields.map((field, position) => ({ name: field.name, purpose: field.purpose, position })),
      );
      return presentEquipmentType(row, await fieldsOf(tx, [row.id]));
    })
    .catch(rethrowAsPurposeRepeated);
}
