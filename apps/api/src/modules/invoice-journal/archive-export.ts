import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { completePreferences } from '../accounts/complete-preferences.js';
import { ensureInvoicePdf } from '../invoice-documents/ensure-invoice-pdf.js';
import { journalRecords } from './journal-records.js';
import { verifyJournal } from './verify-journal.js';

/** The longest period one archive covers (a fiscal year, with a leap day to spare). */
export const ARCHIVE_MAX_DAYS = 366;

export const archiveFileName = (from: string, to: string) => `atelier-archive-${from}-${to}.json`;

/**
 * GET /invoices/archive?from&to (issue 14, CGI art. 286 I 3° bis: archiving): the journal
 * records written in the period (days in the shop's time zone, both included) with their
 * seq/prev_hash/hash, the PDF of every document issued in it (base64, with its SHA-256) and the
 * chain's verification. Streamed as JSON text, one document at a time: a year of PDFs is far
 * larger than an answer should be held in memory.
 */
export async function* archiveExport(db: Db, { accountId, from, to }: Scope & { from: string; to: string }): AsyncGenerator<string> {
  const { rows } = await db.execute<{ preferences: unknown; shop: string | null }>(
    sql`SELECT a.preferences, b.address->>'name' AS shop FROM accounts a LEFT JOIN brands b ON b.account_id = a.id WHERE a.id = ${accountId} LIMIT 1`,
  );
  const timezone = completePreferences(rows[0]?.preferences).dateTime.timezone;
  yield `{"shop":${JSON.stringify(rows[0]?.shop ?? null)},"from":${JSON.stringify(from)},"to":${JSON.stringify(to)},"timezone":${JSON.stringify(timezone)},"generatedAt":${JSON.stringify(new Date().toISOString())},"journal":[`;
  const day = sql`(created_at AT TIME ZONE ${timezone})::date`;
  let first = true;
  for await (const record of journalRecords(db, accountId, { where: sql`${day} BETWEEN ${from}::date AND ${to}::date` })) {
    yield (first ? '' : ',') + JSON.stringify(record);
    first = false;
  }
  yield '],"documents":[';
  const { rows: documents } = await db.execute<{ id: number; uuid: string; invoice_id: string; kind: string; issue_date: string }>(sql`
    SELECT id, uuid, invoice_id, kind, issue_date::text FROM invoices
    WHERE account_id = ${accountId} AND status <> 'DRAFT' AND issue_date BETWEEN ${from}::date AND ${to}::date
    ORDER BY issue_date, kind, number`);
  first = true;
  for (const document of documents) {
    const pdf = await ensureInvoicePdf(db, { accountId, invoiceId: document.id });
    yield (
      (first ? '' : ',') +
      JSON.stringify({
        uuid: document.uuid,
        invoiceId: document.invoice_id,
        kind: document.kind,
        issueDate: document.issue_date,
        sha256: pdf.sha256,
        pdf: pdf.body.toString('base64'),
      })
    );
    first = false;
  }
  yield `],"verify":${JSON.stringify(await verifyJournal(db, { accountId }))}}`;
}
