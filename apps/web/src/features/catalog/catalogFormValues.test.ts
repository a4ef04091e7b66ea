import { describe, expect, it } from 'vitest';
import type { CatalogItem } from '@atelier/contracts/catalog';
import { catalogFormValues, priceOf, toCatalogInput, validateCatalogForm } from './catalogFormValues';

const oilChange: CatalogItem = {
  id: 7,
  kind: 'SERVICE',
  name: "Vidange d'huile et filtre",
  code: 'SRV-001',
  description: null,
  price: 89.95,
  rateType: 'STANDARD',
  prices: [{ price: { id: 7, valuePerUnit: 89.95, rateType: 'STANDARD' } }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('catalogue form values', () => {
  it('starts empty for a new item and from the item when editing (no price → empty box)', () => {
    expect(catalogFormValues(null)).toEqual({ name: '', code: '', description: '', price: '' });
    expect(catalogFormValues(oilChange)).toEqual({ name: "Vidange d'huile et filtre", code: 'SRV-001', description: '', price: 89.95 });
    expect(catalogFormValues({ ...oilChange, price: null, prices: [] }).price).toBe('');
  });

  it('sends trimmed text, blanks as null, the price as a number or null, rate type STANDARD', () => {
    expect(toCatalogInput({ name: ' Alignement ', code: '  ', description: ' 4 roues ', price: '' })).toEqual({
      name: 'Alignement',
      code: null,
      description: '4 roues',
      price: null,
      rateType: 'STANDARD',
    });
    expect(toCatalogInput({ name: 'Filtre', code: 'PRD-2', description: '', price: '14.95' }).price).toBe(14.95);
    expect(priceOf(0)).toBe(0);
  });

  it('requires a name, and a price for a product only', () => {
    const empty = catalogFormValues(null);
    expect(validateCatalogForm(empty, 'SERVICE')).toEqual({ name: 'error.ERR_NAME_REQUIRED' });
    expect(validateCatalogForm(empty, 'PRODUCT')).toEqual({ name: 'error.ERR_NAME_REQUIRED', price: 'catalog.form.priceRequired' });
    expect(validateCatalogForm({ ...empty, name: 'Antigel', price: 0 }, 'PRODUCT')).toEqual({});
  });

  it('refuses a negative price, more than two decimals and a code over 40 characters', () => {
    const base = { name: 'Pièce', code: '', description: '', price: 10 };
    expect(validateCatalogForm({ ...base, price: -1 }, 'PRODUCT')).toEqual({ price: 'error.ERR_INVALID_PRICE' });
    expect(validateCatalogForm({ ...base, price: 10.005 }, 'SERVICE')).toEqual({ price: 'error.ERR_INVALID_PRICE' });
    expect(validateCatalogForm({ ...base, price: 0.3 }, 'SERVICE')).toEqual({});
    expect(validateCatalogForm({ ...base, code: 'C'.repeat(41) }, 'SERVICE')).toEqual({ code: 'catalog.form.codeTooLong' });
    expect(validateCatalogForm({ ...base, code: 'C'.repeat(40) }, 'SERVICE')).toEqual({});
  });
});

describe('catalogue form validation by the contract', () => {
  const base = { name: 'Pièce', code: '', description: '', price: 10 };

  it('refuses a price over the maximum and a name over 200 characters, as the server does', () => {
    expect(validateCatalogForm({ ...base, price: 100_000_000 }, 'PRODUCT')).toEqual({ price: 'error.ERR_INVALID_PRICE' });
    expect(validateCatalogForm({ ...base, name: 'N'.repeat(201) }, 'SERVICE')).toEqual({ name: 'error.ERR_VALIDATION' });
  });

  it('tells a product price that is not a number from a missing one', () => {
    expect(validateCatalogForm({ ...base, price: 'abc' }, 'PRODUCT')).toEqual({ price: 'error.ERR_INVALID_PRICE' });
    expect(validateCatalogForm({ ...base, price: '  ' }, 'PRODUCT')).toEqual({ price: 'catalog.form.priceRequired' });
  });
});
