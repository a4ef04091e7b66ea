import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { invoiceSends, invoices } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';

/** Records a mail to send (QUEUED) and the invoice's last send; answers the send's id. */
export async function queueSend(db: DbOrTx, { accountId, invoiceId, to, userId }: Scope & { invoiceId: number; to: string; userId: number }): Promise<number> {
  const [row] = await db.insert(invoiceSends).values({ accountId, invoiceId, toEmail: to, sentById: userId }).returning({ id: invoiceSends.id });
  // Only columns the frozen-invoice trigger lets change on an issued document.
  await db
    .update(invoices)
    .set({ lastSentAt: sql`now()`, lastSentTo: to, updatedAt: sql`now()` })
    .where(and(eq(invoices.accountId, accountId), eq(invoices.id, invoiceId)));
  return row!.id;
}

export async function findSend(db: DbOrTx, { accountId, sendId }: Scope & { sendId: number }) {
  const [row] = await db
    .select({ id: invoiceSends.id, invoiceId: invoiceSends.invoiceId, to: invoiceSends.toEmail, status: invoiceSends.status })
    .from(invoiceSends)
    .where(and(eq(invoiceSends.accountId, accountId), eq(invoiceSends.id, sendId)))
    .limit(1);
  return row;
}

export async function markSend(db: DbOrTx, { accountId, sendId }: Scope & { sendId: number }, outcome: { status: 'SENT' } | { status: 'FAILED'; error: string }) {
  await db
    .update(invoiceSends)
    .set(outcome.status === 'SENT' ? { status: 'SENT', sentAt: sql`now()`, error: null } : { status: 'FAILED', error: outcome.error.slice(0, 1000) })
    .where(and(eq(invoiceSends.accountId, accountId), eq(invoiceSends.id, sendId)));
}

/** Any document of any shop by its uuid (the public routes, which have no account): id, shop, status and what names its PDF. */
export async function findDocumentByUuid(db: DbOrTx, uuid: string) {
  const [row] = await db
    .select({ id: invoices.id, accountId: invoices.accountId, status: invoices.status, kind: invoices.kind, invoiceId: invoices.invoiceId, language: invoices.language })
    .from(invoices)
    .where(eq(invoices.uuid, uuid))
    .limit(1);
  return row;
}
