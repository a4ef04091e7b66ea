import type { EquipmentField, EquipmentType } from '@atelier/contracts';

/** Purposes that map to a dedicated input of the vehicle form. */
export type StandardPurpose = 'MAKE_MODEL_YEAR' | 'SERIAL_NUMBER' | 'REGISTRATION' | 'MILEAGE' | 'ENGINE_HOURS';

export interface VehicleInputs {
  /** The dedicated inputs shown, each labelled with its equipment field's name (null: the default label). */
  standard: Partial<Record<StandardPurpose, { label: string | null }>>;
  /** GENERAL and RUNTIME fields: free text kept in the vehicle's fieldValues. */
  extra: EquipmentField[];
}

const STANDARD: readonly string[] = ['MAKE_MODEL_YEAR', 'SERIAL_NUMBER', 'REGISTRATION', 'MILEAGE', 'ENGINE_HOURS'];

/** With no equipment type: make, model and year, VIN, plate and mileage. */
export const DEFAULT_INPUTS: VehicleInputs = {
  standard: { MAKE_MODEL_YEAR: { label: null }, SERIAL_NUMBER: { label: null }, REGISTRATION: { label: null }, MILEAGE: { label: null } },
  extra: [],
};

/**
 * The inputs the vehicle form shows for an equipment type (workshop §3: the type's fields and
 * their purposes). A type without any field shows the default inputs rather than an empty form.
 */
export function vehicleInputs(type: EquipmentType | null | undefined): VehicleInputs {
  if (!type || type.fields.length === 0) return DEFAULT_INPUTS;
  const standard: VehicleInputs['standard'] = {};
  const extra: EquipmentField[] = [];
  for (const field of type.fields) {
    if (STANDARD.includes(field.purpose)) {
      const purpose = field.purpose as StandardPurpose;
      standard[purpose] ??= { label: field.name.trim() || null };
    } else {
      extra.push(field);
    }
  }
  return { standard, extra };
}

/**
 * Workshop §2: "An 'Equipment Type' select appears when more than one equipment type exists; if
 * exactly one exists it is preselected." The type id a new vehicle starts with.
 */
export function defaultTypeId(types: EquipmentType[]): string | null {
  return types.length === 1 ? String(types[0].id) : null;
}

export const showsTypeSelect = (types: EquipmentType[]) => types.length > 1;
