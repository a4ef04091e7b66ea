import type { Brand } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { toUpdateBrandBody, workspaceErrors, workspaceFormValues } from './workspaceForm';

const brand: Brand = {
  uuid: '8d4c3f0e-8f57-4f0b-9a53-0f6d1c2b9a11',
  logo: null,
  email: 'info@garage.ca',
  mobile: '5145550123',
  address: {
    type: 'BILLING',
    name: 'Garage Tremblay',
    street_number: '123',
    address_line_1: 'rue Saint-Denis',
    address_line_2: null,
    city: 'Montréal',
    region: 'QC',
    country: 'CA',
    postcode: 'H2X 1Y4',
  },
};

describe('workspace form', () => {
  it('shows the stored phone with the display rule', () => {
    expect(workspaceFormValues(brand).mobile).toBe('514 555-0123');
  });

  it('accepts the stored brand as it is', () => {
    expect(workspaceErrors(workspaceFormValues(brand))).toEqual({});
  });

  it('flags an invalid email and phone on their fields', () => {
    const values = { ...workspaceFormValues(brand), email: 'info@', mobile: 'abc' };
    expect(workspaceErrors(values)).toEqual({ email: 'error.ERR_INVALID_EMAIL', mobile: 'error.ERR_INVALID_MOBILE' });
  });

  it('flags missing address fields under address.', () => {
    const values = workspaceFormValues(brand);
    expect(workspaceErrors({ ...values, address: { ...values.address, postcode: '' } })).toEqual({ 'address.postcode': 'error.ERR_REQUIRED' });
  });

  it('sends empty email and phone as null', () => {
    expect(toUpdateBrandBody({ ...workspaceFormValues(brand), email: ' ', mobile: '' })).toMatchObject({ email: null, mobile: null });
  });
});
