import { publicUuid } from './columns.js';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LegalIdentity } from '@atelier/contracts';
import { accounts, accountRef } from './accounts.js';
import { customers } from './customers.js';
import { users } from './users.js';
import { mechs } from './vehicles.js';
import { worksheets } from './workorders.js';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/*
 * Invoices and credit notes (issue 14). What must never happen is refused by the database itself
 * (migration 0017's hand-written SQL), not only by the code:
 * - an issued document (status ≠ DRAFT) changes only in status, paid/credited sums and the last
 *   send (trigger `atelier_invoice_frozen`), and is never deleted;
 * - frozen lines, payments, stored PDFs and journal records are never updated nor deleted, and
 *   lines are only added to a document while it is a DRAFT (being issued);
 * - an entry of an issued invoice is never updated nor deleted (ERR_ENTRY_REMOVE_FAIL);
 * - numbers are unique per shop and series; the counter gives them gap-free.
 * The only way around: `SET LOCAL atelier.purge = 'on'` in a transaction that deletes a whole
 * account (the demo seed's reset); nothing in the API sets it.
 */

/** The last number given per shop and series (INVOICE, CREDIT_NOTE): one row locked per issue, so gap-free. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['INVOICE', 'CREDIT_NOTE'] }).notNull(),
    lastNumber: bigint('last_number', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] })],
);

/** The frozen document of an issued invoice or credit note: what it printed, as it was. */
export interface InvoiceSnapshot {
  seller: unknown;
  customer: unknown;
  mech: unknown;
  taxes: { name: string; rate: number; cents: number }[];
  hourlyRateCents: number;
  discountCents: number;
  worksheet: { uuid: string; worksheetId: number; label: string } | null;
}

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    accountId: accountRef(),
    kind: text('kind', { enum: ['INVOICE', 'CREDIT_NOTE'] })
      .notNull()
      .default('INVOICE'),
    status: text('status', { enum: ['DRAFT', 'SENT', 'PAID', 'CANCELED'] })
      .notNull()
      .default('DRAFT'),
    number: bigint('number', { mode: 'number' }),
    // The printed label (documentLabel): '1042', 'AV-7'.
    invoiceId: text('invoice_id'),
    customerId: integer('customer_id').notNull(),
    mechId: integer('mech_id'),
    worksheetId: integer('worksheet_id'),
    creditedInvoiceId: integer('credited_invoice_id'),
    language: text('language', { enum: ['fr', 'en'] })
      .notNull()
      .default('fr'),
    businessCustomer: boolean('business_customer').notNull().default(false),
    customerTaxNumber: text('customer_tax_number'),
    mileage: integer('mileage'),
    dueDate: date('due_date', { mode: 'string' }),
    notes: text('notes'),
    reason: text('reason'),
    // The day of issue in the shop's time zone, and the instant.
    issueDate: date('issue_date', { mode: 'string' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedById: integer('issued_by_id'),
    currency: text('currency').notNull(),
    // Frozen at issue (null on drafts, whose totals are computed from their lines).
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }),
    taxCents: bigint('tax_cents', { mode: 'number' }),
    totalCents: bigint('total_cents', { mode: 'number' }),
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>(),
    // Running sums kept by the code with the payments and credit notes (the trigger lets them change).
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    creditedCents: bigint('credited_cents', { mode: 'number' }).notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    lastSentTo: text('last_sent_to'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_account_id_idx').on(t.accountId, t.id),
    uniqueIndex('invoices_account_kind_number_idx')
      .on(t.accountId, t.kind, t.number)
      .where(sql`${t.number} IS NOT NULL`),
    // The list: newest first (issue date, drafts by creation), and per status.
    index('invoices_account_created_idx').on(t.accountId, t.createdAt, t.id),
    index('invoices_account_issue_date_idx')
      .on(t.accountId, t.issueDate, t.id)
      .where(sql`${t.issueDate} IS NOT NULL`),
    index('invoices_account_status_idx').on(t.accountId, t.status, t.createdAt, t.id),
    // Also invoices_account_sums_idx (migration 0018, hand-written: drizzle has no INCLUDE): the list's
    // sums read every matching document, as an index-only scan of a few columns instead of the rows
    // (each carries a ~2 KB snapshot: 500 000 invoices are ~1 GB of table).
    index('invoices_customer_idx').on(t.accountId, t.customerId, t.createdAt),
    index('invoices_worksheet_idx')
      .on(t.worksheetId)
      .where(sql`${t.worksheetId} IS NOT NULL`),
    index('invoices_credited_idx')
      .on(t.creditedInvoiceId)
      .where(sql`${t.creditedInvoiceId} IS NOT NULL`),
    foreignKey({ name: 'invoices_customer_fk', columns: [t.customerId], foreignColumns: [customers.id] }),
    foreignKey({ name: 'invoices_mech_fk', columns: [t.mechId], foreignColumns: [mechs.id] }),
    foreignKey({ name: 'invoices_worksheet_fk', columns: [t.accountId, t.worksheetId], foreignColumns: [worksheets.accountId, worksheets.id] }),
    foreignKey({ name: 'invoices_credited_fk', columns: [t.accountId, t.creditedInvoiceId], foreignColumns: [t.accountId, t.id] }),
    foreignKey({ name: 'invoices_issued_by_fk', columns: [t.issuedById], foreignColumns: [users.id] }),
    foreignKey({ name: 'invoices_created_by_fk', columns: [t.createdById], foreignColumns: [users.id] }),
    check('invoices_number_iff_issued', sql`(${t.status} = 'DRAFT') = (${t.number} IS NULL)`),
    check(
      'invoices_issued_complete',
      sql`${t.status} = 'DRAFT' OR (${t.invoiceId} IS NOT NULL AND ${t.issueDate} IS NOT NULL AND ${t.issuedAt} IS NOT NULL AND ${t.totalCents} IS NOT NULL AND ${t.snapshot} IS NOT NULL)`,
    ),
    check('invoices_total_sum', sql`${t.totalCents} IS NULL OR ${t.totalCents} = ${t.subtotalCents} + ${t.taxCents}`),
    check('invoices_amounts_positive', sql`coalesce(${t.subtotalCents}, 0) >= 0 AND coalesce(${t.taxCents}, 0) >= 0 AND ${t.creditedCents} >= 0`),
    check('invoices_credit_note_ref', sql`(${t.kind} = 'CREDIT_NOTE') = (${t.creditedInvoiceId} IS NOT NULL)`),
    check('invoices_number_positive', sql`${t.number} IS NULL OR ${t.number} >= 1`),
  ],
);

/** The frozen lines of an issued document (copied from its entries at issue; credit-note lines name the invoice line they credit). */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    invoiceId: integer('invoice_id').notNull(),
    entryId: integer('entry_id'),
    creditedLineId: integer('credited_line_id'),
    position: integer('position').notNull(),
    type: text('type', { enum: ['SERVICE', 'PRODUCT'] }).notNull(),
    name: text('name').notNull(),
    content: text('content'),
    catalogItemId: integer('catalog_item_id'),
    catalogItemName: text('catalog_item_name'),
    quantity: numeric('quantity', { precision: 10, scale: 2 }).notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    hourlyRate: boolean('hourly_rate').notNull().default(false),
    discount: numeric('discount', { precision: 5, scale: 2 }).notNull().default('0'),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('invoice_lines_invoice_idx').on(t.invoiceId, t.position, t.id),
    index('invoice_lines_credited_idx')
      .on(t.creditedLineId)
      .where(sql`${t.creditedLineId} IS NOT NULL`),
    uniqueIndex('invoice_lines_account_id_idx').on(t.accountId, t.id),
    foreignKey({ name: 'invoice_lines_invoice_fk', columns: [t.accountId, t.invoiceId], foreignColumns: [invoices.accountId, invoices.id] }),
    foreignKey({ name: 'invoice_lines_credited_fk', columns: [t.accountId, t.creditedLineId], foreignColumns: [t.accountId, t.id] }),
    check('invoice_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('invoice_lines_amounts', sql`${t.unitPriceCents} >= 0 AND ${t.discountCents} >= 0 AND ${t.amountCents} >= 0`),
    check('invoice_lines_discount_range', sql`${t.discount} >= 0 AND ${t.discount} <= 100`),
  ],
);

/** Payments of an issued invoice: appended, never edited (a reversal is a negative payment). */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    accountId: accountRef(),
    invoiceId: integer('invoice_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: ['CASH', 'DEBIT', 'CREDIT_CARD', 'CHEQUE', 'TRANSFER', 'OTHER'] }).notNull(),
    reference: text('reference'),
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoice_payments_invoice_idx').on(t.invoiceId, t.createdAt, t.id),
    foreignKey({ name: 'invoice_payments_invoice_fk', columns: [t.accountId, t.invoiceId], foreignColumns: [invoices.accountId, invoices.id] }),
    foreignKey({ name: 'invoice_payments_created_by_fk', columns: [t.createdById], foreignColumns: [users.id] }),
    check('invoice_payments_amount_nonzero', sql`${t.amountCents} <> 0`),
  ],
);

/** The PDF of an issued document, made once at issue and served as stored. */
export const invoicePdfs = pgTable(
  'invoice_pdfs',
  {
    invoiceId: integer('invoice_id').primaryKey(),
    accountId: accountRef(),
    sha256: text('sha256').notNull(),
    body: bytea('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [foreignKey({ name: 'invoice_pdfs_invoice_fk', columns: [t.accountId, t.invoiceId], foreignColumns: [invoices.accountId, invoices.id] })],
);

/** Mails of a document to its customer (POST /invoices/{uuid}/send), sent by the job runner. */
export const invoiceSends = pgTable(
  'invoice_sends',
  {
    id: serial('id').primaryKey(),
    accountId: accountRef(),
    invoiceId: integer('invoice_id').notNull(),
    toEmail: text('to_email').notNull(),
    status: text('status', { enum: ['QUEUED', 'SENT', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    sentById: integer('sent_by_id'),
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [
    index('invoice_sends_invoice_idx').on(t.invoiceId, t.queuedAt),
    foreignKey({ name: 'invoice_sends_invoice_fk', columns: [t.accountId, t.invoiceId], foreignColumns: [invoices.accountId, invoices.id] }),
  ],
);

/**
 * The inalterability journal (France, CGI art. 286 I 3° bis): per shop, records numbered from 1,
 * each with the SHA-256 of the previous record's hash and its own canonical content.
 */
export const invoiceJournal = pgTable(
  'invoice_journal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: accountRef(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    kind: text('kind', { enum: ['INVOICE', 'CREDIT_NOTE', 'PAYMENT', 'CLOSURE'] }).notNull(),
    documentUuid: text('document_uuid'),
    content: jsonb('content').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoice_journal_account_seq_idx').on(t.accountId, t.seq), check('invoice_journal_seq_positive', sql`${t.seq} >= 1`)],
);

/** The shop's legal identity as its invoices print it (GET/PUT /api/invoicing/legal-identity). */
export const invoiceLegalIdentities = pgTable('invoice_legal_identities', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  identity: jsonb('identity').$type<LegalIdentity>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
