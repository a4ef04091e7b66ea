import type { Db } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { readInvoice } from '../invoices/get-invoice.js';
import { invoiceNotFound } from '../invoices/invoice-errors.js';
import { findInvoice } from '../invoices/queries.js';
import { draftPdf, ensureInvoicePdf } from './ensure-invoice-pdf.js';
import { pdfFileName } from './pdf-file-name.js';

export type InvoicePdf = { body: Buffer; fileName: string; sha256: string | null };

/** GET /invoices/{uuid}/pdf: an issued document's stored PDF (made if missing), or a draft's made now and never stored. */
export async function invoicePdf(db: Db, { accountId, uuid }: Scope & { uuid: string }): Promise<InvoicePdf> {
  const row = await findInvoice(db, { accountId, uuid });
  if (!row) throw invoiceNotFound();
  if (row.status === 'DRAFT') {
    const invoice = await readInvoice(db, { accountId, id: row.id });
    return { body: await draftPdf(db, invoice), fileName: pdfFileName(invoice), sha256: null };
  }
  const stored = await ensureInvoicePdf(db, { accountId, invoiceId: row.id });
  return { ...stored, fileName: pdfFileName({ kind: row.kind, status: row.status, invoiceId: row.invoiceId, language: row.language }) };
}
