import { sql, type SQL } from 'drizzle-orm';
import { START_NUMBER_MAX, type InvoiceKind } from '@atelier/contracts';
import type { Tx } from '../../db/client.js';
import { accounts, invoiceCounters } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';

/**
 * The floor of a series: invoices start at preferences.invoiceStartNumber (read defensively: a
 * value an older version let through is clamped to 1..START_NUMBER_MAX), credit notes at 1.
 */
function startNumber(accountId: number, kind: InvoiceKind): SQL {
  if (kind === 'CREDIT_NOTE') return sql`1::bigint`;
  const value = sql`(SELECT ${accounts.preferences} -> 'invoiceStartNumber' FROM ${accounts} WHERE ${accounts.id} = ${accountId})`;
  return sql`(CASE WHEN jsonb_typeof(${value}) = 'number'
    THEN LEAST(GREATEST(floor((${value})::numeric), 1), ${sql.raw(String(START_NUMBER_MAX))})::bigint ELSE 1 END)`;
}

/**
 * The next number of the shop's INVOICE or CREDIT_NOTE series (the work orders' pattern): the
 * counter row is created or bumped in one statement and stays locked until the transaction ends,
 * so concurrent issues queue on it, and a rolled-back issue gives its number back: gap-free and
 * unique. The start number is a floor: raising it jumps ahead, lowering it never reuses a number.
 */
export async function takeDocumentNumber(tx: Tx, { accountId, kind }: Scope & { kind: InvoiceKind }): Promise<number> {
  const start = startNumber(accountId, kind);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ accountId, kind, lastNumber: start })
    .onConflictDoUpdate({
      target: [invoiceCounters.accountId, invoiceCounters.kind],
      set: { lastNumber: sql`GREATEST(${invoiceCounters.lastNumber} + 1, ${start})` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}
