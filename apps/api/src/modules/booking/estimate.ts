import type { Estimate } from '@atelier/contracts';
import { centsToNumber, documentTotals, lineAmounts, toScaled } from '../../shared/money.js';

/**
 * The review step's price estimate: one line per service (quantity 1 at the price shown), the
 * shop's taxes on the subtotal as a work order computes them. A service without a price (on
 * estimate) adds nothing and marks the total as a minimum.
 */
export function estimateOf(prices: (string | null)[], taxes: { name: string; rate: string }[]): Estimate {
  const amounts = prices
    .filter((price): price is string => price !== null)
    .map((price) => lineAmounts({ quantityHundredths: 100n, unitPriceCents: toScaled(price, 2), discountHundredths: 0n }).amountCents);
  const totals = documentTotals(amounts, taxes);
  return {
    subtotal: centsToNumber(totals.subtotalCents),
    taxes: totals.taxes.map((tax) => ({ name: tax.name, rate: tax.rate, amount: centsToNumber(tax.cents) })),
    total: centsToNumber(totals.totalCents),
    partial: prices.some((price) => price === null),
  };
}
