import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { ensureInvoicePdf } from '../invoice-documents/ensure-invoice-pdf.js';

/**
 * After the commit: the issued document's PDF is made and stored once, with its SHA-256. A
 * failure here does not undo the issue (the document is numbered and journaled): it is logged,
 * and the first GET …/pdf makes it.
 */
export async function storeDocumentPdf(db: Db, { accountId, invoiceId, log }: Scope & { invoiceId: number; log: Pick<FastifyBaseLogger, 'error'> }): Promise<void> {
  try {
    await ensureInvoicePdf(db, { accountId, invoiceId });
  } catch (error) {
    log.error({ err: error, invoiceId }, 'invoice PDF not stored at issue');
  }
}
