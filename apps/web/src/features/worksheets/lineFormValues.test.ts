import type { CatalogItem, Entry } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import {
  catalogLineBody,
  clampDiscount,
  customLineBody,
  isHourlyRateLine,
  lineAmount,
  lineChanges,
  lineFormValues,
  refreshedValues,
  refreshLineBody,
  savedValues,
} from './lineFormValues';

const line: Entry = {
  id: 7,
  name: 'Vidange d’huile',
  content: 'Huile 5W30',
  type: 'SERVICE',
  status: null,
  value_measured: 1,
  price: 89.95,
  related_item: { id: 3, name: 'Vidange d’huile' },
  mechUuid: null,
  worksheetUuid: '6f1c1a7e-6f8a-4c1f-9b8e-0d4f6f1b2a3c',
  invoiceUuid: null,
};

const item = (over: Partial<CatalogItem>): CatalogItem => ({
  id: 12,
  kind: 'SERVICE',
  name: 'Diagnostic',
  code: 'DIAG',
  description: 'Lecture des codes',
  price: null,
  rateType: 'STANDARD',
  prices: [],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
  ...over,
});

describe('line form values', () => {
  it('shows a line without a price as an empty price input and keeps quantity at least 1', () => {
    expect(lineFormValues({ ...line, price: null, content: null, value_measured: 0 })).toEqual({ name: line.name, content: '', quantity: 1, price: '', discount: 0 });
  });

  it('sends only what changed, trimmed; an emptied description or price is null', () => {
    const values = lineFormValues(line);
    expect(lineChanges(line, values)).toBeNull();
    expect(lineChanges(line, { ...values, name: '  Vidange complète ' })).toEqual({ name: 'Vidange complète' });
    expect(lineChanges(line, { ...values, content: '   ' })).toEqual({ content: null });
    expect(lineChanges(line, { ...values, price: '' })).toEqual({ price: null });
    expect(lineChanges(line, { ...values, quantity: 2, price: 95 })).toEqual({ value_measured: 2, price: 95 });
  });

  it('never sends a quantity below 1 (§5)', () => {
    expect(lineChanges({ ...line, value_measured: 3 }, { ...lineFormValues(line), quantity: 0 })).toEqual({ value_measured: 1 });
  });

  it('sends a changed discount (issue 14), clamped to 0–100 with two decimals', () => {
    const values = lineFormValues({ ...line, discount: 10 });
    expect(values.discount).toBe(10);
    expect(lineChanges({ ...line, discount: 10 }, values)).toBeNull();
    expect(lineChanges({ ...line, discount: 10 }, { ...values, discount: 12.5 })).toEqual({ discount: 12.5 });
    expect(lineChanges(line, { ...lineFormValues(line), discount: 150 })).toEqual({ discount: 100 });
    expect(clampDiscount('')).toBe(0);
    expect(clampDiscount(-3)).toBe(0);
    expect(clampDiscount(7.456)).toBe(7.46);
  });

  it('an emptied name is sent as is: the server answers the title error on that field', () => {
    expect(lineChanges(line, { ...lineFormValues(line), name: '  ' })).toEqual({ name: '' });
  });
});

describe('a refresh while the user types', () => {
  it('keeps what is being typed when the refresh only confirms the last save', () => {
    const before = savedValues(line, { price: 12.3 });
    const typing = { ...before, price: 12 as const };
    expect(refreshedValues(before, lineFormValues({ ...line, price: 12.3 }), typing)).toEqual(typing);
  });

  it('keeps what is being typed when a late refresh carries an older value of that field', () => {
    // Saved 24,95 then 1 234,50; "24" is typed; the refresh of the first save (read before the second) lands now.
    const before = savedValues(line, { price: 1234.5 });
    const typing = { ...before, price: 24 as const };
    expect(refreshedValues(before, lineFormValues({ ...line, price: 24.95 }), typing)).toEqual(typing);
  });

  it('shows what the server changed (a catalogue refresh, a trimmed name) and keeps the other fields', () => {
    const before = lineFormValues(line);
    const typing = { ...before, content: 'Huile 0W20' };
    expect(refreshedValues(before, lineFormValues({ ...line, price: 99.5 }), typing)).toEqual({ ...typing, price: 99.5 });
    expect(savedValues(line, { name: 'Vidange', content: null })).toEqual({ ...before, name: 'Vidange', content: '' });
  });

  it('answers the same values object when nothing changes, so that the row does not render again', () => {
    const values = lineFormValues(line);
    // A row's first effect: the line as it was mounted.
    expect(refreshedValues(values, lineFormValues(line), values)).toBe(values);
    // What the user types, against a refresh that only confirms it: still that object.
    const typing = { ...values, price: 12 as const };
    expect(refreshedValues(values, lineFormValues({ ...line, price: 12.3 }), typing)).toBe(typing);
  });
});

describe('catalogue and custom lines', () => {
  it('copies the catalogue item and links it (§4); a service without a price stays without one', () => {
    expect(catalogLineBody(item({}))).toEqual({
      type: 'SERVICE',
      name: 'Diagnostic',
      content: 'Lecture des codes',
      price: null,
      value_measured: 1,
      related_item: { id: 12 },
    });
  });

  it('a product from the catalogue is one unit at its price (§5: PRODUCT defaults to 1)', () => {
    expect(catalogLineBody(item({ id: 4, kind: 'PRODUCT', name: 'Filtre à huile', description: null, price: 14.5 }))).toMatchObject({
      type: 'PRODUCT',
      price: 14.5,
      value_measured: 1,
      related_item: { id: 4 },
    });
  });

  it('a custom line is one unit without a price', () => {
    expect(customLineBody('PRODUCT', ' Plaquettes ')).toEqual({ type: 'PRODUCT', name: 'Plaquettes', value_measured: 1, price: null });
  });

  it('Refresh re-links the same item; an unlinked line has nothing to refresh', () => {
    expect(refreshLineBody(line)).toEqual({ related_item: { id: 3 } });
    expect(refreshLineBody({ ...line, related_item: null })).toBeNull();
  });
});

describe('line amounts', () => {
  it('only a SERVICE without a price goes at the hourly rate', () => {
    expect(isHourlyRateLine({ type: 'SERVICE', price: null })).toBe(true);
    expect(isHourlyRateLine({ type: 'SERVICE', price: 0 })).toBe(false);
    expect(isHourlyRateLine({ type: 'PRODUCT', price: null })).toBe(false);
  });

  it('rounds half-up to the cent in integers', () => {
    expect(lineAmount({ type: 'PRODUCT', price: 42.75, value_measured: 1.5 }, 0)).toBe(64.13);
    expect(lineAmount({ type: 'PRODUCT', price: 19.99, value_measured: 3 }, 0)).toBe(59.97);
    expect(lineAmount({ type: 'SERVICE', price: null, value_measured: 2.5 }, 60)).toBe(150);
    expect(lineAmount({ type: 'SERVICE', price: null, value_measured: 1 }, 0)).toBeNull();
    expect(lineAmount({ type: 'PRODUCT', price: null, value_measured: 1 }, 95)).toBeNull();
  });

  it('takes the discount off the rounded amount, itself rounded half-up (issue 14)', () => {
    // 3 × 33.35 = 100.05; 10 % of it is 10.005 → 10.01; 100.05 − 10.01 = 90.04.
    expect(lineAmount({ type: 'PRODUCT', price: 33.35, value_measured: 3, discount: 10 }, 0)).toBe(90.04);
    expect(lineAmount({ type: 'SERVICE', price: null, value_measured: 2, discount: 100 }, 95)).toBe(0);
    expect(lineAmount({ type: 'PRODUCT', price: 19.99, value_measured: 1, discount: 0 }, 0)).toBe(19.99);
  });
});
