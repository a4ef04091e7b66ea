import { describe, expect, it } from 'vitest';
import { isValidTaxRate, taxGroupsBodySchema } from './taxes.js';

describe('isValidTaxRate', () => {
  it.each([0, 5, 9.975, 13, 0.0001, 99.9999, 100])('accepts %s', (rate) => expect(isValidTaxRate(rate)).toBe(true));
  it.each([-0.0001, 100.0001, 9.12345, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, 1e21])('refuses %s', (rate) => expect(isValidTaxRate(rate)).toBe(false));
});

describe('taxGroupsBodySchema', () => {
  it('gives a new tax the rate 0 (workshop §9) and stores an empty description as null', () => {
    const parsed = taxGroupsBodySchema.parse({ list: [{ name: 'Québec', taxes: [{ name: 'TPS', description: '' }] }] });
    expect(parsed.list[0]!.taxes[0]).toEqual({ name: 'TPS', description: null, rate: 0 });
  });
});
