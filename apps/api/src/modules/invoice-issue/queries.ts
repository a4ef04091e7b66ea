import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoiceLines, invoicePayments, invoices, type InvoiceSnapshot } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';

export type FrozenLine = Omit<typeof invoiceLines.$inferInsert, 'id' | 'accountId' | 'invoiceId'>;

/** Copies a document's lines into invoice_lines; the trigger accepts them only while it is still a DRAFT. */
export async function insertFrozenLines(db: DbOrTx, { accountId, invoiceId, lines }: Scope & { invoiceId: number; lines: FrozenLine[] }) {
  if (lines.length === 0) return [];
  return db
    .insert(invoiceLines)
    .values(lines.map((line) => ({ ...line, accountId, invoiceId })))
    .returning({ id: invoiceLines.id, position: invoiceLines.position });
}

export type IssuedColumns = {
  number: number;
  invoiceId: string;
  issueDate: string;
  issuedAt: Date;
  issuedById: number | null;
  dueDate: string | null;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  snapshot: InvoiceSnapshot;
};

/** DRAFT → SENT with everything frozen; the last write the trigger lets through on these columns. */
export async function markIssued(db: DbOrTx, { accountId, id, columns }: Scope & { id: number; columns: IssuedColumns }): Promise<void> {
  await db
    .update(invoices)
    .set({ ...columns, status: 'SENT', updatedAt: sql`now()` })
    .where(and(eq(invoices.accountId, accountId), eq(invoices.id, id), eq(invoices.status, 'DRAFT')));
}

/** The running sums and status an issued invoice may still change (the trigger allows these only). */
export async function updateInvoiceSums(
  db: DbOrTx,
  { accountId, id, status, paidCents, creditedCents }: Scope & { id: number; status: 'SENT' | 'PAID' | 'CANCELED'; paidCents?: number; creditedCents?: number },
): Promise<void> {
  await db
    .update(invoices)
    .set({ status, ...(paidCents !== undefined && { paidCents }), ...(creditedCents !== undefined && { creditedCents }), updatedAt: sql`now()` })
    .where(and(eq(invoices.accountId, accountId), eq(invoices.id, id)));
}

export async function insertPayment(db: DbOrTx, values: Omit<typeof invoicePayments.$inferInsert, 'id' | 'uuid' | 'createdAt'>) {
  const [row] = await db.insert(invoicePayments).values(values).returning({ uuid: invoicePayments.uuid, createdAt: invoicePayments.createdAt });
  return row!;
}

export type CreditableLine = {
  id: number;
  type: 'SERVICE' | 'PRODUCT';
  name: string;
  content: string | null;
  catalog_item_id: number | null;
  catalog_item_name: string | null;
  quantity: string;
  unit_price_cents: string;
  hourly_rate: boolean;
  discount: string;
  discount_cents: string;
  amount_cents: string;
  /** What the invoice's credit notes already took back of this line. */
  credited_quantity: string;
  credited_amount_cents: string;
  credited_discount_cents: string;
};

/** An issued invoice's frozen lines with what its credit notes already took back (the invoice row is locked: no credit note runs beside). */
export async function creditableLines(db: DbOrTx, { accountId, invoiceId }: Scope & { invoiceId: number }): Promise<CreditableLine[]> {
  const { rows } = await db.execute<CreditableLine>(sql`
    SELECT l.id, l.type, l.name, l.content, l.catalog_item_id, l.catalog_item_name, l.quantity::text AS quantity,
      l.unit_price_cents::text AS unit_price_cents, l.hourly_rate, l.discount::text AS discount,
      l.discount_cents::text AS discount_cents, l.amount_cents::text AS amount_cents,
      coalesce(c.quantity, 0)::text AS credited_quantity, coalesce(c.amount, 0)::text AS credited_amount_cents,
      coalesce(c.discount, 0)::text AS credited_discount_cents
    FROM invoice_lines l
    LEFT JOIN LATERAL (
      SELECT sum(cl.quantity) AS quantity, sum(cl.amount_cents) AS amount, sum(cl.discount_cents) AS discount
      FROM invoice_lines cl WHERE cl.account_id = l.account_id AND cl.credited_line_id = l.id) c ON true
    WHERE l.account_id = ${accountId} AND l.invoice_id = ${invoiceId}
    ORDER BY l.position, l.id`);
  return rows;
}

/** The tax cents (by position in the invoice's frozen taxes) of the invoice's issued credit notes, summed. */
export async function creditedTaxCents(db: DbOrTx, { accountId, invoiceId }: Scope & { invoiceId: number }): Promise<bigint[]> {
  const { rows } = await db.execute<{ position: number; cents: string }>(sql`
    SELECT t.position::int AS position, sum((t.tax ->> 'cents')::bigint)::text AS cents
    FROM invoices n, jsonb_array_elements(n.snapshot -> 'taxes') WITH ORDINALITY AS t(tax, position)
    WHERE n.account_id = ${accountId} AND n.credited_invoice_id = ${invoiceId} AND n.kind = 'CREDIT_NOTE' AND n.status <> 'DRAFT'
    GROUP BY t.position`);
  const sums: bigint[] = [];
  for (const row of rows) sums[row.position - 1] = BigInt(row.cents);
  return sums;
}

/** The credit note's row, a DRAFT only until the end of its transaction (its lines go in before it is issued). */
export async function insertCreditNoteDraft(db: DbOrTx, values: Omit<typeof invoices.$inferInsert, 'id' | 'uuid' | 'kind' | 'status'>) {
  const [row] = await db
    .insert(invoices)
    .values({ ...values, kind: 'CREDIT_NOTE', status: 'DRAFT' })
    .returning({ id: invoices.id, uuid: invoices.uuid });
  return row!;
}
