import type { InvoiceKind } from '@atelier/contracts';

/**
 * An amount as the lists show it: a credit note's (which the API gives positive) counts against
 * the invoices, so it is shown negative, as the filter's sums count it. Never "-0,00 $".
 */
export function signedAmount(kind: InvoiceKind, value: number): number {
  if (kind !== 'CREDIT_NOTE' || value === 0) return value;
  return -value;
}
