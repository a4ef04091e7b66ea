import { describe, expect, it } from 'vitest';
import { numberPrefixRanges, worksheetNumberDigits } from './workorder-search.js';

describe('numberPrefixRanges', () => {
  it('covers every integer whose decimal text starts with the digits, up to the largest number', () => {
    expect(numberPrefixRanges('12').slice(0, 3)).toEqual([
      [12, 12],
      [120, 129],
      [1200, 1299],
    ]);
    const ranges = numberPrefixRanges('21');
    expect(ranges.at(-1)).toEqual([2100000000, 2147483647]);
    expect(ranges).toHaveLength(9);
    expect(numberPrefixRanges('2147483647')).toEqual([[2147483647, 2147483647]]);
    expect(numberPrefixRanges('9999999999')).toEqual([]);
  });

  it('has no range for a leading zero or a non-number; 0 is itself only', () => {
    expect(numberPrefixRanges('007')).toEqual([]);
    expect(numberPrefixRanges('12a')).toEqual([]);
    expect(numberPrefixRanges('0')).toEqual([[0, 0]]);
  });

  it('matches a brute-force prefix check', () => {
    // Mismatches collected then checked once: 100 000 expect() calls took over 5 s on a loaded machine.
    const mismatches: string[] = [];
    for (const digits of ['1', '5', '50', '99', '100']) {
      const ranges = numberPrefixRanges(digits);
      for (let n = 0; n < 20000; n += 1) {
        const inRange = ranges.some(([low, high]) => n >= low && n <= high);
        if (inRange !== String(n).startsWith(digits)) mismatches.push(`${digits} ${n}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('worksheetNumberDigits', () => {
  it('reads the number as the screens write it (BT-1042, WO-1042) or as typed', () => {
    for (const text of ['1042', 'BT-1042', 'bt1042', 'BT 1042', ' wo-1042 ', '#1042', 'n° 1042', 'No. 1042']) expect(worksheetNumberDigits(text)).toBe('1042');
    expect(numberPrefixRanges('BT-12')).toEqual(numberPrefixRanges('12'));
    expect(worksheetNumberDigits('BTX12')).toBe('BTX12');
    expect(numberPrefixRanges('BTX12')).toEqual([]);
    expect(worksheetNumberDigits('Bouchard')).toBe('Bouchard');
  });

  it("reads the shop's own prefix (issue 10), and only that shop's", () => {
    for (const text of ['GT-1042', 'gt1042', 'GT 1042', 'BT-1042']) expect(worksheetNumberDigits(text, 'GT')).toBe('1042');
    expect(worksheetNumberDigits('GT-1042')).toBe('GT-1042');
    expect(numberPrefixRanges('A1-12', 'A1')).toEqual(numberPrefixRanges('12'));
    expect(numberPrefixRanges('GT-12', 'G.*')).toEqual([]);
  });
});
