import type { EquipmentType } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { presentEquipmentType } from './presenters.js';
import { fieldsOf, listTypes } from './queries.js';
import type { Scope } from '../../http/scope.js';

/** GET /equipments: the account's types by position, each with its fields by position. */
export async function listEquipmentTypes(db: DbOrTx, { accountId }: Scope): Promise<EquipmentType[]> {
  const types = await listTypes(db, { accountId });
  const fields = await fieldsOf(
    db,
    types.map((type) => type.id),
  );
  return types.map((type) => presentEquipmentType(type, fields));
}
