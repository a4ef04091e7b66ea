import { createHash } from 'node:crypto';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { readInvoice } from '../invoices/get-invoice.js';
import { invoiceNotIssued } from './document-errors.js';
import { frozenDocument } from './frozen-document.js';
import { readLogo } from './invoice-logo.js';
import { findStoredPdf, insertPdfOnce, type StoredPdf } from './pdf-queries.js';
import { renderInvoicePdf } from './render-invoice-pdf.js';

/**
 * The stored PDF of an issued invoice or credit note (issue 14: made once, kept with its SHA-256,
 * identical on every download). Made on first need — at issue, or by the first download if that
 * failed — and inserted with ON CONFLICT DO NOTHING then read back: of two racing calls, one row
 * is stored and both answer it.
 */
export async function ensureInvoicePdf(db: Db, { accountId, invoiceId }: Scope & { invoiceId: number }): Promise<StoredPdf> {
  const stored = await findStoredPdf(db, { accountId, invoiceId });
  if (stored) return stored;
  const invoice = await readInvoice(db, { accountId, id: invoiceId });
  if (invoice.status === 'DRAFT') throw invoiceNotIssued();
  const body = await renderInvoicePdf(frozenDocument(invoice), { logo: await readLogo(db, invoice.seller.logo) });
  await insertPdfOnce(db, { accountId, invoiceId }, { body, sha256: createHash('sha256').update(body).digest('hex') });
  return (await findStoredPdf(db, { accountId, invoiceId }))!;
}

/** A draft's PDF, made on the fly with the BROUILLON / DRAFT mark and never stored. */
export async function draftPdf(db: Db, invoice: Parameters<typeof renderInvoicePdf>[0]): Promise<Buffer> {
  return renderInvoicePdf(invoice, { logo: await readLogo(db, invoice.seller.logo) });
}
