import { describe, expect, it } from 'vitest';
import { newEntryRow } from './entryFormValues';
import { validateVehicleForm } from './vehicleFormValidation';
import { vehicleFormValues } from './vehicleFormValues';

const CUSTOMER = '0f3c1d2e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';

describe('vehicle form validation', () => {
  it('requires the customer', () => {
    expect(validateVehicleForm(vehicleFormValues(null, [], { customerUuid: null, typeId: null }))).toEqual({ customerUuid: 'error.ERR_CUSTOMER_REQUIRED' });
    expect(validateVehicleForm(vehicleFormValues(null, [], { customerUuid: CUSTOMER, typeId: null }))).toEqual({});
  });

  it('wants a title and a quantity of 1 or more on each backlog row; an empty quantity is 1', () => {
    const rows = [
      { ...newEntryRow(), name: '  ' },
      { ...newEntryRow(), name: 'Pneus', value_measured: 0 as const },
      { ...newEntryRow('PRODUCT'), name: 'Filtre', value_measured: '' as const },
      { ...newEntryRow('PRODUCT'), name: 'Huile', price: -2 },
    ];
    expect(validateVehicleForm(vehicleFormValues(null, rows, { customerUuid: CUSTOMER, typeId: null }))).toEqual({
      'entries.0.name': 'error.ERR_TITLE_REQUIRED',
      'entries.1.value_measured': 'error.ERR_INVALID_QUANTITY',
      'entries.3.price': 'error.ERR_INVALID_PRICE',
    });
  });
});
