import { DEFAULT_DUE_DAYS, documentLabel } from '@atelier/contracts';
import type { Tx } from '../../db/client.js';
import type { InvoiceSnapshot } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';
import { completePreferences } from '../accounts/complete-preferences.js';
import { appendJournal } from '../invoice-journal/index.js';
import { invoiceIssued, invoiceNotFound, noEntries } from '../invoices/invoice-errors.js';
import { draftTotals, hourlyRateCentsOf, liveBuyer, liveSeller, liveVehicle, pricedDraftLines, worksheetLabel } from '../invoices/presenters.js';
import { draftLines, findInvoiceForUpdate, firstGroupTaxes, invoiceHeader } from '../invoices/queries.js';
import { dayIn, shopTimezone } from '../timelog/shop-time.js';
import { documentMentions } from './document-mentions.js';
import { takeDocumentNumber } from './document-number.js';
import { issuedJournalContent } from './journal-content.js';
import { missingMentionsError } from './issue-errors.js';
import { insertFrozenLines, markIssued, type FrozenLine } from './queries.js';

/** `YYYY-MM-DD` + n days (calendar arithmetic in UTC: a date has no zone). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * POST /invoices/{uuid}/issue, in one transaction: the draft is locked (a second issue waits,
 * then finds it SENT: 409), priced with the same functions as its draft view, checked for the
 * mentions the shop's country requires (422, nothing written), numbered from the shop's INVOICE
 * counter (locked to the commit: gap-free), its lines copied into invoice_lines while it is still a
 * DRAFT, then frozen (SENT, number, dates, sums, snapshot) and journaled. Answers the document id.
 */
export async function issueInvoiceTx(tx: Tx, { accountId, uuid, userId }: Scope & { uuid: string; userId: number | null }): Promise<{ id: number }> {
  const found = await findInvoiceForUpdate(tx, { accountId, uuid });
  if (!found) throw invoiceNotFound();
  if (found.status !== 'DRAFT') throw invoiceIssued();
  const header = (await invoiceHeader(tx, { accountId, id: found.id }))!;
  const rows = await draftLines(tx, { accountId, invoiceId: found.id });
  if (rows.length === 0) throw noEntries();

  const preferences = completePreferences(header.preferences);
  const hourlyRateCents = hourlyRateCentsOf(preferences);
  const priced = pricedDraftLines(rows, hourlyRateCents);
  const { cents } = draftTotals(priced, await firstGroupTaxes(tx, { accountId }), header.currency);
  const seller = liveSeller(header, preferences);
  const customer = liveBuyer(header);
  const taxCents = cents.totalCents - cents.subtotalCents;
  const missing = documentMentions({ seller, customer, businessCustomer: header.business_customer, totalCents: cents.totalCents, taxCents });
  if (missing.length > 0) throw missingMentionsError(missing);

  // Taken last: the counter row stays locked until the commit, so it is held as briefly as can be.
  const number = await takeDocumentNumber(tx, { accountId, kind: 'INVOICE' });
  const lines: FrozenLine[] = priced.map((line, position) => ({
    entryId: rows[position]!.id,
    position,
    type: line.line.type,
    name: line.line.name,
    content: line.line.content,
    catalogItemId: line.line.related_item?.id ?? null,
    catalogItemName: line.line.related_item?.name ?? null,
    quantity: rows[position]!.quantity,
    unitPriceCents: Number(line.unitPriceCents),
    hourlyRate: line.line.hourlyRate,
    discount: rows[position]!.discount,
    discountCents: Number(line.discountCents),
    amountCents: Number(line.amountCents),
  }));
  await insertFrozenLines(tx, { accountId, invoiceId: found.id, lines });

  const issuedAt = new Date();
  const issueDate = dayIn(issuedAt, shopTimezone(header.preferences));
  const snapshot: InvoiceSnapshot = {
    seller,
    customer,
    mech: liveVehicle(header),
    taxes: cents.taxes.map((tax) => ({ name: tax.name, rate: tax.rate, cents: Number(tax.cents) })),
    hourlyRateCents: Number(hourlyRateCents),
    discountCents: Number(cents.discountCents),
    worksheet: header.worksheet && { ...header.worksheet, label: worksheetLabel(preferences.worksheetPrefix, header.worksheet.worksheetId) },
  };
  const columns = {
    number,
    invoiceId: documentLabel('INVOICE', number),
    issueDate,
    issuedAt,
    issuedById: userId,
    dueDate: header.due_date ?? addDays(issueDate, DEFAULT_DUE_DAYS),
    subtotalCents: Number(cents.subtotalCents),
    taxCents: Number(taxCents),
    totalCents: Number(cents.totalCents),
    snapshot,
  };
  await markIssued(tx, { accountId, id: found.id, columns });
  await appendJournal(tx, {
    accountId,
    kind: 'INVOICE',
    documentUuid: uuid,
    content: issuedJournalContent({ kind: 'INVOICE', columns, currency: header.currency, customer, lines, creditedInvoice: null }),
  });
  return { id: found.id };
}
