import { COUNTRIES } from '@atelier/contracts/countries';
import { describe, expect, it } from 'vitest';
import { countryOptions } from './countryOptions';

describe('countryOptions', () => {
  it('offers exactly the countries of the spec', () => {
    expect(
      countryOptions('fr')
        .map((o) => o.value)
        .sort(),
    ).toEqual([...COUNTRIES].sort());
  });

  it('names them in the interface language, sorted by name', () => {
    const fr = countryOptions('fr');
    expect(fr.find((o) => o.value === 'CA')?.label).toBe('Canada');
    expect(fr.find((o) => o.value === 'CH')?.label).toBe('Suisse');
    expect(countryOptions('en').find((o) => o.value === 'CH')?.label).toBe('Switzerland');
    const labels = fr.map((o) => o.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'fr')));
  });
});
