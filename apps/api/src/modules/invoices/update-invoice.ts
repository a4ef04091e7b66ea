import type { Invoice, UpdateInvoiceBody } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { findCustomerMech, findLiveCustomerId } from '../worksheets/queries.js';
import { readInvoice } from './get-invoice.js';
import { invoiceIssued, invoiceNotFound, invoiceReferenceNotFound } from './invoice-errors.js';
import { findInvoiceForUpdate, updateDraftColumns, type InvoiceRow } from './queries.js';

/**
 * PATCH /invoices/{uuid}: a DRAFT only (an issued document is frozen: 409 ERR_INVOICE_ISSUED);
 * what is sent changes. A vehicle must be a live one of the invoice's (new) customer; a new
 * customer without a new vehicle drops the old customer's vehicle.
 */
export async function updateInvoice(db: Db, { accountId, uuid, body }: Scope & { uuid: string; body: UpdateInvoiceBody }): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const invoice = await findInvoiceForUpdate(tx, { accountId, uuid });
    if (!invoice) throw invoiceNotFound();
    if (invoice.status !== 'DRAFT') throw invoiceIssued();
    const columns: Partial<InvoiceRow> = {};
    let customerId = invoice.customerId;
    if (body.customerUuid !== undefined) {
      const found = await findLiveCustomerId(tx, { accountId, uuid: body.customerUuid });
      if (found === undefined) throw invoiceReferenceNotFound('customerUuid');
      if (found !== customerId && body.mechUuid === undefined) columns.mechId = null;
      customerId = columns.customerId = found;
    }
    if (body.mechUuid === null) columns.mechId = null;
    else if (body.mechUuid !== undefined) {
      const mechId = await findCustomerMech(tx, { accountId, customerId, uuid: body.mechUuid });
      if (mechId === undefined) throw invoiceReferenceNotFound('mechUuid');
      columns.mechId = mechId;
    }
    if (body.mileage !== undefined) columns.mileage = body.mileage;
    if (body.dueDate !== undefined) columns.dueDate = body.dueDate;
    if (body.language !== undefined) columns.language = body.language;
    if (body.businessCustomer !== undefined) columns.businessCustomer = body.businessCustomer;
    if (body.customerTaxNumber !== undefined) columns.customerTaxNumber = body.customerTaxNumber;
    if (body.notes !== undefined) columns.notes = body.notes;
    await updateDraftColumns(tx, { accountId, id: invoice.id }, columns);
    return readInvoice(tx, { accountId, id: invoice.id });
  });
}
