import { z } from 'zod';
import { coercedIntId, INT4_MAX, MONEY_MAX, isWholeCents, optionalText } from './bounds.js';
import { ENTRY_TYPES, MILEAGE_UNITS } from './vehicle-constants.js';
import { listSearchQuery, pagedListSchema, paginationQuerySchema } from './pagination.js';
import { isReportDate } from './reports.js';
import { addressSchema } from './brands.js';
import { legalIdentitySchema } from './legal-identity.js';
import { INVOICE_STATUSES } from './worksheet-invoice.js';

/*
 * Invoices and credit notes (issue 14; shell §2 routes, §4 statuses; workshop §3 Entry `invoiceUuid`).
 *
 * - A DRAFT has no number and is edited like a work order: its lines are entries carrying the
 *   invoice (`entries.invoice_id`), through POST/PATCH/DELETE /api/entries with `invoiceUuid`.
 * - Issuing (DRAFT → SENT) takes the next number of the shop's INVOICE series (gap-free), copies
 *   every line into the frozen `invoice_lines`, and freezes seller, buyer, vehicle, taxes and totals
 *   in the invoice's snapshot. Database triggers refuse any later UPDATE/DELETE of what was frozen.
 * - A credit note (avoir) is a document of kind CREDIT_NOTE referencing an issued invoice, numbered
 *   in its own series (label `AV-{n}`), issued at once (never a draft). A fully credited invoice
 *   is CANCELED.
 * - Payments are appended, never edited: a mistaken one is reversed by a negative payment.
 * Money is exact: integer cents in the database, JSON numbers with two decimals here.
 */

export const INVOICE_KINDS = ['INVOICE', 'CREDIT_NOTE'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const PAYMENT_METHODS = ['CASH', 'DEBIT', 'CREDIT_CARD', 'CHEQUE', 'TRANSFER', 'OTHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const INVOICE_LANGUAGES = ['fr', 'en'] as const;
export type InvoiceLanguage = (typeof INVOICE_LANGUAGES)[number];

/** The printed label of a number: invoices `1042`, credit notes `AV-7` (a legal identifier, never translated). */
export function documentLabel(kind: InvoiceKind, number: number): string {
  return kind === 'CREDIT_NOTE' ? `AV-${number}` : String(number);
}

/** The customer's signed view link lives this long (POST /invoices/{uuid}/view-link). */
export const VIEW_LINK_TTL_DAYS = 30;
export { DEFAULT_DUE_DAYS } from './invoice-terms.js';

const money = z.number();
const isoDay = z.string(); // YYYY-MM-DD, in the shop's time zone

/** One line of a document. Draft: `id` is the entry's id (edit it through /api/entries). Issued: the frozen line's id (credit notes name it). */
export const invoiceLineSchema = z.object({
  id: z.number().int(),
  /** The work-order line it came from (issued: the entry frozen into this line). */
  entryId: z.number().int().nullable(),
  type: z.enum(ENTRY_TYPES),
  name: z.string(),
  content: z.string().nullable(),
  quantity: z.number(),
  /** Unit price before discount. On a draft, a SERVICE line without its own price shows the hourly rate with `hourlyRate: true`. */
  unitPrice: money,
  hourlyRate: z.boolean(),
  /** Discount in percent of the line (0–100, two decimals). */
  discount: z.number(),
  /** round(quantity × unitPrice, 2) − round(that × discount / 100, 2), half-up. */
  amount: money,
  related_item: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Credit-note lines: the invoice line credited. */
  creditedLineId: z.number().int().nullable(),
  /** Invoice lines: the quantity already credited by credit notes. */
  creditedQuantity: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceTaxSchema = z.object({ name: z.string(), rate: z.number(), amount: money });

export const invoiceTotalsSchema = z.object({
  /** Sum of the lines' amounts (after their discounts). */
  subtotal: money,
  /** Sum of the lines' discounts, for display. */
  discount: money,
  /** Each tax of the shop's tax group (frozen at issue), round(subtotal × rate / 100, 2) half-up. */
  taxes: z.array(invoiceTaxSchema),
  total: money,
  /** Sum of the payments (negative reversals included). Invoices only. */
  paid: money,
  /** Sum of the totals of the credit notes of this invoice. Invoices only. */
  credited: money,
  /** total − credited − paid. */
  balance: money,
  currency: z.string(),
});
export type InvoiceTotals = z.infer<typeof invoiceTotalsSchema>;

/** The seller block as printed: frozen at issue; a draft shows the shop's current values. */
export const invoiceSellerSchema = z.object({
  name: z.string(),
  address: addressSchema.nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Public path of the logo (null: none). */
  logo: z.string().nullable(),
  legal: legalIdentitySchema,
  /** Hourly rate printed on garage invoices (France, arrêté du 27 mars 1987). */
  hourlyRate: money,
});
export type InvoiceSeller = z.infer<typeof invoiceSellerSchema>;

export const invoiceBuyerSchema = z.object({
  uuid: z.uuid(),
  fullname: z.string(),
  address: addressSchema.nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});

export const invoiceVehicleSchema = z.object({
  uuid: z.uuid(),
  /** "2019 Honda Civic" as the work order shows it. */
  description: z.string(),
  license: z.string().nullable(),
  serialNumber: z.string().nullable(),
  mileage: z.number().int().nullable(),
  unit: z.enum(MILEAGE_UNITS),
});

export const invoicePaymentSchema = z.object({
  uuid: z.uuid(),
  amount: money,
  paidOn: isoDay,
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.object({ fullname: z.string() }).nullable(),
});
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>;

const documentRef = z.object({ uuid: z.uuid(), invoiceId: z.string(), total: money, issueDate: isoDay, status: z.enum(INVOICE_STATUSES) });

export const invoiceSendSchema = z.object({ to: z.string(), status: z.enum(['QUEUED', 'SENT', 'FAILED']), queuedAt: z.string(), sentAt: z.string().nullable() });

/** GET /api/invoices/{uuid}. */
export const invoiceSchema = z.object({
  uuid: z.uuid(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  /** The gap-free number (null on a draft) and its printed label (`documentLabel`). */
  number: z.number().int().nullable(),
  invoiceId: z.string().nullable(),
  issueDate: isoDay.nullable(),
  issuedAt: z.string().nullable(),
  dueDate: isoDay.nullable(),
  language: z.enum(INVOICE_LANGUAGES),
  /** A business customer: France prints the late-payment penalty and the 40 € indemnity. */
  businessCustomer: z.boolean(),
  /** The business customer's own registration (SIREN, VAT or GST number), printed when set. */
  customerTaxNumber: z.string().nullable(),
  notes: z.string().nullable(),
  /** Credit notes: why. */
  reason: z.string().nullable(),
  seller: invoiceSellerSchema,
  customer: invoiceBuyerSchema,
  mech: invoiceVehicleSchema.nullable(),
  worksheet: z.object({ uuid: z.uuid(), worksheetId: z.number().int(), label: z.string() }).nullable(),
  /** Credit notes: the invoice credited. */
  creditedInvoice: z.object({ uuid: z.uuid(), invoiceId: z.string() }).nullable(),
  /** Invoices: their credit notes, oldest first. */
  creditNotes: z.array(documentRef),
  lines: z.array(invoiceLineSchema),
  totals: invoiceTotalsSchema,
  payments: z.array(invoicePaymentSchema),
  sends: z.array(invoiceSendSchema),
  /** SHA-256 (hex) of the stored PDF of an issued document; null before it is made. */
  pdfSha256: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const invoiceListItemSchema = z.object({
  uuid: z.uuid(),
  kind: z.enum(INVOICE_KINDS),
  status: z.enum(INVOICE_STATUSES),
  number: z.number().int().nullable(),
  invoiceId: z.string().nullable(),
  issueDate: isoDay.nullable(),
  dueDate: isoDay.nullable(),
  customer: z.object({ uuid: z.uuid(), fullname: z.string() }),
  worksheet: z.object({ uuid: z.uuid(), worksheetId: z.number().int(), label: z.string() }).nullable(),
  /** Drafts: computed from their lines now; issued: frozen. Credit notes carry positive amounts. */
  total: money,
  balance: money,
  currency: z.string(),
  createdAt: z.string(),
});
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>;

const listDay = z.string({ error: 'ERR_VALIDATION' }).trim().refine(isReportDate, 'ERR_INVALID_DATE');

/**
 * GET /api/invoices: newest first (issue date, then creation), paged. `status` is a comma-separated
 * list (?status=SENT,PAID); `from`/`to` (YYYY-MM-DD, both included) filter the issue date (drafts:
 * their creation day); `q` matches the label/number or the customer's name; `kind` defaults to both.
 */
export const invoiceListQuerySchema = paginationQuerySchema
  .extend({
    q: listSearchQuery(),
    status: z
      .string()
      .trim()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim().toUpperCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.enum(INVOICE_STATUSES, 'ERR_VALIDATION')))
      .optional(),
    kind: z.enum(INVOICE_KINDS, 'ERR_VALIDATION').optional(),
    customerUuid: z.uuid('ERR_VALIDATION').optional(),
    worksheetUuid: z.uuid('ERR_VALIDATION').optional(),
    from: listDay.optional(),
    to: listDay.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.from && q.to && isReportDate(q.from) && isReportDate(q.to) && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'ERR_INVALID_DATE' });
  });
export type InvoiceListQuery = z.infer<typeof invoiceListQuerySchema>;

/** `sums` cover every row the filter matches (not only the page): invoices count positive, credit notes negative. */
export const invoiceListSchema = z.object({
  ...pagedListSchema(invoiceListItemSchema).shape,
  sums: z.object({ total: money, balance: money, currency: z.string() }),
});
export type InvoiceList = z.infer<typeof invoiceListSchema>;

export const invoiceParamsSchema = z.object({ uuid: z.uuid('ERR_NOT_FOUND') });

/** POST /api/invoices: from a work order (its lines not yet invoiced) or a counter sale for a customer. */
export const createInvoiceBodySchema = z
  .object({
    worksheetUuid: z.uuid('ERR_NOT_FOUND').optional(),
    customerUuid: z.uuid('ERR_CUSTOMER_REQUIRED').optional(),
  })
  .superRefine((body, ctx) => {
    if (!body.worksheetUuid && !body.customerUuid) ctx.addIssue({ code: 'custom', path: ['customerUuid'], message: 'ERR_CUSTOMER_REQUIRED' });
    if (body.worksheetUuid && body.customerUuid) ctx.addIssue({ code: 'custom', path: ['customerUuid'], message: 'ERR_VALIDATION' });
  });
export type CreateInvoiceBody = z.infer<typeof createInvoiceBodySchema>;

const dayInput = z.string({ error: 'ERR_INVALID_DATE' }).trim().refine(isReportDate, 'ERR_INVALID_DATE');

/** PATCH /api/invoices/{uuid} (draft only; 409 ERR_INVOICE_ISSUED otherwise): only what is sent changes. */
export const updateInvoiceBodySchema = z.object({
  customerUuid: z.uuid('ERR_CUSTOMER_REQUIRED').optional(),
  /** A live vehicle of the invoice's customer, or null. */
  mechUuid: z.uuid('ERR_NOT_FOUND').nullable().optional(),
  mileage: z.number({ error: 'ERR_VALIDATION' }).int('ERR_VALIDATION').min(0, 'ERR_VALIDATION').max(INT4_MAX, 'ERR_VALIDATION').nullable().optional(),
  dueDate: dayInput.nullable().optional(),
  language: z.enum(INVOICE_LANGUAGES, 'ERR_VALIDATION').optional(),
  businessCustomer: z.boolean({ error: 'ERR_VALIDATION' }).optional(),
  customerTaxNumber: optionalText(40).optional(),
  notes: optionalText(5000).optional(),
});
export type UpdateInvoiceBody = z.infer<typeof updateInvoiceBodySchema>;

export const deleteInvoiceResultSchema = z.object({ uuid: z.uuid() });

/** A payment or reversal: non-zero, whole cents, |amount| ≤ MONEY_MAX. */
const paymentAmount = z.number({ error: 'ERR_INVALID_AMOUNT' }).refine((v) => v !== 0 && Math.abs(v) <= MONEY_MAX && isWholeCents(v), 'ERR_INVALID_AMOUNT');

/**
 * POST /api/invoices/{uuid}/payments (issued invoices, not credit notes). A positive amount cannot
 * exceed the balance (ERR_PAYMENT_EXCEEDS_BALANCE); a negative one (a reversal) cannot exceed what
 * was paid. `paidOn` defaults to today in the shop's time zone.
 */
export const paymentBodySchema = z.object({
  amount: paymentAmount,
  paidOn: dayInput.optional(),
  method: z.enum(PAYMENT_METHODS, 'ERR_VALIDATION'),
  reference: optionalText(120),
});
export type PaymentBody = z.infer<typeof paymentBodySchema>;

/**
 * POST /api/invoices/{uuid}/credit-notes: without `lines`, everything not yet credited; with them,
 * those quantities of those invoice lines (each ≤ what remains: ERR_CREDIT_EXCEEDS). Answers the
 * issued credit note (201).
 */
export const creditNoteBodySchema = z.object({
  reason: z.string({ error: 'ERR_REQUIRED' }).trim().min(1, 'ERR_REQUIRED').max(500, 'ERR_VALIDATION'),
  lines: z
    .array(
      z.object({
        lineId: coercedIntId('ERR_NOT_FOUND'),
        quantity: z
          .number({ error: 'ERR_INVALID_QUANTITY' })
          .positive('ERR_INVALID_QUANTITY')
          .max(99_999, 'ERR_INVALID_QUANTITY')
          .refine(isWholeCents, 'ERR_INVALID_QUANTITY'),
      }),
    )
    .min(1, 'ERR_NO_ENTRIES')
    .max(500, 'ERR_VALIDATION')
    .optional(),
});
export type CreditNoteBody = z.infer<typeof creditNoteBodySchema>;

/** POST /api/invoices/{uuid}/send: to the customer's email unless `to` is given (ERR_INVALID_EMAIL when neither). Runs on the job runner. */
export const sendInvoiceBodySchema = z.object({ to: z.email('ERR_INVALID_EMAIL').max(254, 'ERR_INVALID_EMAIL').optional() });
export const sendInvoiceResultSchema = z.object({ queued: z.literal(true), to: z.string() });

/** POST /api/invoices/{uuid}/view-link (issued documents): the customer's signed link. */
export const viewLinkSchema = z.object({ url: z.string(), token: z.string(), expiresAt: z.string() });
export type ViewLink = z.infer<typeof viewLinkSchema>;

/** GET /api/public/invoices/{uuid}?t=… and …/pdf?t=…: 404 ERR_NOT_FOUND for a forged, expired or another document's token. */
export const publicInvoiceQuerySchema = z.object({ t: z.string().max(512).default('') });
/** What the customer's page shows: the document without the shop's internal fields. */
export const publicInvoiceSchema = invoiceSchema.omit({ sends: true, worksheet: true }).extend({
  customer: invoiceBuyerSchema.omit({ uuid: true }),
  mech: invoiceVehicleSchema.omit({ uuid: true }).nullable(),
  creditedInvoice: z.object({ invoiceId: z.string() }).nullable(),
  creditNotes: z.array(documentRef.omit({ uuid: true })),
  payments: z.array(invoicePaymentSchema.omit({ createdBy: true, uuid: true })),
});
export type PublicInvoice = z.infer<typeof publicInvoiceSchema>;

/** GET /api/invoices/journal/verify: the shop's chain checked from its first record. */
export const journalVerifySchema = z.object({
  status: z.enum(['intact', 'broken']),
  records: z.number().int(),
  /** The first record that does not hold (changed content, a missing or inserted record). */
  firstBroken: z.object({ seq: z.number().int(), reason: z.enum(['HASH_MISMATCH', 'CHAIN_BROKEN', 'SEQUENCE_GAP']) }).nullable(),
  lastHash: z.string().nullable(),
  checkedAt: z.string(),
});
export type JournalVerify = z.infer<typeof journalVerifySchema>;

/** GET /api/invoices/archive?from&to: the journal records of the period and the PDFs of the documents issued in it, each with its SHA-256. */
export const archiveQuerySchema = z.object({ from: listDay, to: listDay }).superRefine((q, ctx) => {
  if (!isReportDate(q.from) || !isReportDate(q.to)) return;
  if (q.from > q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 > 366) ctx.addIssue({ code: 'custom', path: ['to'], message: 'ERR_INVALID_DATE' });
});

/**
 * GET /api/reports/taxes?from&to: by month of issue date (shop time zone), sales (subtotal) and each
 * tax collected, net of credit notes (which count negative), for the GST/QST or TVA return.
 */
export const taxesReportQuerySchema = z.object({ from: listDay, to: listDay }).superRefine((q, ctx) => {
  if (isReportDate(q.from) && isReportDate(q.to) && q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'ERR_INVALID_DATE' });
});
const taxesRow = z.object({
  sales: money,
  taxes: z.array(invoiceTaxSchema.omit({ rate: true }).extend({ rate: z.number() })),
  total: money,
  invoices: z.number().int(),
  creditNotes: z.number().int(),
});
export const taxesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  /** One row per month that has documents ('YYYY-MM'), oldest first. */
  rows: z.array(taxesRow.extend({ period: z.string() })),
  totals: taxesRow,
});
export type TaxesReport = z.infer<typeof taxesReportSchema>;
