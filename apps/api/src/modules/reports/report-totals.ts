import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { entries, worksheets } from '../../db/schema/index.js';
import type { Tax } from '@atelier/contracts';
import { centsToNumber, lineAmounts, numberToCents, numberToScaled, taxCents, toScaled } from '../../shared/money.js';
import type { Scope } from '../../http/scope.js';

type PricedLine = { worksheetUuid: string; type: string; quantity: string; price: string | null; discount: string };

/** The priced parts of the lines of several work orders of the account, in one statement. */
export function pricedLinesOf(db: DbOrTx, { accountId, uuids }: Scope & { uuids: string[] }) {
  return db
    .select({ worksheetUuid: worksheets.uuid, type: entries.type, quantity: entries.valueMeasured, price: entries.price, discount: entries.discount })
    .from(entries)
    .innerJoin(worksheets, eq(worksheets.id, entries.worksheetId))
    .where(and(eq(entries.accountId, accountId), eq(worksheets.accountId, accountId), inArray(worksheets.uuid, uuids)));
}

/**
 * Each work order's total with taxes, by work-order uuid — the rules of GET /worksheets/{uuid}/totals
 * (workshop §5): each line round(quantity × price, 2) less its discount (lineAmounts), half-up, a SERVICE without a price at the
 * hourly rate, each tax of the first group on the subtotal, half-up; exact in BigInt cents.
 */
export function totalsByWorksheet(lines: PricedLine[], { hourlyRate, taxes }: { hourlyRate: number; taxes: Pick<Tax, 'rate'>[] }): Map<string, number> {
  const rateCents = numberToCents(hourlyRate);
  const subtotals = new Map<string, bigint>();
  for (const line of lines) {
    const price = line.price === null ? (line.type === 'SERVICE' ? rateCents : 0n) : toScaled(line.price, 2);
    subtotals.set(
      line.worksheetUuid,
      (subtotals.get(line.worksheetUuid) ?? 0n) +
        lineAmounts({ quantityHundredths: toScaled(line.quantity, 2), unitPriceCents: price, discountHundredths: toScaled(line.discount, 2) }).amountCents,
    );
  }
  const rates = taxes.map((tax) => numberToScaled(tax.rate, 4));
  const totals = new Map<string, number>();
  for (const [id, subtotal] of subtotals) totals.set(id, centsToNumber(rates.reduce((sum, rate) => sum + taxCents(subtotal, rate), subtotal)));
  return totals;
}
