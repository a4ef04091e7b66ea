import { hasMechDetails, type EquipmentPurpose, type ErrorDetail, type MechInput } from '@atelier/contracts';
import type { Tx } from '../../db/client.js';
import { FIELD_VALUE_PURPOSES } from '../equipments/field-value-purposes.js';
import { fieldsOf, findType } from '../equipments/queries.js';
import { findVisibleMake, findVisibleModel, type MechColumns } from './queries.js';
import { invalidEquipmentFields, invalidModel, makeRequired, mechDetailsRequired, mechTypeNotFound, modelRequired, repeatedEquipmentFields } from './mech-errors.js';

export type ResolvedMech = { columns: MechColumns; fieldValues: { equipmentFieldId: number; value: string }[] };

/**
 * Checks a vehicle input against the account's catalogue and settings and answers what to store
 * (POST /mechs and PUT /mechs/{uuid}). Runs in the save's transaction: the equipment type is
 * locked for share, so its fields cannot change or vanish before the vehicle is written.
 */
export async function resolveMechInput(tx: Tx, accountId: number, input: MechInput): Promise<ResolvedMech> {
  requireMechDetails(input);
  const makeId = await resolveMakeId(tx, accountId, input);
  const typeId = input.type?.id ?? null;
  if (typeId !== null && !(await findType(tx, { accountId, id: typeId, lock: 'share' }))) {
    throw mechTypeNotFound();
  }
  return {
    columns: {
      serialNumber: input.serialNumber,
      modelYear: input.modelYear,
      makeId,
      modelId: input.model?.id ?? null,
      typeId,
      license: input.metric.license,
      unit: input.metric.unit,
      mileageIn: input.metric.mileage_in,
      engineHours: input.metric.engineHours === null ? null : String(input.metric.engineHours),
    },
    fieldValues: await resolveFieldValues(tx, typeId, input.fieldValues),
  };
}

/** §3 Vehicle: something must identify the vehicle (VIN, year, make, model or plate). */
export function requireMechDetails(input: MechInput): void {
  if (!hasMechDetails(input)) throw mechDetailsRequired();
}

/**
 * The make stored with the vehicle: the model's make when a model is chosen (the make may then be
 * left out, but must agree when sent), else the make. Both must be SYSTEM or the account's own.
 */
async function resolveMakeId(tx: Tx, accountId: number, input: MechInput): Promise<number | null> {
  if (input.model) {
    const model = await findVisibleModel(tx, { accountId, id: input.model.id });
    if (!model) throw modelRequired();
    const claimed = [input.make?.id, input.model.make?.id].filter((id) => id !== undefined);
    if (claimed.some((id) => id !== model.makeId)) throw invalidModel();
    return model.makeId;
  }
  if (!input.make) return null;
  if (!(await findVisibleMake(tx, { accountId, id: input.make.id }))) throw makeRequired();
  return input.make.id;
}

/**
 * Values of the vehicle type's free fields (GENERAL, RUNTIME); the other purposes are vehicle
 * columns. An empty value is no value. A field of another type is ERR_INVALID_EQUIPMENT_FIELD.
 */
async function resolveFieldValues(tx: Tx, typeId: number | null, values: MechInput['fieldValues']): Promise<ResolvedMech['fieldValues']> {
  const fields = typeId === null ? [] : await fieldsOf(tx, [typeId]);
  const usable = new Set(fields.filter((field) => FIELD_VALUE_PURPOSES.has(field.purpose as EquipmentPurpose)).map((field) => field.id));
  const seen = new Set<number>();
  const invalid: ErrorDetail[] = [];
  const repeated: ErrorDetail[] = [];
  values.forEach((value, index) => {
    const field = `mech.fieldValues.${index}.equipmentFieldId`;
    if (!usable.has(value.equipmentFieldId)) invalid.push({ field, message: 'ERR_INVALID_EQUIPMENT_FIELD' });
    else if (seen.has(value.equipmentFieldId)) repeated.push({ field, message: 'ERR_VALIDATION' });
    seen.add(value.equipmentFieldId);
  });
  if (invalid.length > 0) throw invalidEquipmentFields(invalid);
  if (repeated.length > 0) throw repeatedEquipmentFields(repeated);
  return values.filter((value) => value.value !== '');
}
