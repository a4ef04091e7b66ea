import type { Invoice, InvoiceSeller } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { completePreferences } from '../accounts/complete-preferences.js';
import { invoiceNotFound } from './invoice-errors.js';
import {
  draftTotals,
  hourlyRateCentsOf,
  issuedTotals,
  liveBuyer,
  liveSeller,
  liveVehicle,
  presentCreditNote,
  presentIssuedLine,
  presentPayment,
  presentSend,
  pricedDraftLines,
  worksheetLabel,
} from './presenters.js';
import { creditNotesOf, draftLines, findInvoice, firstGroupTaxes, invoiceHeader, issuedLines, paymentsOf, sendsOf, type InvoiceHeader } from './queries.js';

/** GET /invoices/{uuid}: an invoice or credit note of the caller's account. */
export async function getInvoice(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<Invoice> {
  const found = await findInvoice(db, { accountId, uuid });
  if (!found) throw invoiceNotFound();
  return readInvoice(db, { accountId, id: found.id });
}

/**
 * The Invoice contract by id (after a write, in the same transaction). A DRAFT is shown live: its
 * lines are its entries priced now, its seller, customer and vehicle as they are now, its totals
 * with the shop's first tax group. An issued document shows only what was frozen at issue
 * (snapshot, invoice_lines, totals), plus what is appended after (payments, credit notes, sends).
 */
export async function readInvoice(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<Invoice> {
  const header = await invoiceHeader(db, { accountId, id });
  if (!header) throw invoiceNotFound();
  return header.status === 'DRAFT' ? readDraft(db, accountId, header) : readIssued(db, accountId, header);
}

function common(header: InvoiceHeader) {
  return {
    uuid: header.uuid,
    kind: header.kind,
    status: header.status,
    number: header.number,
    invoiceId: header.invoice_id,
    issueDate: header.issue_date,
    issuedAt: header.issued_at,
    dueDate: header.due_date,
    language: header.language,
    businessCustomer: header.business_customer,
    customerTaxNumber: header.customer_tax_number,
    notes: header.notes,
    reason: header.reason,
    creditedInvoice: header.credited_invoice,
    pdfSha256: header.pdf_sha256,
    createdAt: header.created_at,
    updatedAt: header.updated_at,
  };
}

async function readDraft(db: DbOrTx, accountId: number, header: InvoiceHeader): Promise<Invoice> {
  const preferences = completePreferences(header.preferences);
  const rows = await draftLines(db, { accountId, invoiceId: header.id });
  const taxes = await firstGroupTaxes(db, { accountId });
  const priced = pricedDraftLines(rows, hourlyRateCentsOf(preferences));
  return {
    ...common(header),
    seller: liveSeller(header, preferences),
    customer: liveBuyer(header),
    mech: liveVehicle(header),
    worksheet: header.worksheet && { ...header.worksheet, label: worksheetLabel(preferences.worksheetPrefix, header.worksheet.worksheetId) },
    creditNotes: [],
    lines: priced.map(({ line }) => line),
    totals: draftTotals(priced, taxes, header.currency).totals,
    payments: [],
    sends: [],
  };
}

async function readIssued(db: DbOrTx, accountId: number, header: InvoiceHeader): Promise<Invoice> {
  const snapshot = header.snapshot!;
  const scope = { accountId, invoiceId: header.id };
  const lines = await issuedLines(db, scope);
  const payments = header.kind === 'INVOICE' ? await paymentsOf(db, scope) : [];
  const creditNotes = header.kind === 'INVOICE' ? await creditNotesOf(db, scope) : [];
  const sends = await sendsOf(db, scope);
  return {
    ...common(header),
    seller: snapshot.seller as InvoiceSeller,
    customer: snapshot.customer as Invoice['customer'],
    mech: snapshot.mech as Invoice['mech'],
    worksheet: snapshot.worksheet,
    creditNotes: creditNotes.map(presentCreditNote),
    lines: lines.map(presentIssuedLine),
    totals: issuedTotals(header),
    payments: payments.map(presentPayment),
    sends: sends.map(presentSend),
  };
}
