import { describe, expect, it } from 'vitest';
import { shopName } from './shopName';

const address = (name: string | null) => ({
  type: 'BILLING',
  name,
  street_number: null,
  address_line_1: null,
  address_line_2: null,
  city: null,
  region: null,
  country: null,
  postcode: null,
});

describe('shopName', () => {
  it('is the address name of the first brand', () => {
    expect(shopName([{ address: address('Garage Tremblay') }, { address: address('Other') }])).toBe('Garage Tremblay');
  });

  it('falls back to Atelier', () => {
    expect(shopName(undefined)).toBe('Atelier');
    expect(shopName([])).toBe('Atelier');
    expect(shopName([{ address: null }])).toBe('Atelier');
    expect(shopName([{ address: address('   ') }])).toBe('Atelier');
  });
});
