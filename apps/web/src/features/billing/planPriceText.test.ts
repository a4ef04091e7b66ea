import { describe, expect, it } from 'vitest';
import { planPriceText } from './planPriceText';

const fr = { free: 'Gratuit', perMonth: (amount: string) => `${amount} / mois` };
const en = { free: 'Free', perMonth: (amount: string) => `${amount} / month` };
// Intl writes a narrow no-break space in French amounts.
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('planPriceText', () => {
  it('says free for a plan at 0', () => {
    expect(planPriceText(0, 'fr-CA', 'CAD', fr)).toBe('Gratuit');
    expect(planPriceText(0, 'en-CA', 'CAD', en)).toBe('Free');
  });

  it('writes whole amounts without cents, in the language of the interface', () => {
    expect(plain(planPriceText(2900, 'fr-CA', 'CAD', fr))).toBe('29 $ / mois');
    expect(plain(planPriceText(7900, 'en-CA', 'CAD', en))).toBe('$79 / month');
  });

  it('keeps the cents of an amount that has them, and follows the shop currency', () => {
    expect(plain(planPriceText(2950, 'fr-CA', 'CAD', fr))).toBe('29,50 $ / mois');
    expect(plain(planPriceText(2900, 'fr-CA', 'EUR', fr))).toBe('29 € / mois');
  });

  it('falls back to Canadian dollars on an ill-formed currency code', () => {
    expect(plain(planPriceText(2900, 'fr-CA', 'x', fr))).toBe('29 $ / mois');
  });
});
