import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('formatMoney', () => {
  it('writes the amount in the account currency, French or English', () => {
    expect(spaces(formatMoney(326.81, 'CAD', 'fr'))).toBe('326,81 $');
    expect(formatMoney(326.81, 'CAD', 'en')).toBe('$326.81');
    expect(spaces(formatMoney(1234.5, 'EUR', 'fr'))).toBe('1 234,50 €');
  });

  it('falls back to the number alone for an unknown currency code', () => {
    expect(formatMoney(12, 'NOPE!', 'en')).toBe('12.00');
  });
});
