import { DEFAULT_ACCOUNT_PREFERENCES } from '@atelier/contracts/default-preferences';
import { describe, expect, it } from 'vitest';
import { invoicingFormValues, newTaxRow, preferencesBody, taxesBody, validateInvoicingForm, withoutTax, type InvoicingFormValues } from './invoicingForm';

const QUEBEC = [
  {
    id: 7,
    name: 'Québec',
    taxes: [
      { id: 11, name: 'TPS', description: 'Taxe sur les produits et services', rate: 5 },
      { id: 12, name: 'TVQ', description: null, rate: 9.975 },
    ],
  },
];

describe('invoicing form values', () => {
  it('reads the hourly rate, the start number and the taxes (a missing description as empty text)', () => {
    const values = invoicingFormValues({ ...DEFAULT_ACCOUNT_PREFERENCES, invoiceStartNumber: 1001, hourlyRates: { valuePerUnit: 95, rateType: 'STANDARD' } }, QUEBEC);
    expect(values.hourlyRate).toBe(95);
    expect(values.invoiceStartNumber).toBe(1001);
    expect(values.list[0]!.taxes.map(({ key, id, description, rate }) => ({ key, id, description, rate }))).toEqual([
      { key: 'tax-11', id: 11, description: 'Taxe sur les produits et services', rate: 5 },
      { key: 'tax-12', id: 12, description: '', rate: 9.975 },
    ]);
  });

  it('gives a new tax the rate 0 (workshop §9) and its own key', () => {
    const [a, b] = [newTaxRow(), newTaxRow()];
    expect(a).toMatchObject({ name: '', description: '', rate: 0 });
    expect(a.id).toBeUndefined();
    expect(a.key).not.toBe(b.key);
  });

  it('writes the PATCH body: ids kept, new rows without id, names trimmed, empty descriptions null, rates as numbers', () => {
    const values = invoicingFormValues(DEFAULT_ACCOUNT_PREFERENCES, QUEBEC);
    values.list[0]!.taxes.push({ ...newTaxRow(), name: ' Écofrais ', description: '  ', rate: '1.5' });
    expect(taxesBody(values.list)).toEqual({
      list: [
        {
          id: 7,
          name: 'Québec',
          taxes: [
            { id: 11, name: 'TPS', description: 'Taxe sur les produits et services', rate: 5 },
            { id: 12, name: 'TVQ', description: null, rate: 9.975 },
            { name: 'Écofrais', description: null, rate: 1.5 },
          ],
        },
      ],
    });
  });

  it('writes the preferences: hourly rate as a STANDARD rate and the start number', () => {
    expect(preferencesBody({ hourlyRate: '110.5', invoiceStartNumber: 42, list: [] })).toEqual({
      hourlyRates: { valuePerUnit: 110.5, rateType: 'STANDARD' },
      invoiceStartNumber: 42,
    });
  });

  it('drops a deleted tax from its group only', () => {
    const values = invoicingFormValues(DEFAULT_ACCOUNT_PREFERENCES, QUEBEC);
    expect(withoutTax(values.list, 11)[0]!.taxes.map((tax) => tax.id)).toEqual([12]);
  });
});

describe('invoicing validation', () => {
  const tax = (rate: number | string, name = 'TPS') => ({ key: 'k', name, description: '', rate });
  const values = (changes: Partial<InvoicingFormValues> = {}): InvoicingFormValues => ({
    hourlyRate: 95,
    invoiceStartNumber: 1,
    list: [{ key: 'g', name: 'Québec', taxes: [tax(5)] }],
    ...changes,
  });

  it('wants an hourly rate of zero or more', () => {
    expect(validateInvoicingForm(values({ hourlyRate: '' }))).toEqual({ hourlyRate: 'error.ERR_REQUIRED' });
    expect(validateInvoicingForm(values({ hourlyRate: -1 }))).toEqual({ hourlyRate: 'error.ERR_INVALID_PRICE' });
    expect(validateInvoicingForm(values({ hourlyRate: 0 }))).toEqual({});
    expect(validateInvoicingForm(values({ hourlyRate: '95.5' }))).toEqual({});
  });

  it('wants a whole invoice start number of at least 1 (workshop §5)', () => {
    expect(validateInvoicingForm(values({ invoiceStartNumber: '' }))).toEqual({ invoiceStartNumber: 'error.ERR_REQUIRED' });
    expect(validateInvoicingForm(values({ invoiceStartNumber: 0 }))).toEqual({ invoiceStartNumber: 'invoicing.numbering.minimum' });
    expect(validateInvoicingForm(values({ invoiceStartNumber: 1.5 }))).toEqual({ invoiceStartNumber: 'invoicing.numbering.minimum' });
    expect(validateInvoicingForm(values({ invoiceStartNumber: 1 }))).toEqual({});
  });

  it('wants a tax name and a rate from 0 to 100 % with at most 4 decimals', () => {
    const list = [
      { key: 'g1', name: '  ', taxes: [tax(0, '  '), tax(''), tax(100.01), tax(9.12345), tax(9.975), tax('0')] },
      { key: 'g2', name: 'Ontario', taxes: [tax(13, 'TVH')] },
    ];
    expect(validateInvoicingForm(values({ list }))).toEqual({
      'list.0.name': 'error.ERR_NAME_REQUIRED',
      'list.0.taxes.0.name': 'error.ERR_NAME_REQUIRED',
      'list.0.taxes.1.rate': 'error.ERR_INVALID_TAX_RATE',
      'list.0.taxes.2.rate': 'error.ERR_INVALID_TAX_RATE',
      'list.0.taxes.3.rate': 'error.ERR_INVALID_TAX_RATE',
    });
  });

  it('leaves a list over the maximum to the server, where no input can show it', () => {
    const list = Array.from({ length: 21 }, (_, i) => ({ key: `g${i}`, name: `G${i}`, taxes: [] }));
    expect(validateInvoicingForm(values({ list }))).toEqual({});
  });
});
