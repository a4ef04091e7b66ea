import { describe, expect, it } from 'vitest';
import { bookingVehicle, emptyDraft, serviceKey } from './draft';

describe('the booking draft', () => {
  it('sends a VIN only when its format is right (17 characters, no I, O or Q)', () => {
    expect(bookingVehicle({ ...emptyDraft, vehicleKind: 'vin', vin: '1HGCM82633A004352', license: ' ABC 123 ' })).toEqual({
      vin: '1HGCM82633A004352',
      license: 'ABC 123',
    });
    expect(bookingVehicle({ ...emptyDraft, vehicleKind: 'vin', vin: '1HGCM82633A00435' })).toBeNull();
    expect(bookingVehicle({ ...emptyDraft, vehicleKind: 'vin', vin: '1HGCM82633A00435O' })).toBeNull();
  });

  it('sends make, model and an optional year, or one of the customer vehicles', () => {
    expect(bookingVehicle({ ...emptyDraft, vehicleKind: 'model', make: 'Honda', model: 'Civic', year: '' })).toEqual({
      make: 'Honda',
      model: 'Civic',
      year: null,
      license: null,
    });
    expect(bookingVehicle({ ...emptyDraft, vehicleKind: 'model', make: 'Honda', model: 'Civic', year: '2019' })).toMatchObject({ year: 2019 });
    expect(bookingVehicle({ ...emptyDraft, vehicleKind: 'model', make: 'Honda', model: '', year: '2019' })).toBeNull();
    expect(bookingVehicle({ ...emptyDraft, vehicleKind: 'model', make: 'Honda', model: 'Civic', year: '19' })).toBeNull();
    expect(bookingVehicle({ ...emptyDraft, vehicleKind: 'mine', mechUuid: null })).toBeNull();
    expect(bookingVehicle({ ...emptyDraft, vehicleKind: 'mine', mechUuid: 'u-1' })).toEqual({ mechUuid: 'u-1' });
  });

  it('compares service sets whatever their order', () => {
    expect(serviceKey([3, 1, 2])).toBe(serviceKey([1, 2, 3]));
  });
});
