import { describe, expect, it } from 'vitest';
import { conflictUuid, eventCustomer, eventVehicle } from './eventText';

describe('appointment texts', () => {
  it('names the customer, else the online contact, else the title', () => {
    expect(eventCustomer({ customer: { uuid: 'u', fullname: 'Marie Roy', email: null, mobile: null }, contact: null, title: 'x' })).toBe('Marie Roy');
    expect(eventCustomer({ customer: null, contact: { fullname: 'Luc', email: null, mobile: null }, title: 'x' })).toBe('Luc');
    expect(eventCustomer({ customer: null, contact: null, title: 'Essai routier' })).toBe('Essai routier');
  });

  it('names the vehicle, its plate, or the text typed online', () => {
    expect(eventVehicle({ mech: { uuid: 'm', name: '', license: 'ABC 123', serialNumber: null }, vehicleText: null })).toBe('ABC 123');
    expect(eventVehicle({ mech: null, vehicleText: '2019 Honda Civic' })).toBe('2019 Honda Civic');
  });

  it('reads the conflicting appointment from the error details', () => {
    expect(
      conflictUuid([
        { field: 'bayId', message: 'ERR_BAY_TAKEN' },
        { field: 'conflict', message: 'abc' },
      ]),
    ).toBe('abc');
    expect(conflictUuid([])).toBeNull();
  });
});
