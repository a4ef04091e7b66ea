import { describe, expect, it } from 'vitest';
import { addressLines } from './addressLines';

const empty = { type: 'BILLING', name: null, street_number: null, address_line_1: null, address_line_2: null, city: null, region: null, country: null, postcode: null };

describe('addressLines', () => {
  it('puts the street, the city with its region, then the postcode and country on their own lines', () => {
    const lines = addressLines(
      { ...empty, street_number: '1234', address_line_1: 'rue Sainte-Catherine', city: 'Montréal', region: 'QC', country: 'CA', postcode: 'h3b1a7' },
      (code) => (code === 'CA' ? 'Canada' : code),
    );
    expect(lines).toEqual(['1234 rue Sainte-Catherine', 'Montréal, QC', 'H3B 1A7  Canada']);
  });

  it('leaves out the lines an address does not have', () => {
    expect(addressLines({ ...empty, country: 'FR' }, () => 'France')).toEqual(['France']);
  });
});
