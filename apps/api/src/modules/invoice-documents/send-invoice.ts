import type { AppDeps } from '../../deps.js';
import type { RequestScope } from '../../http/scope.js';
import { getInvoice } from '../invoices/get-invoice.js';
import { findInvoice } from '../invoices/queries.js';
import { invoiceNotFound } from '../invoices/invoice-errors.js';
import { invoiceNotIssued, noRecipient } from './document-errors.js';
import { INVOICE_SEND_JOB } from './invoice-send-job.js';
import { markSend, queueSend } from './send-queries.js';

/**
 * POST /invoices/{uuid}/send: records the mail (invoice_sends QUEUED, the invoice's last send) and
 * queues the job that renders, mails and marks it; answers at once. The recipient is `to`, else
 * the customer's email as the document froze it.
 */
export async function sendInvoice(deps: AppDeps, { scope, uuid, to }: { scope: RequestScope; uuid: string; to?: string }): Promise<{ queued: true; to: string }> {
  const { accountId } = scope;
  const row = await findInvoice(deps.db, { accountId, uuid });
  if (!row) throw invoiceNotFound();
  if (row.status === 'DRAFT') throw invoiceNotIssued();
  const recipient = to ?? (await getInvoice(deps.db, { accountId, uuid })).customer.email;
  if (!recipient) throw noRecipient();
  if (!deps.jobs) throw new Error('no job runner to send the invoice mail');
  const sendId = await deps.db.transaction((tx) => queueSend(tx, { accountId, invoiceId: row.id, to: recipient, userId: scope.user.id }));
  try {
    await deps.jobs.send(INVOICE_SEND_JOB, { accountId, sendId });
  } catch (error) {
    // Never a QUEUED row that no job will ever pick up.
    await markSend(deps.db, { accountId, sendId }, { status: 'FAILED', error: `not queued: ${(error as Error).message}` });
    throw error;
  }
  return { queued: true, to: recipient };
}
