import type { EquipmentType } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { equipmentChanged, equipmentErrorTarget, equipmentFormValues, purposeMenuItems, toEquipmentBody, validateEquipmentForm } from './equipmentForm';

const car: EquipmentType = {
  id: 7,
  name: 'Voiture',
  fields: [
    { id: 1, name: 'Kilométrage', purpose: 'MILEAGE' },
    { id: 2, name: 'Plaque', purpose: 'REGISTRATION' },
  ],
};

describe('purposeMenuItems', () => {
  it('offers every purpose to a type without fields, none active', () => {
    const items = purposeMenuItems([]);
    expect(items.map((i) => i.purpose)).toEqual(['GENERAL', 'MILEAGE', 'ENGINE_HOURS', 'RUNTIME', 'REGISTRATION', 'SERIAL_NUMBER', 'MAKE_MODEL_YEAR']);
    expect(items.every((i) => !i.active)).toBe(true);
  });

  it('hides the purposes already used, except GENERAL which stays and is marked active', () => {
    const items = purposeMenuItems([{ purpose: 'MILEAGE' }, { purpose: 'GENERAL' }, { purpose: 'GENERAL' }, { purpose: 'SERIAL_NUMBER' }]);
    expect(items.map((i) => i.purpose)).toEqual(['GENERAL', 'ENGINE_HOURS', 'RUNTIME', 'REGISTRATION', 'MAKE_MODEL_YEAR']);
    expect(items.find((i) => i.purpose === 'GENERAL')?.active).toBe(true);
    expect(items.filter((i) => i.active)).toHaveLength(1);
  });

  it('offers a purpose again once its field is removed', () => {
    const fields = equipmentFormValues(car).fields.filter((f) => f.purpose !== 'MILEAGE');
    expect(purposeMenuItems(fields).map((i) => i.purpose)).toContain('MILEAGE');
  });
});

describe('equipmentChanged', () => {
  it('is false for the stored values and when only spaces were added', () => {
    const initial = equipmentFormValues(car);
    expect(equipmentChanged(initial, equipmentFormValues(car))).toBe(false);
    expect(equipmentChanged(initial, { ...initial, name: ' Voiture ' })).toBe(false);
  });

  it('is true when the name, a field name, the field list or its order changes', () => {
    const initial = equipmentFormValues(car);
    expect(equipmentChanged(initial, { ...initial, name: 'Auto' })).toBe(true);
    expect(equipmentChanged(initial, { ...initial, fields: [{ ...initial.fields[0], name: 'Odomètre' }, initial.fields[1]] })).toBe(true);
    expect(equipmentChanged(initial, { ...initial, fields: initial.fields.slice(1) })).toBe(true);
    expect(equipmentChanged(initial, { ...initial, fields: [...initial.fields].reverse() })).toBe(true);
    expect(equipmentChanged(initial, { ...initial, fields: [...initial.fields, { key: 'n1', name: 'Note', purpose: 'GENERAL' }] })).toBe(true);
  });

  it('sees a new type as changed once it has a name or a field', () => {
    const empty = equipmentFormValues(null);
    expect(equipmentChanged(empty, empty)).toBe(false);
    expect(equipmentChanged(empty, { ...empty, name: 'Remorque' })).toBe(true);
  });
});

describe('toEquipmentBody', () => {
  it('keeps the ids of stored fields, none for new ones, and trims the names', () => {
    const values = equipmentFormValues(car);
    values.fields.push({ key: 'n1', name: '  Note  ', purpose: 'GENERAL' });
    expect(toEquipmentBody({ ...values, name: ' Voiture ' })).toEqual({
      name: 'Voiture',
      fields: [
        { id: 1, name: 'Kilométrage', purpose: 'MILEAGE' },
        { id: 2, name: 'Plaque', purpose: 'REGISTRATION' },
        { name: 'Note', purpose: 'GENERAL' },
      ],
    });
  });
});

describe('equipmentErrorTarget', () => {
  it('puts a server error on the name, on one field row or on the fields section', () => {
    expect(equipmentErrorTarget('name')).toEqual({ kind: 'name' });
    expect(equipmentErrorTarget('fields.2.purpose')).toEqual({ kind: 'field', index: 2 });
    expect(equipmentErrorTarget('fields.0.name')).toEqual({ kind: 'field', index: 0 });
    expect(equipmentErrorTarget('fields')).toEqual({ kind: 'fields' });
    expect(equipmentErrorTarget('other')).toBeNull();
  });
});

describe('equipment form validation', () => {
  it("requires the type's name and every field's name, by the contract", () => {
    const values = equipmentFormValues(car);
    expect(validateEquipmentForm(values)).toEqual({});
    values.name = '  ';
    values.fields[1]!.name = '';
    expect(validateEquipmentForm(values)).toEqual({ name: 'error.ERR_NAME_REQUIRED', 'fields.1.name': 'error.ERR_NAME_REQUIRED' });
  });

  it('leaves a repeated purpose to the server (shown above the fields)', () => {
    const values = equipmentFormValues(car);
    values.fields.push({ key: 'new-1', name: 'Autre plaque', purpose: 'REGISTRATION' });
    expect(validateEquipmentForm(values)).toEqual({});
  });
});
