import { describe, expect, it } from 'vitest';
import { formatListTotal, listCardTotal } from './ListCardTotal';

describe('listCardTotal', () => {
  it('an exact total: its pages, range and number', () => {
    expect(listCardTotal({ page: 2, pageSize: 25, total: 60 }, 'fr')).toEqual({ pages: 3, from: 26, to: 50, shownTotal: '60' });
    expect(listCardTotal({ page: 1, pageSize: 25, total: 0, totalCapped: false }, 'fr')).toEqual({ pages: 1, from: 0, to: 0, shownTotal: '0' });
  });

  it('a capped total shows "10 000+" in the language and always offers the next page', () => {
    const first = listCardTotal({ page: 1, pageSize: 25, total: 10000, totalCapped: true }, 'fr');
    expect(first.shownTotal).toBe(`${new Intl.NumberFormat('fr-CA').format(10000)}+`);
    expect(listCardTotal({ page: 1, pageSize: 25, total: 10000, totalCapped: true }, undefined).shownTotal).toBe(first.shownTotal);
    expect(first.pages).toBe(400);
    expect(listCardTotal({ page: 1, pageSize: 25, total: 10000, totalCapped: true }, 'en').shownTotal).toBe('10,000+');
    // A deep page past the cap: the server counted up to it, one more page is offered.
    const deep = listCardTotal({ page: 5000, pageSize: 25, total: 125000, totalCapped: true }, 'en');
    expect(deep).toEqual({ pages: 5001, from: 124976, to: 125000, shownTotal: '125,000+' });
  });
});

describe('formatListTotal', () => {
  it("shows a capped total as a floor with a '+', an exact one as it is", () => {
    expect(formatListTotal(10000, true, 'fr')).toBe(`${new Intl.NumberFormat('fr-CA').format(10000)}+`);
    expect(formatListTotal(10000, true, 'en')).toBe('10,000+');
    expect(formatListTotal(249, false, 'fr')).toBe('249');
    expect(formatListTotal(249, undefined, 'fr')).toBe('249');
  });
});
