import { describe, expect, it } from 'vitest';
import { centsToNumber, divideHalfUp, documentTotals, lineAmounts, lineCents, numberToCents, numberToScaled, taxCents, toScaled } from './money.js';

describe('exact money', () => {
  it('reads decimal text at a scale, rounding extra digits half-up', () => {
    expect(toScaled('89.95', 2)).toBe(8995n);
    expect(toScaled('12.5', 2)).toBe(1250n);
    expect(toScaled('7', 2)).toBe(700n);
    expect(toScaled('9.9750', 4)).toBe(99750n);
    expect(toScaled('0.125', 2)).toBe(13n);
    expect(toScaled('0.124', 2)).toBe(12n);
    expect(() => toScaled('-1', 2)).toThrow();
    expect(() => toScaled('1e3', 2)).toThrow();
  });

  it('rounds half-up: exactly half goes up, below half goes down', () => {
    expect(divideHalfUp(5n, 10n)).toBe(1n);
    expect(divideHalfUp(4n, 10n)).toBe(0n);
    expect(divideHalfUp(15n, 10n)).toBe(2n);
    expect(divideHalfUp(25n, 10n)).toBe(3n);
  });

  it('prices a line: quantity × price rounded to the cent', () => {
    expect(lineCents(150n, 9500n)).toBe(14250n); // 1.5 h × 95.00
    expect(lineCents(400n, 1295n)).toBe(5180n); // 4 × 12.95
    expect(lineCents(125n, 1999n)).toBe(2499n); // 1.25 × 19.99 = 24.9875 → 24.99
    expect(lineCents(133n, 1001n)).toBe(1331n); // 1.33 × 10.01 = 13.3133 → 13.31
    expect(lineCents(250n, 1n)).toBe(3n); // 2.5 × 0.01 = 0.025 → 0.03
  });

  it('computes a tax on the subtotal, rounded to the cent (GST 5 %, QST 9.975 %, TVA 20 %)', () => {
    expect(taxCents(28425n, 50000n)).toBe(1421n); // 14.2125
    expect(taxCents(28425n, 99750n)).toBe(2835n); // 28.3539375
    expect(taxCents(10n, 50000n)).toBe(1n); // 0.005 → 0.01
    expect(taxCents(12345n, 200000n)).toBe(2469n); // 24.69
  });

  it('converts without float drift', () => {
    expect(numberToCents(95)).toBe(9500n);
    expect(numberToCents(0.1 + 0.2)).toBe(30n);
    expect(numberToCents(1.005)).toBe(101n);
    expect(centsToNumber(32681n)).toBe(326.81);
    expect(numberToScaled(9.975, 4)).toBe(99750n);
    expect(numberToScaled(5, 4)).toBe(50000n);
  });

  it('discounts a line: the discount is rounded half-up on the rounded gross, the amount is what remains', () => {
    // 1.25 × 19.99 = 24.9875 → 24.99; 10 % of it = 2.499 → 2.50; amount 22.49.
    expect(lineAmounts({ quantityHundredths: 125n, unitPriceCents: 1999n, discountHundredths: 1000n })).toEqual({
      grossCents: 2499n,
      discountCents: 250n,
      amountCents: 2249n,
    });
    // 12.5 % of 0.20 = 0.025 → exactly half a cent goes up: 0.03.
    expect(lineAmounts({ quantityHundredths: 100n, unitPriceCents: 20n, discountHundredths: 1250n })).toEqual({ grossCents: 20n, discountCents: 3n, amountCents: 17n });
    // 12.49 % of 0.20 = 0.02498 → 0.02.
    expect(lineAmounts({ quantityHundredths: 100n, unitPriceCents: 20n, discountHundredths: 1249n })).toEqual({ grossCents: 20n, discountCents: 2n, amountCents: 18n });
    // No discount, and a full one.
    expect(lineAmounts({ quantityHundredths: 150n, unitPriceCents: 9500n, discountHundredths: 0n })).toEqual({
      grossCents: 14250n,
      discountCents: 0n,
      amountCents: 14250n,
    });
    expect(lineAmounts({ quantityHundredths: 150n, unitPriceCents: 9500n, discountHundredths: 10_000n })).toEqual({
      grossCents: 14250n,
      discountCents: 14250n,
      amountCents: 0n,
    });
  });

  it('totals a document: each tax on the subtotal, half-up, 0.005 $ is a cent (Revenu Québec)', () => {
    // Subtotal 10.10: GST 5 % = 0.505 → 0.51; QST 9.975 % = 1.007475 → 1.01.
    const totals = documentTotals(
      [1000n, 10n],
      [
        { name: 'TPS', rate: 5 },
        { name: 'TVQ', rate: '9.9750' },
      ],
    );
    expect(totals).toEqual({
      subtotalCents: 1010n,
      taxes: [
        { name: 'TPS', rate: 5, cents: 51n },
        { name: 'TVQ', rate: 9.975, cents: 101n },
      ],
      totalCents: 1162n,
    });
    // 0.10 × 5 % = 0.005 → 0.01; 0.09 × 5 % = 0.0045 → 0.00.
    expect(documentTotals([10n], [{ name: 'TPS', rate: 5 }]).taxes[0]!.cents).toBe(1n);
    expect(documentTotals([9n], [{ name: 'TPS', rate: 5 }]).taxes[0]!.cents).toBe(0n);
    expect(documentTotals([], [])).toEqual({ subtotalCents: 0n, taxes: [], totalCents: 0n });
  });
});
