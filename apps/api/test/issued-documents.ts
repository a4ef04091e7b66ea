import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

export type IssuedDoc = {
  kind?: 'INVOICE' | 'CREDIT_NOTE';
  status?: 'DRAFT' | 'SENT' | 'PAID' | 'CANCELED';
  /** The day of issue in the shop's zone. */
  issueDate: string;
  subtotal: number;
  /** As the snapshot freezes them: cents per tax. */
  taxes: { name: string; rate: number; cents: number }[];
  /** A credit note's invoice (its id). */
  credits?: number;
};

const numbers = new Map<string, number>();

/**
 * An issued invoice or credit note as issuing freezes it (amounts in cents), written straight
 * into the table (inserts pass the triggers; numbers per shop and series from 1), for the reports
 * and closures that read issued documents. Answers its id.
 */
export async function insertIssuedDocument(t: TestApp, accountId: number, d: IssuedDoc): Promise<number> {
  const kind = d.kind ?? 'INVOICE';
  const status = d.status ?? 'SENT';
  const issued = status !== 'DRAFT';
  const key = `${t.databaseUrl}-${accountId}-${kind}`;
  const number = issued ? (numbers.get(key) ?? 0) + 1 : null;
  if (number) numbers.set(key, number);
  const tax = d.taxes.reduce((sum, x) => sum + x.cents, 0);
  const { rows: customer } = await t.db.execute<{ id: number }>(sql`INSERT INTO customers (account_id, fullname) VALUES (${accountId}, 'Client') RETURNING id`);
  const snapshot = { seller: {}, customer: {}, mech: null, taxes: d.taxes, hourlyRateCents: 9500, discountCents: 0, worksheet: null };
  const label = number === null ? null : kind === 'CREDIT_NOTE' ? `AV-${number}` : String(number);
  const { rows } = await t.db.execute<{ id: number }>(sql`
    INSERT INTO invoices (account_id, kind, status, number, invoice_id, customer_id, credited_invoice_id, currency, issue_date, issued_at,
      subtotal_cents, tax_cents, total_cents, snapshot)
    VALUES (${accountId}, ${kind}, ${status}, ${number}, ${label}, ${customer[0]!.id}, ${d.credits ?? null}, 'CAD',
      ${issued ? d.issueDate : null}::date, ${issued ? `${d.issueDate}T15:00:00Z` : null}::timestamptz,
      ${issued ? d.subtotal : null}, ${issued ? tax : null}, ${issued ? d.subtotal + tax : null}, ${issued ? JSON.stringify(snapshot) : null}::jsonb)
    RETURNING id`);
  return rows[0]!.id;
}

/** A payment of an issued invoice recorded at `createdAt` (an instant). */
export async function insertPayment(t: TestApp, accountId: number, invoiceId: number, cents: number, createdAt: string): Promise<void> {
  await t.db.execute(sql`
    INSERT INTO invoice_payments (account_id, invoice_id, amount_cents, paid_on, method, created_at)
    VALUES (${accountId}, ${invoiceId}, ${cents}, ${createdAt.slice(0, 10)}::date, 'CASH', ${createdAt}::timestamptz)`);
}
