import { describe, expect, it } from 'vitest';
import { addressErrors, addressFormValues, toAddressInput } from './address';

const complete = {
  name: 'Garage Tremblay',
  street_number: '123',
  address_line_1: 'rue Saint-Denis',
  address_line_2: '',
  city: 'Montréal',
  region: 'QC',
  country: 'CA',
  postcode: 'H2X 1Y4',
};

describe('address form', () => {
  it('starts in Canada with empty fields when the brand has no address', () => {
    expect(addressFormValues(null)).toMatchObject({ country: 'CA', name: '', city: '' });
  });

  it('flags every missing required field at once, under the form path', () => {
    const errors = addressErrors({ ...addressFormValues(null), country: '' });
    expect(Object.keys(errors).sort()).toEqual(
      ['address.address_line_1', 'address.city', 'address.country', 'address.name', 'address.postcode', 'address.region', 'address.street_number'].sort(),
    );
    expect(errors['address.city']).toBe('error.ERR_REQUIRED');
    expect(errors['address.country']).toBe('error.ERR_INVALID_COUNTRY');
  });

  it('does not require the second address line', () => {
    expect(addressErrors(complete)).toEqual({});
  });

  it('counts blank text as missing', () => {
    expect(addressErrors({ ...complete, city: '   ' })).toEqual({ 'address.city': 'error.ERR_REQUIRED' });
  });

  it('sends an empty second line as null and trims the rest', () => {
    expect(toAddressInput({ ...complete, name: '  Garage Tremblay ' })).toMatchObject({ name: 'Garage Tremblay', address_line_2: null, type: 'BILLING' });
  });
});
