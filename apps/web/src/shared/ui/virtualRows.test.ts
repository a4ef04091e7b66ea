import { DROPDOWN_LIST_PX, DROPDOWN_OVERSCAN_ROWS, DROPDOWN_ROW_PX } from '@atelier/contracts/constants';
import { describe, expect, it } from 'vitest';
import { filterOptions, startingFirst, firstOptionRow, preRenderedRange, lastOptionRow, rowOfValue, stepOptionRow, toVirtualRows } from './virtualRows';

const zones = [
  { value: 'America/Montreal', label: 'Montréal', group: 'America' },
  { value: 'America/Toronto', label: 'Toronto', group: 'America' },
  { value: 'Europe/Paris', label: 'Paris', group: 'Europe' },
  { value: 'Europe/Monaco', label: 'Monaco', group: 'Europe' },
];

describe('long dropdown rows (shell spec §9)', () => {
  it('uses the spec numbers: 32 px rows, a 250 px list, 10 rows pre-rendered', () => {
    expect([DROPDOWN_ROW_PX, DROPDOWN_LIST_PX, DROPDOWN_OVERSCAN_ROWS]).toEqual([32, 250, 10]);
  });

  it('puts a heading row wherever the group changes', () => {
    const rows = toVirtualRows(zones);
    expect(rows.map((row) => (row.kind === 'group' ? `# ${row.label}` : row.option.value))).toEqual([
      '# America',
      'America/Montreal',
      'America/Toronto',
      '# Europe',
      'Europe/Paris',
      'Europe/Monaco',
    ]);
    expect(toVirtualRows([{ value: 'a', label: 'A' }]).map((row) => row.kind)).toEqual(['option']);
  });

  it('arrows skip the headings and stop at either end', () => {
    const rows = toVirtualRows(zones);
    expect(stepOptionRow(rows, -1, 1)).toBe(1);
    expect(stepOptionRow(rows, -1, -1)).toBe(5);
    expect(stepOptionRow(rows, 2, 1)).toBe(4);
    expect(stepOptionRow(rows, 4, -1)).toBe(2);
    expect(stepOptionRow(rows, 5, 1)).toBe(5);
    expect(stepOptionRow(rows, 1, -1)).toBe(1);
    expect([firstOptionRow(rows), lastOptionRow(rows), firstOptionRow([])]).toEqual([1, 5, -1]);
  });

  it('finds the row of the chosen value', () => {
    const rows = toVirtualRows(zones);
    expect(rowOfValue(rows, 'Europe/Paris')).toBe(4);
    expect(rowOfValue(rows, null)).toBe(-1);
    expect(rowOfValue(rows, 'Asia/Tokyo')).toBe(-1);
  });

  it('filters ignoring accents and case, names starting with the text first within their group', () => {
    expect(filterOptions(zones, 'MONTRE').map((o) => o.value)).toEqual(['America/Montreal']);
    expect(filterOptions(zones, 'on').map((o) => o.value)).toEqual(['America/Montreal', 'America/Toronto', 'Europe/Monaco']);
    expect(filterOptions(zones, 'mon').map((o) => o.value)).toEqual(['America/Montreal', 'Europe/Monaco']);
    expect(filterOptions(zones, 'to').map((o) => o.value)).toEqual(['America/Toronto']);
    expect(filterOptions(zones, '  ')).toHaveLength(4);
  });

  it('keeps 2 600 options cheap: a list of that size filters in one pass', () => {
    const many = Array.from({ length: 2600 }, (_, i) => ({ value: String(i), label: `Make ${i}` }));
    expect(toVirtualRows(many)).toHaveLength(2600);
    expect(filterOptions(many, 'make 259')).toHaveLength(1 + 10);
  });

  it('pre-renders 10 rows in all beyond the visible ones, on the open side at the ends', () => {
    // 8 rows in view in the middle of 2 600: 5 above, 5 below.
    expect(preRenderedRange({ startIndex: 100, endIndex: 107, count: 2600 }, 10)).toEqual(Array.from({ length: 18 }, (_, i) => 95 + i));
    // At the top: all 10 below.
    expect(preRenderedRange({ startIndex: 0, endIndex: 7, count: 2600 }, 10)).toEqual(Array.from({ length: 18 }, (_, i) => i));
    // At the bottom: all 10 above.
    expect(preRenderedRange({ startIndex: 2592, endIndex: 2599, count: 2600 }, 10)).toEqual(Array.from({ length: 18 }, (_, i) => 2582 + i));
    // A short list: all of it.
    expect(preRenderedRange({ startIndex: 0, endIndex: 2, count: 3 }, 10)).toEqual([0, 1, 2]);
    expect(preRenderedRange({ startIndex: 0, endIndex: -1, count: 0 }, 10)).toEqual([]);
  });
});

describe('startingFirst (a server answer sorted by name, searched)', () => {
  const makes = ['Bad Boyz Toyz', 'Bad Island Toyz', 'The Toy Barn', 'Toyota', 'USA Motortoys'];
  it('puts the names starting with the search first, each part in its order', () => {
    expect(startingFirst(makes, 'toy', (name) => name)).toEqual(['Toyota', 'Bad Boyz Toyz', 'Bad Island Toyz', 'The Toy Barn', 'USA Motortoys']);
    expect(startingFirst(['Ashford', 'Bradford', 'Ford', 'Ford Trucks'], ' FORD ', (name) => name)).toEqual(['Ford', 'Ford Trucks', 'Ashford', 'Bradford']);
  });
  it('ignores accents and case, and keeps the order without a search', () => {
    expect(startingFirst(['Le Citroën', 'CITROEN'], 'citroën', (name) => name)).toEqual(['CITROEN', 'Le Citroën']);
    expect(startingFirst(makes, '', (name) => name)).toEqual(makes);
  });
});
