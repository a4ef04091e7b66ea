import type { CreditNoteBody, Invoice, PaymentBody } from '@atelier/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RequestScope } from '../../http/scope.js';
import { getInvoice } from '../invoices/get-invoice.js';
import { creditInvoiceTx } from './credit-invoice.js';
import { issueInvoiceTx } from './issue-invoice.js';
import { recordPaymentTx } from './record-payment.js';
import { storeDocumentPdf } from './store-document-pdf.js';

type Caller = Pick<RequestScope, 'accountId' | 'user' | 'account'>;
type Deps = { db: Db };

/** POST /invoices/{uuid}/issue: the issued invoice, as GET answers it, its PDF stored after the commit. */
export async function issueInvoice(deps: Deps, { caller, uuid, log }: { caller: Caller; uuid: string; log: FastifyBaseLogger }): Promise<Invoice> {
  const { accountId } = caller;
  const { id } = await deps.db.transaction((tx) => issueInvoiceTx(tx, { accountId, uuid, userId: caller.user.id }));
  await storeDocumentPdf(deps.db, { accountId, invoiceId: id, log });
  return getInvoice(deps.db, { accountId, uuid });
}

/** POST /invoices/{uuid}/payments: the invoice with its new payment and balance. */
export async function recordPayment(deps: Deps, { caller, uuid, body }: { caller: Caller; uuid: string; body: PaymentBody }): Promise<Invoice> {
  const { accountId } = caller;
  await deps.db.transaction((tx) => recordPaymentTx(tx, { accountId, uuid, userId: caller.user.id, preferences: caller.account.preferences, body }));
  return getInvoice(deps.db, { accountId, uuid });
}

/** POST /invoices/{uuid}/credit-notes: the issued credit note, its PDF stored after the commit. */
export async function creditInvoice(
  deps: Deps,
  { caller, uuid, body, log }: { caller: Caller; uuid: string; body: CreditNoteBody; log: FastifyBaseLogger },
): Promise<Invoice> {
  const { accountId } = caller;
  const note = await deps.db.transaction((tx) => creditInvoiceTx(tx, { accountId, uuid, userId: caller.user.id, preferences: caller.account.preferences, body }));
  await storeDocumentPdf(deps.db, { accountId, invoiceId: note.id, log });
  return getInvoice(deps.db, { accountId, uuid: note.uuid });
}
