import type { EquipmentType } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { equipmentTypeNotFound } from './equipment-errors.js';
import { presentEquipmentType } from './presenters.js';
import { fieldsOf, findType } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /equipments/{id}: one of the account's types with its fields. */
export async function getEquipmentType(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<EquipmentType> {
  const row = await findType(db, { accountId, id });
  if (!row) throw equipmentTypeNotFound();
  return presentEquipmentType(row, await fieldsOf(db, [row.id]));
}
