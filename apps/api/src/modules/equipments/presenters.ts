import type { EquipmentPurpose, EquipmentType } from '@atelier/contracts';
import type { EquipmentFieldRow, EquipmentTypeRow } from './queries.js';

/** A type and its fields (those of `fields` that belong to it, already in order). */
export function presentEquipmentType(row: EquipmentTypeRow, fields: EquipmentFieldRow[]): EquipmentType {
  return {
    id: row.id,
    name: row.name,
    fields: fields.filter((field) => field.equipmentTypeId === row.id).map((field) => ({ id: field.id, name: field.name, purpose: field.purpose as EquipmentPurpose })),
  };
}
