import type { EquipmentType, Mech, mechInputSchema, MileageUnit } from '@atelier/contracts';
import type { z } from 'zod';
import { entriesSnapshot, type EntryFormValues } from './entryFormValues';
import { vehicleInputs } from './equipmentInputs';

export interface NamedRef {
  id: number;
  name: string;
}

/** The drawer's inputs. Make and model keep their names so the selects can show them before any search. */
export interface VehicleFormValues {
  customerUuid: string | null;
  typeId: string | null;
  serialNumber: string;
  modelYear: string | null;
  make: NamedRef | null;
  model: NamedRef | null;
  license: string;
  unit: MileageUnit;
  mileage: number | '';
  engineHours: number | '';
  /** GENERAL and RUNTIME values by equipment field id. */
  fieldValues: Record<string, string>;
  entries: EntryFormValues[];
}

export type MechBody = z.input<typeof mechInputSchema>;

export function vehicleFormValues(mech: Mech | null, entries: EntryFormValues[], defaults: { customerUuid: string | null; typeId: string | null }): VehicleFormValues {
  const make = mech?.model?.make ?? mech?.make ?? null;
  return {
    customerUuid: mech?.customer.uuid ?? defaults.customerUuid,
    typeId: mech ? (mech.type ? String(mech.type.id) : null) : defaults.typeId,
    serialNumber: mech?.serialNumber ?? '',
    modelYear: mech?.modelYear ? String(mech.modelYear) : null,
    make: make ? { id: make.id, name: make.name } : null,
    model: mech?.model ? { id: mech.model.id, name: mech.model.name } : null,
    license: mech?.metric.license ?? '',
    unit: mech?.metric.unit ?? 'km',
    mileage: mech?.metric.mileage_in ?? '',
    engineHours: mech?.metric.engineHours ?? '',
    fieldValues: Object.fromEntries((mech?.fieldValues ?? []).map((field) => [String(field.equipmentFieldId), field.value])),
    entries,
  };
}

const numberOrNull = (value: number | string): number | null => {
  if (value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
};

/**
 * The `mech` of POST /api/mechs and PUT /api/mechs/{uuid} (§7). Values of fields the equipment
 * type hides are kept as they are (changing the type never erases data); field values are sent
 * only for the type's own GENERAL and RUNTIME fields, empty ones left out.
 */
export function toMechBody(values: VehicleFormValues, type: EquipmentType | null): MechBody {
  const mileage = numberOrNull(values.mileage);
  return {
    serialNumber: values.serialNumber.trim() || null,
    modelYear: values.modelYear ? Number(values.modelYear) : null,
    make: values.make ? { id: values.make.id } : null,
    model: values.model ? { id: values.model.id } : null,
    type: values.typeId ? { id: Number(values.typeId) } : null,
    metric: {
      license: values.license.trim() || null,
      unit: values.unit,
      mileage_in: mileage === null ? null : Math.round(mileage),
      engineHours: numberOrNull(values.engineHours),
    },
    fieldValues: sentFieldIds(values, type).map((id) => ({ equipmentFieldId: id, value: values.fieldValues[String(id)].trim() })),
  };
}

/** The equipment field ids `toMechBody` sends, in order (server errors name them by index). */
export function sentFieldIds(values: VehicleFormValues, type: EquipmentType | null): number[] {
  return vehicleInputs(type)
    .extra.map((field) => field.id)
    .filter((id) => (values.fieldValues[String(id)] ?? '').trim() !== '');
}

/** Something that identifies the vehicle (the server's ERR_MECH_DETAILS_REQUIRED rule, checked first). */
export function hasVehicleDetails(values: VehicleFormValues): boolean {
  return !!(values.serialNumber.trim() || values.modelYear || values.make || values.model || values.license.trim());
}

/** What the vehicle part would save, for the dirty check (§5: Add and Update stay disabled until something changes). */
export function vehicleSnapshot(values: VehicleFormValues, type: EquipmentType | null): string {
  return JSON.stringify({ customerUuid: values.customerUuid, ...toMechBody(values, type) });
}

export interface FormChanges {
  vehicle: boolean;
  entries: boolean;
}

/** Which parts differ from what was loaded (or last saved). */
export function formChanges(baseline: { vehicle: string; entries: string }, values: VehicleFormValues, type: EquipmentType | null): FormChanges {
  return {
    vehicle: vehicleSnapshot(values, type) !== baseline.vehicle,
    entries: entriesSnapshot(values.entries) !== baseline.entries,
  };
}

export function formBaseline(values: VehicleFormValues, type: EquipmentType | null) {
  return { vehicle: vehicleSnapshot(values, type), entries: entriesSnapshot(values.entries) };
}
