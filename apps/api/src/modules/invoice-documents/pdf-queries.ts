import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoicePdfs } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';

export type StoredPdf = { body: Buffer; sha256: string };

export async function findStoredPdf(db: DbOrTx, { accountId, invoiceId }: Scope & { invoiceId: number }): Promise<StoredPdf | undefined> {
  const [row] = await db
    .select({ body: invoicePdfs.body, sha256: invoicePdfs.sha256 })
    .from(invoicePdfs)
    .where(and(eq(invoicePdfs.accountId, accountId), eq(invoicePdfs.invoiceId, invoiceId)))
    .limit(1);
  return row;
}

/** Stores the PDF unless one is already there (append-only table: the first one stays). */
export async function insertPdfOnce(db: DbOrTx, { accountId, invoiceId }: Scope & { invoiceId: number }, pdf: StoredPdf): Promise<void> {
  await db.insert(invoicePdfs).values({ accountId, invoiceId, body: pdf.body, sha256: pdf.sha256 }).onConflictDoNothing({ target: invoicePdfs.invoiceId });
}
