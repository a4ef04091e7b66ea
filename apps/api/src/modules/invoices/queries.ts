import { and, eq, isNotNull, isNull, sql, type Placeholder } from 'drizzle-orm';
import type { Address, LegalIdentity } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { isoTimestamp as iso } from '../../db/iso-timestamp.js';
import type { Scope } from '../../http/scope.js';
import { accounts, entries, invoices, mechs, type InvoiceSnapshot } from '../../db/schema/index.js';
import { completePreferences } from '../accounts/complete-preferences.js';

export type InvoiceRow = typeof invoices.$inferSelect;

/** An invoice or credit note of the account (drafts included); `forUpdate` holds it until the transaction ends. */
export async function findInvoice(db: DbOrTx, { accountId, uuid, forUpdate }: Scope & { uuid: string; forUpdate?: boolean }): Promise<InvoiceRow | undefined> {
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.uuid, uuid)))
    .limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** SELECT … FOR UPDATE: whoever changes a document (edit, issue, pay, credit) queues on its row. */
export const findInvoiceForUpdate = (tx: DbOrTx, { accountId, uuid }: Scope & { uuid: string }) => findInvoice(tx, { accountId, uuid, forUpdate: true });

export type InvoiceHeader = {
  id: number;
  uuid: string;
  kind: 'INVOICE' | 'CREDIT_NOTE';
  status: 'DRAFT' | 'SENT' | 'PAID' | 'CANCELED';
  number: number | null;
  invoice_id: string | null;
  issue_date: string | null;
  issued_at: string | null;
  due_date: string | null;
  language: 'fr' | 'en';
  business_customer: boolean;
  customer_tax_number: string | null;
  notes: string | null;
  reason: string | null;
  mileage: number | null;
  currency: string;
  subtotal_cents: string | null;
  tax_cents: string | null;
  total_cents: string | null;
  paid_cents: string;
  credited_cents: string;
  snapshot: InvoiceSnapshot | null;
  created_at: string;
  updated_at: string;
  preferences: unknown;
  brand: { logo: string | null; address: Address | null; email: string | null; mobile: string | null } | null;
  legal: Partial<LegalIdentity> | null;
  customer: { uuid: string; fullname: string; email: string | null; mobile: string | null; address: Address | null };
  mech: {
    uuid: string;
    modelYear: number | null;
    license: string | null;
    serialNumber: string | null;
    unit: 'km' | 'mi';
    make: { name: string } | null;
    model: { name: string; make: { name: string } | null } | null;
    type: { name: string } | null;
  } | null;
  worksheet: { uuid: string; worksheetId: number } | null;
  credited_invoice: { uuid: string; invoiceId: string } | null;
  pdf_sha256: string | null;
};

/**
 * The document with everything a draft shows live (shop preferences, brand, legal identity,
 * customer and billing address, vehicle, work order) in one statement; bigint sums come as text.
 */
export async function invoiceHeader(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<InvoiceHeader | undefined> {
  const { rows } = await db.execute<InvoiceHeader>(sql`
    SELECT i.id, i.uuid, i.kind, i.status, i.number::float8 AS number, i.invoice_id, i.issue_date::text AS issue_date, ${iso('i.issued_at')} AS issued_at,
      i.due_date::text AS due_date, i.language, i.business_customer, i.customer_tax_number, i.notes, i.reason, i.mileage, i.currency,
      i.subtotal_cents::text AS subtotal_cents, i.tax_cents::text AS tax_cents, i.total_cents::text AS total_cents,
      i.paid_cents::text AS paid_cents, i.credited_cents::text AS credited_cents, i.snapshot,
      ${iso('i.created_at')} AS created_at, ${iso('i.updated_at')} AS updated_at,
      a.preferences,
      (SELECT json_build_object('logo', b.logo, 'address', b.address, 'email', b.email, 'mobile', b.mobile)
         FROM brands b WHERE b.account_id = i.account_id ORDER BY b.id LIMIT 1) AS brand,
      (SELECT l.identity FROM invoice_legal_identities l WHERE l.account_id = i.account_id) AS legal,
      json_build_object('uuid', c.uuid, 'fullname', c.fullname, 'email', c.email, 'mobile', c.mobile,
        'address', (SELECT json_build_object('type', ca.type, 'name', ca.name, 'street_number', ca.street_number,
            'address_line_1', ca.address_line_1, 'address_line_2', ca.address_line_2, 'city', ca.city, 'region', ca.region,
            'country', ca.country, 'postcode', ca.postcode)
          FROM customer_addresses ca WHERE ca.customer_id = c.id AND ca.type = 'BILLING' LIMIT 1)) AS customer,
      CASE WHEN m.id IS NULL THEN NULL ELSE json_build_object('uuid', m.uuid, 'modelYear', m.model_year, 'license', m.license,
        'serialNumber', m.serial_number, 'unit', m.unit,
        'make', CASE WHEN mk.id IS NULL THEN NULL ELSE json_build_object('name', mk.name) END,
        'model', CASE WHEN md.id IS NULL THEN NULL ELSE json_build_object('name', md.name,
          'make', CASE WHEN mdk.id IS NULL THEN NULL ELSE json_build_object('name', mdk.name) END) END,
        'type', CASE WHEN et.id IS NULL THEN NULL ELSE json_build_object('name', et.name) END) END AS mech,
      CASE WHEN w.id IS NULL THEN NULL ELSE json_build_object('uuid', w.uuid, 'worksheetId', w.worksheet_id) END AS worksheet,
      CASE WHEN ci.id IS NULL THEN NULL ELSE json_build_object('uuid', ci.uuid, 'invoiceId', ci.invoice_id) END AS credited_invoice,
      (SELECT p.sha256 FROM invoice_pdfs p WHERE p.invoice_id = i.id) AS pdf_sha256
    FROM invoices i
    JOIN accounts a ON a.id = i.account_id
    JOIN customers c ON c.id = i.customer_id
    LEFT JOIN mechs m ON m.id = i.mech_id
    LEFT JOIN makes mk ON mk.id = m.make_id
    LEFT JOIN models md ON md.id = m.model_id
    LEFT JOIN makes mdk ON mdk.id = md.make_id
    LEFT JOIN equipment_types et ON et.id = m.type_id
    LEFT JOIN worksheets w ON w.id = i.worksheet_id
    LEFT JOIN invoices ci ON ci.id = i.credited_invoice_id
    WHERE i.account_id = ${accountId} AND i.id = ${id}`);
  return rows[0];
}

export type DraftLineRow = {
  id: number;
  type: 'SERVICE' | 'PRODUCT';
  name: string;
  content: string | null;
  quantity: string;
  price: string | null;
  discount: string;
  related_item: { id: number; name: string } | null;
};

/** A draft's lines: its entries, in the work order's order (position, id). */
export async function draftLines(db: DbOrTx, { accountId, invoiceId }: Scope & { invoiceId: number }): Promise<DraftLineRow[]> {
  const { rows } = await db.execute<DraftLineRow>(sql`
    SELECT e.id, e.type, e.name, e.content, e.value_measured::text AS quantity, e.price::text AS price, e.discount::text AS discount,
      CASE WHEN ci.id IS NULL THEN NULL ELSE json_build_object('id', ci.id, 'name', ci.name) END AS related_item
    FROM entries e
    LEFT JOIN catalog_items ci ON ci.id = e.catalog_item_id AND ci.deleted_at IS NULL
    WHERE e.account_id = ${accountId} AND e.invoice_id = ${invoiceId}
    ORDER BY e.position, e.id`);
  return rows;
}

/**
 * The condition on `taxes t` that keeps the taxes an invoice charges: those of the account's first
 * tax group (as worksheet totals apply them), and none when the shop is under the VAT franchise
 * (art. 293 B du CGI: the invoice prints "TVA non applicable", so it cannot charge any).
 */
export function invoiceTaxesWhere(accountId: number | Placeholder) {
  return sql`t.account_id = ${accountId}
      AND t.tax_group_id = (SELECT g.id FROM tax_groups g WHERE g.account_id = ${accountId} ORDER BY g.position, g.id LIMIT 1)
      AND NOT coalesce((SELECT (l.identity->>'vatExempt')::boolean FROM invoice_legal_identities l WHERE l.account_id = ${accountId}), false)`;
}

/** The taxes a draft charges now (invoiceTaxesWhere), in order. */
export async function firstGroupTaxes(db: DbOrTx, { accountId }: Scope): Promise<{ name: string; rate: string }[]> {
  const { rows } = await db.execute<{ name: string; rate: string }>(sql`
    SELECT t.name, t.rate::text AS rate FROM taxes t
    WHERE ${invoiceTaxesWhere(accountId)}
    ORDER BY t.position, t.id`);
  return rows;
}

export type IssuedLineRow = {
  id: number;
  entry_id: number | null;
  credited_line_id: number | null;
  type: 'SERVICE' | 'PRODUCT';
  name: string;
  content: string | null;
  quantity: string;
  unit_price_cents: string;
  hourly_rate: boolean;
  discount: string;
  amount_cents: string;
  catalog_item_id: number | null;
  catalog_item_name: string | null;
  credited_quantity: string;
};

/** An issued document's frozen lines, each with the quantity its credit notes took back. */
export async function issuedLines(db: DbOrTx, { accountId, invoiceId }: Scope & { invoiceId: number }): Promise<IssuedLineRow[]> {
  const { rows } = await db.execute<IssuedLineRow>(sql`
    SELECT l.id, l.entry_id, l.credited_line_id, l.type, l.name, l.content, l.quantity::text AS quantity,
      l.unit_price_cents::text AS unit_price_cents, l.hourly_rate, l.discount::text AS discount, l.amount_cents::text AS amount_cents,
      l.catalog_item_id, l.catalog_item_name,
      (SELECT coalesce(sum(cl.quantity), 0)::text FROM invoice_lines cl WHERE cl.credited_line_id = l.id) AS credited_quantity
    FROM invoice_lines l
    WHERE l.account_id = ${accountId} AND l.invoice_id = ${invoiceId}
    ORDER BY l.position, l.id`);
  return rows;
}

export type PaymentRow = {
  uuid: string;
  amount_cents: string;
  paid_on: string;
  method: 'CASH' | 'DEBIT' | 'CREDIT_CARD' | 'CHEQUE' | 'TRANSFER' | 'OTHER';
  reference: string | null;
  created_at: string;
  created_by: string | null;
};

export async function paymentsOf(db: DbOrTx, { accountId, invoiceId }: Scope & { invoiceId: number }): Promise<PaymentRow[]> {
  const { rows } = await db.execute<PaymentRow>(sql`
    SELECT p.uuid, p.amount_cents::text AS amount_cents, p.paid_on::text AS paid_on, p.method, p.reference,
      ${iso('p.created_at')} AS created_at, u.fullname AS created_by
    FROM invoice_payments p LEFT JOIN users u ON u.id = p.created_by_id
    WHERE p.account_id = ${accountId} AND p.invoice_id = ${invoiceId}
    ORDER BY p.created_at, p.id`);
  return rows;
}

export type CreditNoteRow = { uuid: string; invoice_id: string; total_cents: string; issue_date: string; status: 'DRAFT' | 'SENT' | 'PAID' | 'CANCELED' };

/** The invoice's credit notes, oldest first. */
export async function creditNotesOf(db: DbOrTx, { accountId, invoiceId }: Scope & { invoiceId: number }): Promise<CreditNoteRow[]> {
  const { rows } = await db.execute<CreditNoteRow>(sql`
    SELECT n.uuid, n.invoice_id, n.total_cents::text AS total_cents, n.issue_date::text AS issue_date, n.status
    FROM invoices n
    WHERE n.account_id = ${accountId} AND n.credited_invoice_id = ${invoiceId} AND n.kind = 'CREDIT_NOTE' AND n.status <> 'DRAFT'
    ORDER BY n.issued_at, n.id`);
  return rows;
}

export type SendRow = { to_email: string; status: 'QUEUED' | 'SENT' | 'FAILED'; queued_at: string; sent_at: string | null };

export async function sendsOf(db: DbOrTx, { accountId, invoiceId }: Scope & { invoiceId: number }): Promise<SendRow[]> {
  const { rows } = await db.execute<SendRow>(sql`
    SELECT s.to_email, s.status, ${iso('s.queued_at')} AS queued_at, ${iso('s.sent_at')} AS sent_at
    FROM invoice_sends s
    WHERE s.account_id = ${accountId} AND s.invoice_id = ${invoiceId}
    ORDER BY s.queued_at, s.id`);
  return rows;
}

// ---------------------------------------------------------------- drafts

/** The shop's language and currency: a new draft's defaults (fr-CA and fr print in French). */
export async function shopDefaults(db: DbOrTx, { accountId }: Scope) {
  const [row] = await db.select({ preferences: accounts.preferences }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  const preferences = completePreferences(row!.preferences);
  return { language: preferences.language === 'en' ? ('en' as const) : ('fr' as const), currency: preferences.currency };
}

/** A live vehicle's id and odometer (the mileage a new draft starts with). */
export async function mechOdometer(db: DbOrTx, { accountId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({ id: mechs.id, mileageIn: mechs.mileageIn })
    .from(mechs)
    .where(and(eq(mechs.accountId, accountId), eq(mechs.id, id), isNull(mechs.deletedAt)))
    .limit(1);
  return row;
}

export async function insertDraftInvoice(db: DbOrTx, values: typeof invoices.$inferInsert): Promise<InvoiceRow> {
  const [row] = await db.insert(invoices).values(values).returning();
  return row!;
}

/**
 * The work order's lines on no invoice yet move onto the draft (the same rows: still editable from
 * the work order). Answers how many moved.
 */
export async function takeUninvoicedLines(db: DbOrTx, { accountId, worksheetId, invoiceId }: Scope & { worksheetId: number; invoiceId: number }): Promise<number> {
  const moved = await db
    .update(entries)
    .set({ invoiceId, updatedAt: sql`now()` })
    .where(and(eq(entries.accountId, accountId), eq(entries.worksheetId, worksheetId), isNull(entries.invoiceId)))
    .returning({ id: entries.id });
  return moved.length;
}

/** The work order still has lines on no invoice (read under the work order's lock). */
export async function hasUninvoicedLines(db: DbOrTx, { accountId, worksheetId }: Scope & { worksheetId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: entries.id })
    .from(entries)
    .where(and(eq(entries.accountId, accountId), eq(entries.worksheetId, worksheetId), isNull(entries.invoiceId)))
    .limit(1);
  return row !== undefined;
}

export async function updateDraftColumns(db: DbOrTx, { accountId, id }: Scope & { id: number }, columns: Partial<typeof invoices.$inferInsert>): Promise<void> {
  await db
    .update(invoices)
    .set({ ...columns, updatedAt: sql`now()` })
    .where(and(eq(invoices.accountId, accountId), eq(invoices.id, id), eq(invoices.status, 'DRAFT')));
}

/**
 * Deleting a draft: the lines that came from a work order go back to it (on no invoice), the lines
 * added on the draft (no work order) go with it, then the row.
 */
export async function deleteDraftRow(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<void> {
  await db
    .update(entries)
    .set({ invoiceId: null, updatedAt: sql`now()` })
    .where(and(eq(entries.accountId, accountId), eq(entries.invoiceId, id), isNotNull(entries.worksheetId)));
  await db.delete(entries).where(and(eq(entries.accountId, accountId), eq(entries.invoiceId, id), isNull(entries.worksheetId)));
  await db.delete(invoices).where(and(eq(invoices.accountId, accountId), eq(invoices.id, id), eq(invoices.status, 'DRAFT')));
}
