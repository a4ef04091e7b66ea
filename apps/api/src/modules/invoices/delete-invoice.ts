import type { Db } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { invoiceIssued, invoiceNotFound } from './invoice-errors.js';
import { deleteDraftRow, findInvoiceForUpdate } from './queries.js';

/**
 * DELETE /invoices/{uuid}: a DRAFT only (an issued document is never deleted: 409
 * ERR_INVOICE_ISSUED). Its work-order lines go back to their work order, ready to invoice again;
 * the lines added on the draft go with it.
 */
export async function deleteInvoice(db: Db, { accountId, uuid }: Scope & { uuid: string }): Promise<{ uuid: string }> {
  await db.transaction(async (tx) => {
    const invoice = await findInvoiceForUpdate(tx, { accountId, uuid });
    if (!invoice) throw invoiceNotFound();
    if (invoice.status !== 'DRAFT') throw invoiceIssued();
    await deleteDraftRow(tx, { accountId, id: invoice.id });
  });
  return { uuid };
}
