import { describe, expect, it } from 'vitest';
import { formatMoney, moneyFormatter, moneyLocale } from './money';

const plain = (text: string) => text.replace(/\s/gu, ' ');

describe('moneyFormatter', () => {
  it("writes amounts in the account's currency as the language writes them", () => {
    expect(plain(moneyFormatter('fr-CA', 'CAD')(1234.56))).toBe('1 234,56 $');
    expect(plain(moneyFormatter('en-CA', 'CAD')(1234.56))).toBe('$1,234.56');
    expect(plain(moneyFormatter('fr-CA', 'EUR')(20))).toBe('20,00 €');
  });

  it('shows an ill-formed currency code as Canadian dollars, as the money inputs do', () => {
    expect(plain(moneyFormatter('fr-CA', 'not a currency')(5))).toBe('5,00 $');
    expect(formatMoney(12, 'NOPE!', 'en')).toBe('$12.00');
  });
});

describe('formatMoney', () => {
  it('writes the amount in the account currency, French or English', () => {
    expect(plain(formatMoney(326.81, 'CAD', 'fr'))).toBe('326,81 $');
    expect(formatMoney(326.81, 'CAD', 'en')).toBe('$326.81');
    expect(plain(formatMoney(1234.5, 'EUR', 'fr'))).toBe('1 234,50 €');
  });

  it('French unless the interface is in English', () => {
    expect(moneyLocale('en')).toBe('en-CA');
    expect(moneyLocale('fr')).toBe('fr-CA');
    expect(moneyLocale(undefined)).toBe('fr-CA');
  });
});
