import type { PaymentBody } from '@atelier/contracts';
import type { Tx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { appendJournal } from '../invoice-journal/index.js';
import { invoiceNotFound } from '../invoices/invoice-errors.js';
import { findInvoiceForUpdate } from '../invoices/queries.js';
import { dayIn, shopTimezone } from '../timelog/shop-time.js';
import { invoiceCanceled, invoiceNotIssued, notAnInvoice, paymentExceedsBalance } from './issue-errors.js';
import { insertPayment, updateInvoiceSums } from './queries.js';

/** A JSON amount with at most two decimals (the contract checks it) → integer cents, sign kept. */
export const amountToCents = (amount: number): number => Math.round(amount * 100);

/**
 * POST /invoices/{uuid}/payments, in one transaction on the locked invoice: a payment cannot take
 * the balance (total − credited − paid) below zero, a reversal (negative) cannot take back more
 * than was paid; paid_cents follows, PAID when the balance reaches 0, SENT again when a reversal
 * reopens it. The payment is appended (never edited) and journaled.
 */
export async function recordPaymentTx(
  tx: Tx,
  { accountId, uuid, userId, preferences, body }: Scope & { uuid: string; userId: number | null; preferences: unknown; body: PaymentBody },
): Promise<void> {
  const invoice = await findInvoiceForUpdate(tx, { accountId, uuid });
  if (!invoice) throw invoiceNotFound();
  if (invoice.kind !== 'INVOICE') throw notAnInvoice();
  if (invoice.status === 'DRAFT') throw invoiceNotIssued();
  if (invoice.status === 'CANCELED') throw invoiceCanceled();

  const amountCents = amountToCents(body.amount);
  const balance = invoice.totalCents! - invoice.creditedCents - invoice.paidCents;
  if (amountCents > 0 ? amountCents > balance : -amountCents > invoice.paidCents) throw paymentExceedsBalance();

  const paidOn = body.paidOn ?? dayIn(new Date(), shopTimezone(preferences));
  const payment = await insertPayment(tx, {
    accountId,
    invoiceId: invoice.id,
    amountCents,
    paidOn,
    method: body.method,
    reference: body.reference,
    createdById: userId,
  });
  const paidCents = invoice.paidCents + amountCents;
  await updateInvoiceSums(tx, { accountId, id: invoice.id, paidCents, status: balance - amountCents <= 0 ? 'PAID' : 'SENT' });
  await appendJournal(tx, {
    accountId,
    kind: 'PAYMENT',
    documentUuid: payment.uuid,
    content: {
      invoice: { uuid: invoice.uuid, label: invoice.invoiceId },
      amountCents,
      paidOn,
      method: body.method,
      reference: body.reference,
      currency: invoice.currency,
      paidCentsAfter: paidCents,
    },
  });
}
