import { describe, expect, it } from 'vitest';
import { customerBodySchema, hasCustomerDetails } from './customers.js';

describe('customerBodySchema', () => {
  it('keeps only the digits of the mobile and accepts 7 to 15 of them', () => {
    expect(customerBodySchema.parse({ fullname: 'A', mobile: '+1 (514) 555-0123' }).mobile).toBe('15145550123');
    expect(customerBodySchema.parse({ fullname: 'A', mobile: '555 0123' }).mobile).toBe('5550123');
    expect(customerBodySchema.parse({ fullname: 'A', mobile: '123456789012345' }).mobile).toBe('123456789012345');
    for (const mobile of ['555 012', '1234567890123456', '514 555 O123']) {
      expect(customerBodySchema.safeParse({ fullname: 'A', mobile }).error?.issues[0]?.message).toBe('ERR_INVALID_MOBILE');
    }
  });

  it('turns blank email and mobile into null and lowercases the email', () => {
    expect(customerBodySchema.parse({ fullname: ' A ', email: ' ', mobile: '' })).toEqual({ fullname: 'A', email: null, mobile: null });
    expect(customerBodySchema.parse({ fullname: 'A', email: 'Jo@Exemple.CA' }).email).toBe('jo@exemple.ca');
  });

  it('requires the country of a billing address, and only it', () => {
    expect(customerBodySchema.parse({ fullname: 'A', address: { country: 'CA' } }).address).toMatchObject({ type: 'BILLING', country: 'CA', city: null });
    expect(customerBodySchema.safeParse({ fullname: 'A', address: { city: 'Laval' } }).error?.issues[0]?.message).toBe('ERR_INVALID_COUNTRY');
  });
});

describe('hasCustomerDetails', () => {
  it('is false for nothing, an empty object or blank fields only, true as soon as one detail is given', () => {
    for (const body of [undefined, null, {}, [], 'x', { fullname: ' ', email: '', address: { country: '' } }]) expect(hasCustomerDetails(body)).toBe(false);
    for (const body of [{ fullname: 'A' }, { email: 'a@b.ca' }, { mobile: '5' }, { address: { city: 'Laval' } }]) expect(hasCustomerDetails(body)).toBe(true);
  });
});
