import { describe, expect, it } from 'vitest';
import { moneyFormatter } from '../../shared/format/money';
import { formatRate, totalsRows } from './totalsRows';

// Intl separates thousands and the symbol with (narrow) no-break spaces: compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('money and rates', () => {
  it('formats fr-CA as shops in Québec write it', () => {
    expect(plain(moneyFormatter('fr-CA', 'CAD')(1234.56))).toBe('1 234,56 $');
    expect(plain(moneyFormatter('en-CA', 'CAD')(1234.56))).toBe('$1,234.56');
    expect(plain(moneyFormatter('fr-CA', 'EUR')(20))).toBe('20,00 €');
  });

  it('falls back to CAD for an unknown currency code', () => {
    expect(plain(moneyFormatter('fr-CA', 'not a currency')(5))).toBe('5,00 $');
  });

  it('writes tax rates with their decimals', () => {
    expect(plain(formatRate('fr-CA', 9.975))).toBe('9,975 %');
    expect(plain(formatRate('fr-CA', 5))).toBe('5 %');
    expect(formatRate('en-CA', 9.975)).toBe('9.975%');
  });
});

describe('totals rows', () => {
  it('lists services, parts, subtotal, each tax with its rate, then the total', () => {
    const rows = totalsRows(
      {
        services: 150,
        parts: 59.97,
        subtotal: 209.97,
        taxes: [
          { id: 1, name: 'TPS', rate: 5, amount: 10.5 },
          { id: 2, name: 'TVQ', rate: 9.975, amount: 20.94 },
        ],
        total: 241.41,
        currency: 'CAD',
      },
      'fr-CA',
    ).map((row) => ({ ...row, amount: plain(row.amount), rate: row.rate && plain(row.rate) }));
    expect(rows.map((row) => row.key)).toEqual(['services', 'parts', 'subtotal', 'tax-1', 'tax-2', 'total']);
    expect(rows[3]).toMatchObject({ label: 'TPS', rate: '5 %', amount: '10,50 $' });
    expect(rows[4]).toMatchObject({ label: 'TVQ', rate: '9,975 %', amount: '20,94 $' });
    expect(rows[5]).toMatchObject({ label: 'worksheets.totals.total', amount: '241,41 $', strong: true });
  });
});
