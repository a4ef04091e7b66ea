import type { EquipmentBody, EquipmentPurpose } from '@atelier/contracts';
import type { Tx } from '../../db/client.js';
import { FIELD_VALUE_PURPOSES } from './field-value-purposes.js';
import { deleteFieldsExcept, deleteValuesOfFields, insertFields, updateField, type EquipmentFieldRow } from './queries.js';
import { invalidFieldIds } from './equipment-errors.js';

type FieldInput = EquipmentBody['fields'][number];

/** Every sent id must be one of this type's stored fields, once: otherwise nothing is written. */
export function checkFieldIds(fields: FieldInput[], stored: EquipmentFieldRow[]): void {
  const known = new Set(stored.map((field) => field.id));
  const seen = new Set<number>();
  const details = fields.flatMap((field, index) => {
    if (field.id === undefined) return [];
    const bad = !known.has(field.id) || seen.has(field.id);
    seen.add(field.id);
    return bad ? [{ field: `fields.${index}.id`, message: 'ERR_NOT_FOUND' as const }] : [];
  });
  if (details.length > 0) throw invalidFieldIds(details);
}

/**
 * The type's fields become exactly `fields`, in this order (PUT /equipments/{id}): a field with an
 * id is renamed or re-purposed, one without is added, a stored one left out is removed with its
 * vehicle values. Ids were checked by checkFieldIds.
 */
export async function saveEquipmentFields(tx: Tx, typeId: number, fields: FieldInput[], stored: EquipmentFieldRow[]): Promise<void> {
  const kept = fields.flatMap((field, position) => (field.id === undefined ? [] : [{ ...field, id: field.id, position }]));
  await deleteFieldsExcept(
    tx,
    typeId,
    kept.map((field) => field.id),
  );

  const storedPurpose = new Map(stored.map((field) => [field.id, field.purpose as EquipmentPurpose]));
  const repurposed = kept.filter((field) => storedPurpose.get(field.id) !== field.purpose);
  // The unique index is checked row by row: swapping two purposes would collide half-way, so
  // re-purposed fields first step aside as GENERAL (which may repeat).
  for (const field of repurposed) await updateField(tx, typeId, field.id, { purpose: 'GENERAL' });
  for (const field of kept) await updateField(tx, typeId, field.id, { name: field.name, purpose: field.purpose, position: field.position });
  // A value typed for a free field means nothing once the field maps to a vehicle column.
  await deleteValuesOfFields(
    tx,
    repurposed.filter((field) => !FIELD_VALUE_PURPOSES.has(field.purpose)).map((field) => field.id),
  );

  await insertFields(
    tx,
    typeId,
    fields.flatMap((field, position) => (field.id === undefined ? [{ name: field.name, purpose: field.purpose, position }] : [])),
  );
}
