import type { Tx } from '../../db/client.js';
import { DEFAULT_EQUIPMENT_TYPES } from './default-equipment-types.js';
import { equipmentFields, equipmentTypes } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';

/**
 * Gives a new account its default equipment types (issue 4), named in the account's language
 * (English for 'en', French otherwise). Runs inside the sign-up transaction.
 */
export async function seedDefaultEquipmentTypes(tx: Tx, { accountId, language }: Scope & { language: string }): Promise<void> {
  const lang = language === 'en' ? 'en' : 'fr';
  const types = await tx
    .insert(equipmentTypes)
    .values(DEFAULT_EQUIPMENT_TYPES.map((type, position) => ({ accountId, name: type[lang], position })))
    .returning({ id: equipmentTypes.id, position: equipmentTypes.position });
  const idAt = new Map(types.map((type) => [type.position, type.id]));
  await tx
    .insert(equipmentFields)
    .values(
      DEFAULT_EQUIPMENT_TYPES.flatMap((type, typePosition) =>
        type.fields.map((field, position) => ({ equipmentTypeId: idAt.get(typePosition)!, name: field[lang], purpose: field.purpose, position })),
      ),
    );
}
