import type { WorksheetTotals } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { centsToNumber, documentTotals, lineAmounts, numberToCents, toScaled } from '../../shared/money.js';
import { totalsInputs } from './totals-queries.js';
import { worksheetNotFound } from './worksheet-errors.js';
import type { Scope } from '../../http/scope.js';

/**
 * GET /worksheets/{uuid}/totals, exact to the cent (BigInt cents, no floating point):
 * - each line is round(quantity × unit price, 2) less its discount round(that × percent / 100, 2),
 *   both half-up (lineAmounts, the invoices' rule);
 * - a SERVICE line without a price is priced at the account's hourly rate (workshop §5: "the
 *   price will be set automatically to the user's hourly rate"); a PRODUCT without one is 0;
 * - each tax of the account's first tax group is round(subtotal × rate / 100, 2) on the
 *   subtotal (Québec: GST and QST both on the subtotal); total = subtotal + taxes.
 * The lines, the rate and the taxes come from one statement, so they agree with each other.
 */
export async function worksheetTotals(db: Db, { accountId, uuid }: Scope & { uuid: string }): Promise<WorksheetTotals> {
  const inputs = await totalsInputs(db, { accountId, uuid });
  if (!inputs) throw worksheetNotFound();
  const { lines, taxes: groupTaxes, preferences } = inputs;
  const hourlyRate = numberToCents(preferences.hourlyRates.valuePerUnit);
  let services = 0n;
  let parts = 0n;
  for (const line of lines) {
    const price = line.price === null ? (line.type === 'SERVICE' ? hourlyRate : 0n) : toScaled(line.price, 2);
    const { amountCents: cents } = lineAmounts({ quantityHundredths: toScaled(line.quantity, 2), unitPriceCents: price, discountHundredths: toScaled(line.discount, 2) });
    if (line.type === 'SERVICE') services += cents;
    else parts += cents;
  }
  // numeric(7,4) text '9.9750' → the rate 9.975, as the tax settings show it.
  const { subtotalCents: subtotal, taxes, totalCents: total } = documentTotals([services, parts], groupTaxes);
  return {
    services: centsToNumber(services),
    parts: centsToNumber(parts),
    subtotal: centsToNumber(subtotal),
    taxes: taxes.map(({ cents, ...tax }) => ({ ...tax, amount: centsToNumber(cents) })),
    total: centsToNumber(total),
    currency: preferences.currency,
  };
}
