/*
 * Exact money (workshop §5 totals): amounts are BigInt counts of a fixed scale, never floats.
 * Decimal text ('89.95', '1.50', '9.9750') is read digit by digit; rounding is half-up (all
 * amounts here are ≥ 0), the way shops round on paper.
 */

/** '12.5' at scale 2 → 1250n. Refuses anything but an unsigned decimal. */
export function toScaled(text: string, scale: number): bigint {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, whole, fraction = ''] = match;
  const digits = fraction.padEnd(scale, '0');
  // Digits beyond the scale are rounded half-up.
  const kept = BigInt(whole! + digits.slice(0, scale));
  return digits.length > scale && Number(digits[scale]) >= 5 ? kept + 1n : kept;
}

/** value / divisor, rounded half-up (value, divisor ≥ 0). */
export function divideHalfUp(value: bigint, divisor: bigint): bigint {
  return (value * 2n + divisor) / (divisor * 2n);
}

/** A line: round(quantity × unit price, 2). Quantity and price in hundredths; answers cents. */
export function lineCents(quantityHundredths: bigint, priceCents: bigint): bigint {
  return divideHalfUp(quantityHundredths * priceCents, 100n);
}

/** A tax on the subtotal: round(subtotal × rate / 100, 2), the rate in ten-thousandths of a percent. */
export function taxCents(subtotalCents: bigint, rateTenThousandths: bigint): bigint {
  return divideHalfUp(subtotalCents * rateTenThousandths, 1_000_000n);
}

/** Cents → a JSON number with two decimals (exact in a double below 2^53 cents). */
export const centsToNumber = (cents: bigint): number => Number(cents) / 100;

/** A JSON number (95.5, a rate such as 9.975) → a scaled count, through its decimal text. */
export const numberToScaled = (value: number, scale: number): bigint => toScaled(value.toFixed(scale + 4), scale);

/** A preference amount (a JSON number such as 95 or 95.5) → cents. */
export const numberToCents = (value: number): bigint => numberToScaled(value, 2);

/**
 * A priced line (issue 14): gross = round(quantity × unit price, 2), discount = round(gross ×
 * percent / 100, 2), amount = gross − discount; both roundings half-up. Quantity and discount in
 * hundredths (1.50 → 150n, 12.5 % → 1250n), price in cents.
 */
export function lineAmounts({
  quantityHundredths,
  unitPriceCents,
  discountHundredths,
}: {
  quantityHundredths: bigint;
  unitPriceCents: bigint;
  discountHundredths: bigint;
}): { grossCents: bigint; discountCents: bigint; amountCents: bigint } {
  const grossCents = lineCents(quantityHundredths, unitPriceCents);
  // gross × (d / 100) / 100 %: d in hundredths of a percent is a fraction of 10 000.
  const discountCents = divideHalfUp(grossCents * discountHundredths, 10_000n);
  return { grossCents, discountCents, amountCents: grossCents - discountCents };
}

/** A tax rate as a JSON number (9.975) or the database's numeric text ('9.9750'). */
export type TaxRate = { name: string; rate: number | string };

/**
 * A document's totals: the subtotal is the sum of the lines' amounts (after their discounts);
 * each tax is round(subtotal × rate / 100, 2) half-up on that subtotal (Québec: GST and QST both
 * on the subtotal; Revenu Québec: a fraction of 0.005 $ or more is a cent); total = subtotal + taxes.
 */
export function documentTotals<T extends TaxRate>(
  amountsCents: readonly bigint[],
  taxes: readonly T[],
): { subtotalCents: bigint; taxes: (Omit<T, 'rate'> & { rate: number; cents: bigint })[]; totalCents: bigint } {
  const subtotalCents = amountsCents.reduce((sum, cents) => sum + cents, 0n);
  const taxed = taxes.map((tax) => {
    const rate = typeof tax.rate === 'string' ? toScaled(tax.rate, 4) : numberToScaled(tax.rate, 4);
    return { ...tax, rate: Number(tax.rate), cents: taxCents(subtotalCents, rate) };
  });
  return { subtotalCents, taxes: taxed, totalCents: taxed.reduce((sum, tax) => sum + tax.cents, subtotalCents) };
}
