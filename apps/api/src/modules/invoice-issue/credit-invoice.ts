import { documentLabel, type CreditNoteBody, type Invoice } from '@atelier/contracts';
import type { Tx } from '../../db/client.js';
import type { InvoiceSnapshot } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';
import { appendJournal } from '../invoice-journal/index.js';
import { invoiceNotFound } from '../invoices/invoice-errors.js';
import { findInvoiceForUpdate } from '../invoices/queries.js';
import { dayIn, shopTimezone } from '../timelog/shop-time.js';
import { lineAmounts, numberToScaled, taxCents, toScaled } from '../../shared/money.js';
import { takeDocumentNumber } from './document-number.js';
import { creditExceeds, creditLineNotFound, invoiceCanceled, invoiceNotIssued, notAnInvoice } from './issue-errors.js';
import { issuedJournalContent } from './journal-content.js';
import {
  creditableLines,
  creditedTaxCents,
  insertCreditNoteDraft,
  insertFrozenLines,
  markIssued,
  updateInvoiceSums,
  type CreditableLine,
  type FrozenLine,
} from './queries.js';

const min = (a: bigint, b: bigint) => (a < b ? a : b);
/** Hundredths → the numeric text of a quantity column ('1.50'). */
const hundredthsText = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/**
 * One credited line: priced from the invoice line's frozen unit price and discount for the
 * credited quantity, never more than what the earlier credit notes left of its amount; the credit
 * that takes the line's last quantity takes exactly what is left, so a line's credits add up to it.
 */
function creditedLine(line: CreditableLine, quantity: bigint, position: number): FrozenLine {
  const remainingQuantity = toScaled(line.quantity, 2) - toScaled(line.credited_quantity, 2);
  const leftAmount = BigInt(line.amount_cents) - BigInt(line.credited_amount_cents);
  const leftDiscount = BigInt(line.discount_cents) - BigInt(line.credited_discount_cents);
  const priced = lineAmounts({ quantityHundredths: quantity, unitPriceCents: BigInt(line.unit_price_cents), discountHundredths: toScaled(line.discount, 2) });
  const completes = quantity === remainingQuantity;
  const amountCents = completes ? leftAmount : min(priced.amountCents, leftAmount);
  const discountCents = completes ? leftDiscount : min(priced.discountCents, leftDiscount);
  return {
    entryId: null,
    creditedLineId: line.id,
    position,
    type: line.type,
    name: line.name,
    content: line.content,
    catalogItemId: line.catalog_item_id,
    catalogItemName: line.catalog_item_name,
    quantity: hundredthsText(quantity),
    unitPriceCents: Number(line.unit_price_cents),
    hourlyRate: line.hourly_rate,
    discount: line.discount,
    discountCents: Number(discountCents),
    amountCents: Number(amountCents),
  };
}

/** The quantities asked for, per invoice line (hundredths): everything left, or the body's lines (a line named twice adds up). */
function requestedQuantities(lines: CreditableLine[], body: CreditNoteBody): Map<number, bigint> {
  const remaining = new Map(lines.map((line) => [line.id, toScaled(line.quantity, 2) - toScaled(line.credited_quantity, 2)]));
  const wanted = new Map<number, bigint>();
  if (!body.lines) {
    for (const [id, left] of remaining) if (left > 0n) wanted.set(id, left);
    if (wanted.size === 0) throw creditExceeds(null);
    return wanted;
  }
  body.lines.forEach((asked, index) => {
    const left = remaining.get(asked.lineId);
    if (left === undefined) throw creditLineNotFound(index);
    const total = (wanted.get(asked.lineId) ?? 0n) + numberToScaled(asked.quantity, 2);
    if (total > left) throw creditExceeds(index);
    wanted.set(asked.lineId, total);
  });
  return wanted;
}

/**
 * POST /invoices/{uuid}/credit-notes, in one transaction on the locked invoice (SENT or PAID): the
 * credit note is made as a DRAFT with its lines (each naming the invoice line it credits), then
 * numbered in the shop's CREDIT_NOTE series (AV-n, gap-free) and issued at once with the invoice's
 * frozen seller, customer, vehicle and tax rates. The credit that leaves nothing of the invoice
 * takes exactly what is left of each tax, so the invoice's credit notes add up to it to the cent,
 * and the invoice becomes CANCELED. Answers the credit note's id and uuid.
 */
export async function creditInvoiceTx(
  tx: Tx,
  { accountId, uuid, userId, preferences, body }: Scope & { uuid: string; userId: number | null; preferences: unknown; body: CreditNoteBody },
): Promise<{ id: number; uuid: string }> {
  const invoice = await findInvoiceForUpdate(tx, { accountId, uuid });
  if (!invoice) throw invoiceNotFound();
  if (invoice.kind !== 'INVOICE') throw notAnInvoice();
  if (invoice.status === 'DRAFT') throw invoiceNotIssued();
  if (invoice.status === 'CANCELED') throw invoiceCanceled();

  const lines = await creditableLines(tx, { accountId, invoiceId: invoice.id });
  const wanted = requestedQuantities(lines, body);
  const credited = lines.filter((line) => wanted.has(line.id)).map((line, position) => creditedLine(line, wanted.get(line.id)!, position));
  const completes = lines.every((line) => toScaled(line.quantity, 2) - toScaled(line.credited_quantity, 2) === (wanted.get(line.id) ?? 0n));

  const invoiceSnapshot = invoice.snapshot!;
  const subtotalCents = credited.reduce((sum, line) => sum + BigInt(line.amountCents), 0n);
  const earlierTaxes = await creditedTaxCents(tx, { accountId, invoiceId: invoice.id });
  const taxes = invoiceSnapshot.taxes.map((tax, i) => {
    const left = BigInt(tax.cents) - (earlierTaxes[i] ?? 0n);
    const computed = taxCents(subtotalCents, numberToScaled(tax.rate, 4));
    return { name: tax.name, rate: tax.rate, cents: Number(completes ? left : min(computed, left)) };
  });
  const taxTotal = taxes.reduce((sum, tax) => sum + tax.cents, 0);
  const totalCents = Number(subtotalCents) + taxTotal;

  const note = await insertCreditNoteDraft(tx, {
    accountId,
    creditedInvoiceId: invoice.id,
    customerId: invoice.customerId,
    mechId: invoice.mechId,
    language: invoice.language,
    currency: invoice.currency,
    businessCustomer: invoice.businessCustomer,
    customerTaxNumber: invoice.customerTaxNumber,
    mileage: invoice.mileage,
    reason: body.reason,
    createdById: userId,
  });
  await insertFrozenLines(tx, { accountId, invoiceId: note.id, lines: credited });

  const number = await takeDocumentNumber(tx, { accountId, kind: 'CREDIT_NOTE' });
  const issuedAt = new Date();
  const snapshot: InvoiceSnapshot = {
    seller: invoiceSnapshot.seller,
    customer: invoiceSnapshot.customer,
    mech: invoiceSnapshot.mech,
    taxes,
    hourlyRateCents: invoiceSnapshot.hourlyRateCents,
    discountCents: credited.reduce((sum, line) => sum + (line.discountCents ?? 0), 0),
    worksheet: null,
  };
  const columns = {
    number,
    invoiceId: documentLabel('CREDIT_NOTE', number),
    issueDate: dayIn(issuedAt, shopTimezone(preferences)),
    issuedAt,
    issuedById: userId,
    dueDate: null,
    subtotalCents: Number(subtotalCents),
    taxCents: taxTotal,
    totalCents,
    snapshot,
  };
  await markIssued(tx, { accountId, id: note.id, columns });

  const creditedCents = invoice.creditedCents + totalCents;
  const balance = invoice.totalCents! - creditedCents - invoice.paidCents;
  await updateInvoiceSums(tx, { accountId, id: invoice.id, creditedCents, status: completes ? 'CANCELED' : balance <= 0 ? 'PAID' : 'SENT' });
  await appendJournal(tx, {
    accountId,
    kind: 'CREDIT_NOTE',
    documentUuid: note.uuid,
    content: issuedJournalContent({
      kind: 'CREDIT_NOTE',
      columns,
      currency: invoice.currency,
      customer: invoiceSnapshot.customer as Invoice['customer'],
      lines: credited,
      creditedInvoice: { uuid: invoice.uuid, invoiceId: invoice.invoiceId! },
    }),
  });
  return note;
}
