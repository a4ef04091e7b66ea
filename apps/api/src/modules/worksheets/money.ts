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
