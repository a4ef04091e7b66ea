import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMIT } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { documentNumberQuery } from '../invoices/list-queries.js';
import { clientSearchQuery } from './queries.js';
import { searchTerms, type SearchTerms } from './search-terms.js';
import { numberPrefixRanges } from './workorder-search.js';

/*
 * The header's invoices group (issue 14, shell §2): issued invoices and credit notes (a draft has
 * no number to show) by number or label, and the matching customers' newest ones. Bounded like
 * the work-order group: each number range is an ordered scan of the (account, kind, number)
 * unique index stopping after SEARCH_LIMIT rows; each matched customer (the client search, at
 * most SEARCH_LIMIT) gives at most SEARCH_LIMIT documents. Numbers first (exact, then shortest),
 * highest first; then the customers' in the client group's order, newest first.
 */

function numberBranches(accountId: number, text: string): SQL[] {
  const number = documentNumberQuery(text);
  if (!number) return [];
  const kind = number.kind ? sql` AND i.kind = ${number.kind}` : sql``;
  return numberPrefixRanges(number.digits).map(
    ([low, high], rank) => sql`(SELECT i.id, ${sql.raw(String(rank))}::bigint AS k1, -i.number AS k2 FROM invoices i
      WHERE i.account_id = ${accountId} AND i.number BETWEEN ${low} AND ${high}${kind}
      ORDER BY i.number DESC LIMIT ${SEARCH_LIMIT})`,
  );
}

function customerBranch(accountId: number, terms: SearchTerms): SQL {
  return sql`(SELECT i.id, 100 + hit.ord AS k1, i.nth AS k2
    FROM (SELECT row_number() OVER () AS ord, q.uuid FROM (${clientSearchQuery(accountId, terms)}) q) hit
    JOIN customers c ON c.account_id = ${accountId} AND c.uuid = hit.uuid
    CROSS JOIN LATERAL (
      SELECT i.id, row_number() OVER (ORDER BY i.created_at DESC, i.id DESC) AS nth FROM invoices i
      WHERE i.account_id = ${accountId} AND i.customer_id = c.id AND i.status <> 'DRAFT'
      ORDER BY i.created_at DESC, i.id DESC LIMIT ${SEARCH_LIMIT}
    ) i)`;
}

export function invoiceSearchQuery(accountId: number, terms: SearchTerms): SQL {
  const branches = [...numberBranches(accountId, terms.text), customerBranch(accountId, terms)];
  return sql`SELECT i.uuid, i.invoice_id AS "invoiceId"
    FROM (
      SELECT DISTINCT ON (id) id, k1, k2 FROM (${sql.join(branches, sql` UNION ALL `)}) candidates ORDER BY id, k1, k2
    ) found JOIN invoices i ON i.id = found.id
    WHERE i.invoice_id IS NOT NULL
    ORDER BY found.k1, found.k2
    LIMIT ${SEARCH_LIMIT}`;
}

export type InvoiceHit = { uuid: string; invoiceId: string };

/** The account's issued invoices and credit notes matching `q` (at most SEARCH_LIMIT); none when `q` is too short. */
export async function searchInvoices(db: DbOrTx, accountId: number, q: string): Promise<InvoiceHit[]> {
  const terms = searchTerms(q);
  if (!terms) return [];
  const { rows } = await db.execute<InvoiceHit>(invoiceSearchQuery(accountId, terms));
  return rows;
}
