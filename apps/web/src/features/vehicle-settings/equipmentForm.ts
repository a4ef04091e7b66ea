import { equipmentBodySchema, type EquipmentBody, type EquipmentType } from '@atelier/contracts';
import { EQUIPMENT_PURPOSES, type EquipmentPurpose } from '@atelier/contracts/vehicle-constants';
import { zodFormValidator } from '../../shared/forms/zodFormValidator';

export interface EquipmentFieldValues {
  /** Stable key for React while a new field has no id yet. */
  key: string;
  id?: number;
  name: string;
  purpose: EquipmentPurpose;
}

export interface EquipmentFormValues {
  name: string;
  fields: EquipmentFieldValues[];
}

let nextKey = 0;
export function newFieldKey(): string {
  nextKey += 1;
  return `new-${nextKey}`;
}

export function equipmentFormValues(type: EquipmentType | null): EquipmentFormValues {
  return {
    name: type?.name ?? '',
    fields: (type?.fields ?? []).map((field) => ({ key: `field-${field.id}`, id: field.id, name: field.name, purpose: field.purpose })),
  };
}

export interface PurposeMenuItem {
  purpose: EquipmentPurpose;
  /** Already present in the type (only GENERAL can be both present and offered). */
  active: boolean;
}

/**
 * The items of the fields' Add menu, in the catalogue's order. Workshop §5: "The equipment field
 * menu hides purposes already used (except GENERAL)"; §2: an item is marked active when present.
 */
export function purposeMenuItems(fields: readonly Pick<EquipmentFieldValues, 'purpose'>[]): PurposeMenuItem[] {
  const used = new Set(fields.map((field) => field.purpose));
  return EQUIPMENT_PURPOSES.filter((purpose) => purpose === 'GENERAL' || !used.has(purpose)).map((purpose) => ({
    purpose,
    active: used.has(purpose),
  }));
}

/** The body of POST /api/equipments and PUT /api/equipments/{id}: names trimmed, in the rows' order. */
export function toEquipmentBody(values: EquipmentFormValues): EquipmentBody {
  return {
    name: values.name.trim(),
    fields: values.fields.map((field) => ({ ...(field.id ? { id: field.id } : {}), name: field.name.trim(), purpose: field.purpose })),
  };
}

/**
 * The type's name and each field's name, by the contract's rules (required, 80 characters);
 * a repeated purpose is the server's to report, above the fields.
 */
export const validateEquipmentForm = zodFormValidator<EquipmentFormValues>(equipmentBodySchema, {
  toInput: toEquipmentBody,
  fields: ['name', 'fields.*.name'],
});

/** Save is enabled only when the name or the fields differ from what is stored (spaces aside). */
export function equipmentChanged(initial: EquipmentFormValues, current: EquipmentFormValues): boolean {
  return JSON.stringify(toEquipmentBody(initial)) !== JSON.stringify(toEquipmentBody(current));
}

/** Where a server error detail belongs: the name, one field row (by index), or the fields as a whole. */
export type EquipmentErrorTarget = { kind: 'name' } | { kind: 'field'; index: number } | { kind: 'fields' };

export function equipmentErrorTarget(field: string): EquipmentErrorTarget | null {
  if (field === 'name') return { kind: 'name' };
  const row = /^fields\.(\d+)(?:\.|$)/.exec(field);
  if (row) return { kind: 'field', index: Number(row[1]) };
  if (field === 'fields') return { kind: 'fields' };
  return null;
}
