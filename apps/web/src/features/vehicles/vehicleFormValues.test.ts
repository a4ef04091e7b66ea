import type { Entry, EquipmentType, Mech } from '@atelier/contracts';
import { mechInputSchema, saveEntriesBodySchema } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { backlogEntries, entriesWithout, entryFormValues, newEntryRow, toEntryBody } from './entryFormValues';
import { defaultTypeId, DEFAULT_INPUTS, showsTypeSelect, vehicleInputs } from './equipmentInputs';
import { serverFieldPath } from './serverFieldPath';
import { formBaseline, formChanges, hasVehicleDetails, sentFieldIds, toMechBody, vehicleFormValues } from './vehicleFormValues';

const CUSTOMER = '0f3c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

const tractor: EquipmentType = {
  id: 7,
  name: 'Tracteur',
  fields: [
    { id: 70, name: 'Marque et modèle', purpose: 'MAKE_MODEL_YEAR' },
    { id: 71, name: 'Numéro de série', purpose: 'SERIAL_NUMBER' },
    { id: 72, name: 'Heures moteur', purpose: 'ENGINE_HOURS' },
    { id: 73, name: 'Couleur', purpose: 'GENERAL' },
    { id: 74, name: 'Pneus', purpose: 'GENERAL' },
    { id: 75, name: 'Temps de marche', purpose: 'RUNTIME' },
  ],
};

const mech: Mech = {
  uuid: '5b0c7f4e-2d7c-4a53-9f43-2a4f8d5e6c71',
  serialNumber: '1HGCM82633A123456',
  modelYear: 2003,
  make: { id: 474, name: 'HONDA' },
  model: { id: 1861, name: 'Accord', make: { id: 474, name: 'HONDA' } },
  type: { id: 7, name: 'Tracteur' },
  metric: { license: 'ABC 123', unit: 'km', mileage_in: 182000, engineHours: null },
  fieldValues: [{ equipmentFieldId: 73, purpose: 'GENERAL', value: 'Rouge' }],
  customer: { uuid: CUSTOMER, fullname: 'Gabrielle Roy', mobile: '5145550123' },
  entryCount: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const entry = (over: Partial<Entry> = {}): Entry => ({
  id: 1,
  name: 'Vidange',
  content: 'Huile 5W30',
  type: 'SERVICE',
  status: null,
  value_measured: 1,
  price: null,
  related_item: null,
  mechUuid: mech.uuid,
  worksheetUuid: null,
  invoiceUuid: null,
  ...over,
});

describe('vehicleInputs', () => {
  it('shows make/model/year, VIN, plate and mileage without a type', () => {
    expect(vehicleInputs(null)).toBe(DEFAULT_INPUTS);
    expect(Object.keys(DEFAULT_INPUTS.standard)).toEqual(['MAKE_MODEL_YEAR', 'SERIAL_NUMBER', 'REGISTRATION', 'MILEAGE']);
  });

  it('follows the type: its purposes pick the inputs, its field names label them, GENERAL and RUNTIME are text fields', () => {
    const inputs = vehicleInputs(tractor);
    expect(inputs.standard).toEqual({
      MAKE_MODEL_YEAR: { label: 'Marque et modèle' },
      SERIAL_NUMBER: { label: 'Numéro de série' },
      ENGINE_HOURS: { label: 'Heures moteur' },
    });
    expect(inputs.standard.REGISTRATION).toBeUndefined();
    expect(inputs.standard.MILEAGE).toBeUndefined();
    expect(inputs.extra.map((field) => field.id)).toEqual([73, 74, 75]);
  });

  it('a type with no fields keeps the default inputs', () => {
    expect(vehicleInputs({ id: 1, name: 'Vide', fields: [] })).toBe(DEFAULT_INPUTS);
  });
});

describe('equipment type select', () => {
  it('is shown only with more than one type; exactly one is preselected', () => {
    expect(showsTypeSelect([tractor])).toBe(false);
    expect(defaultTypeId([tractor])).toBe('7');
    expect(showsTypeSelect([tractor, { ...tractor, id: 8 }])).toBe(true);
    expect(defaultTypeId([tractor, { ...tractor, id: 8 }])).toBeNull();
    expect(defaultTypeId([])).toBeNull();
  });
});

describe('vehicle ↔ form', () => {
  it('reads a vehicle into the form and writes back the same body', () => {
    const values = vehicleFormValues(mech, [], { customerUuid: null, typeId: null });
    expect(values).toMatchObject({ customerUuid: CUSTOMER, typeId: '7', modelYear: '2003', make: { id: 474, name: 'HONDA' }, model: { id: 1861 } });
    const body = toMechBody(values, tractor);
    expect(body).toEqual({
      serialNumber: '1HGCM82633A123456',
      modelYear: 2003,
      make: { id: 474 },
      model: { id: 1861 },
      type: { id: 7 },
      metric: { license: 'ABC 123', unit: 'km', mileage_in: 182000, engineHours: null },
      fieldValues: [{ equipmentFieldId: 73, value: 'Rouge' }],
    });
    // The body passes the contract the server validates with.
    expect(mechInputSchema.safeParse(body).success).toBe(true);
  });

  it('a new vehicle starts empty, with the customer and the preselected type', () => {
    const values = vehicleFormValues(null, [], { customerUuid: CUSTOMER, typeId: '7' });
    expect(values).toMatchObject({ customerUuid: CUSTOMER, typeId: '7', serialNumber: '', make: null, unit: 'km', mileage: '' });
    expect(hasVehicleDetails(values)).toBe(false);
    expect(hasVehicleDetails({ ...values, license: ' AB ' })).toBe(true);
  });

  it('sends only the type’s own non-empty field values, in an order errors can point back to', () => {
    const values = { ...vehicleFormValues(mech, [], { customerUuid: null, typeId: null }), fieldValues: { '73': '', '74': 'Hiver', '75': '12 h', '99': 'autre type' } };
    expect(sentFieldIds(values, tractor)).toEqual([74, 75]);
    expect(toMechBody(values, tractor).fieldValues).toEqual([
      { equipmentFieldId: 74, value: 'Hiver' },
      { equipmentFieldId: 75, value: '12 h' },
    ]);
  });
});

describe('dirty check', () => {
  const values = vehicleFormValues(mech, [entryFormValues(entry())], { customerUuid: null, typeId: null });
  const baseline = formBaseline(values, tractor);

  it('nothing changed right after loading', () => {
    expect(formChanges(baseline, values, tractor)).toEqual({ vehicle: false, entries: false });
  });

  it('a vehicle field and an entry are told apart', () => {
    expect(formChanges(baseline, { ...values, license: 'XYZ 987' }, tractor)).toEqual({ vehicle: true, entries: false });
    const renamed = [{ ...values.entries[0], name: 'Vidange complète' }];
    expect(formChanges(baseline, { ...values, entries: renamed }, tractor)).toEqual({ vehicle: false, entries: true });
    expect(formChanges(baseline, { ...values, entries: [...values.entries, newEntryRow()] }, tractor).entries).toBe(true);
  });

  it('whitespace alone, or a value typed and erased, is not a change', () => {
    expect(formChanges(baseline, { ...values, license: 'ABC 123 ' }, tractor).vehicle).toBe(false);
    expect(formChanges(baseline, { ...values, fieldValues: { ...values.fieldValues, '74': '' } }, tractor).vehicle).toBe(false);
  });
});

describe('entries ↔ form', () => {
  it('keeps only the backlog: entries on a work order or an invoice are not the drawer’s', () => {
    const list = [entry(), entry({ id: 2, worksheetUuid: mech.uuid }), entry({ id: 3, invoiceUuid: mech.uuid })];
    expect(backlogEntries(list).map((e) => e.id)).toEqual([1]);
  });

  it('a row round-trips to the body the contract accepts', () => {
    const body = toEntryBody(entryFormValues(entry({ type: 'PRODUCT', value_measured: 4, price: 12.5 })));
    expect(body).toEqual({ id: 1, name: 'Vidange', content: 'Huile 5W30', type: 'PRODUCT', value_measured: 4, price: 12.5 });
    expect(saveEntriesBodySchema.safeParse({ entries: [body] }).success).toBe(true);
  });

  it('a new row has no id, quantity 1 and no price', () => {
    const row = { ...newEntryRow('PRODUCT'), name: ' Filtre ' };
    expect(toEntryBody(row)).toEqual({ name: 'Filtre', content: null, type: 'PRODUCT', value_measured: 1, price: null });
    expect(newEntryRow().key).not.toBe(newEntryRow().key);
  });

  it('an emptied quantity is sent as the minimum, 1', () => {
    expect(toEntryBody({ ...newEntryRow(), name: 'Pneus', value_measured: '' }).value_measured).toBe(1);
  });

  it('removing one entry saves the rest of the backlog', () => {
    const list = [entry(), entry({ id: 2, name: 'Pneus' }), entry({ id: 3, worksheetUuid: mech.uuid })];
    expect(entriesWithout(list, 1)).toEqual([{ id: 2, name: 'Pneus', content: 'Huile 5W30', type: 'SERVICE', value_measured: 1, price: null }]);
  });
});

describe('serverFieldPath', () => {
  it('puts vehicle errors on their inputs', () => {
    expect(serverFieldPath('mech.serialNumber')).toBe('serialNumber');
    expect(serverFieldPath('mech.model.id')).toBe('model');
    expect(serverFieldPath('mech.make')).toBe('make');
    expect(serverFieldPath('mech.metric.license')).toBe('license');
    expect(serverFieldPath('mech.metric.mileage_in')).toBe('mileage');
    expect(serverFieldPath('mech.type.id')).toBe('typeId');
    expect(serverFieldPath('mech.customerUuid')).toBe('customerUuid');
    expect(serverFieldPath('modelYear')).toBe('modelYear');
  });

  it('puts entry errors on that row, a title error on its name (§5)', () => {
    expect(serverFieldPath('entries.1.name')).toBe('entries.1.name');
    expect(serverFieldPath('entries.0.title')).toBe('entries.0.name');
    expect(serverFieldPath('entries.2.value_measured')).toBe('entries.2.value_measured');
    expect(serverFieldPath('entries.3')).toBe('entries.3.name');
  });

  it('finds a field value by the index it was sent at', () => {
    expect(serverFieldPath('mech.fieldValues.1.value', [74, 75])).toBe('fieldValues.75');
    expect(serverFieldPath('mech.fieldValues.5.value', [74])).toBeNull();
  });

  it('leaves unknown fields to the alert', () => {
    expect(serverFieldPath('')).toBeNull();
    expect(serverFieldPath('mech.metric.other')).toBeNull();
    expect(serverFieldPath('something')).toBeNull();
  });
});
