import type { EquipmentPurpose, Mech } from '@atelier/contracts';
import type { FieldValueRow, MechDetailsRow } from './queries.js';

/** Joined row and the field values (of any vehicles; this one's are picked) → the Mech contract. */
export function presentMech(row: MechDetailsRow, fieldValues: FieldValueRow[]): Mech {
  const { mech } = row;
  return {
    uuid: mech.uuid,
    serialNumber: mech.serialNumber,
    modelYear: mech.modelYear,
    make: row.make,
    model: row.model && row.modelMake ? { ...row.model, make: row.modelMake } : null,
    type: row.type,
    metric: {
      license: mech.license,
      unit: mech.unit,
      mileage_in: mech.mileageIn,
      engineHours: mech.engineHours === null ? null : Number(mech.engineHours),
    },
    fieldValues: fieldValues
      .filter((value) => value.mechId === mech.id)
      .map((value) => ({ equipmentFieldId: value.equipmentFieldId, purpose: value.purpose as EquipmentPurpose, value: value.value })),
    customer: row.customer,
    entryCount: row.entryCount,
    createdAt: mech.createdAt.toISOString(),
    updatedAt: mech.updatedAt.toISOString(),
  };
}
