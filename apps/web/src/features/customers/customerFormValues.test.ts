import { describe, expect, it } from 'vitest';
import { customerFormErrors, customerFormValues, toCustomerInput } from './customerFormValues';

describe('customer form values', () => {
  it('shows a stored mobile formatted and starts without an address', () => {
    const values = customerFormValues({
      uuid: '00000000-0000-4000-8000-000000000000',
      fullname: 'Luc Roy',
      email: null,
      mobile: '5145550123',
      address: null,
      addresses: [],
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    expect(values.mobile).toBe('514 555-0123');
    expect(values.withAddress).toBe(false);
  });

  it('sends blanks as null, and null for an address that was removed', () => {
    const values = { ...customerFormValues(null), fullname: ' Luc Roy ', withAddress: false };
    expect(toCustomerInput(values, false)).toEqual({ fullname: 'Luc Roy', email: null, mobile: null });
    expect(toCustomerInput(values, true)).toEqual({ fullname: 'Luc Roy', email: null, mobile: null, address: null });
  });

  it('checks the address only when one is asked for', () => {
    const values = { ...customerFormValues(null), fullname: 'Luc Roy' };
    values.address.country = '';
    expect(customerFormErrors(values)).toEqual({});
    expect(customerFormErrors({ ...values, withAddress: true })).toEqual({ 'address.country': 'error.ERR_INVALID_COUNTRY' });
  });

  it("requires the full name and checks email and mobile with the contract's rules", () => {
    const values = { ...customerFormValues(null), fullname: '  ', email: 'luc@', mobile: '514 55' };
    expect(customerFormErrors(values)).toEqual({
      fullname: 'error.ERR_FULLNAME_REQUIRED',
      email: 'error.ERR_INVALID_EMAIL',
      mobile: 'error.ERR_INVALID_MOBILE',
    });
    expect(customerFormErrors({ ...values, fullname: 'Luc Roy', email: 'luc@roy.ca', mobile: '514 555-0123' })).toEqual({});
  });
});
