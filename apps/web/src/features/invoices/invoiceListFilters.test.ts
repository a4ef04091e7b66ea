import { describe, expect, it } from 'vitest';
import { hasFilters, invoiceApiParams, rangeInverted, readInvoiceFilters } from './hooks/invoiceListFilters';

describe('invoice list filters in the URL', () => {
  it('reads a known status in any case, the customer and the days', () => {
    const filters = readInvoiceFilters(new URLSearchParams('status=sent&customer=abc&from=2026-01-01&to=2026-01-31'));
    expect(filters).toEqual({ status: 'SENT', customerUuid: 'abc', from: '2026-01-01', to: '2026-01-31' });
    expect(hasFilters(filters)).toBe(true);
  });

  it('ignores an unknown status and what is not a day', () => {
    const filters = readInvoiceFilters(new URLSearchParams('status=READY&from=2026-13-45&to=yesterday'));
    expect(filters).toEqual({ status: null, customerUuid: null, from: null, to: null });
    expect(hasFilters(filters)).toBe(false);
  });

  it('flags a range whose end is before its start', () => {
    expect(rangeInverted({ from: '2026-02-01', to: '2026-01-31' })).toBe(true);
    expect(rangeInverted({ from: '2026-01-31', to: '2026-01-31' })).toBe(false);
    expect(rangeInverted({ from: null, to: '2026-01-31' })).toBe(false);
  });

  it('asks the API for the page, the search and only the filters that are set', () => {
    expect(invoiceApiParams({ page: 2, pageSize: 25, q: '104' }, { status: 'PAID', customerUuid: null, from: '2026-01-01', to: null })).toEqual({
      page: 2,
      pageSize: 25,
      q: '104',
      status: 'PAID',
      customerUuid: undefined,
      from: '2026-01-01',
      to: undefined,
    });
  });
});
