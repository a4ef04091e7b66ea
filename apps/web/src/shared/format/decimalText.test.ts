import { describe, expect, it } from 'vitest';
import { parseDecimalText } from './decimalText';

describe('parseDecimalText', () => {
  it.each([
    ['24.95', 24.95],
    ['24,95', 24.95],
    ['24', 24],
    ['1 234,50', 1234.5],
    ['1\u00a0234,50', 1234.5],
    ['1\u202f234,50 $', 1234.5],
    ['1,234.50', 1234.5],
    ['1.234,50', 1234.5],
    ['$1,234.50', 1234.5],
    ['24,95 $', 24.95],
    ['1,234', 1234],
    ['1.234', 1234],
    ['1,234,567', 1234567],
    ['0,5', 0.5],
    [',5', 0.5],
    ['.750', 0.75],
    ['24.', 24],
    ['12,3', 12.3],
    ["1'234.50", 1234.5],
    ['-24,95', -24.95],
  ])('reads %j as %d', (text, expected) => {
    expect(parseDecimalText(text)).toBe(expected);
  });

  it('answers null without a digit', () => {
    expect(parseDecimalText('')).toBeNull();
    expect(parseDecimalText(' $ ')).toBeNull();
    expect(parseDecimalText(',')).toBeNull();
  });
});
