import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { isoTimestamp as iso } from '../../db/iso-timestamp.js';
import type { Scope } from '../../http/scope.js';
import { completePreferences } from '../accounts/complete-preferences.js';
import { numberPrefixRanges } from '../search/workorder-search.js';
import { invoiceTaxesWhere } from './queries.js';

/** LIKE pattern text: the user's % and _ are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A document's number as typed: '1042' (both series), 'AV-7' / 'av7' (credit notes only). */
export function documentNumberQuery(q: string): { kind: 'INVOICE' | 'CREDIT_NOTE' | null; digits: string } | undefined {
  const match = /^\s*(av\s*-?\s*)?(\d+)\s*$/i.exec(q);
  if (!match) return undefined;
  return { kind: match[1] ? 'CREDIT_NOTE' : null, digits: match[2]! };
}

/**
 * `q`: the number's start (integer ranges on the (account, kind, number) index) or a customer
 * whose name or email holds the text (customers.search_text, trigram index).
 */
function listSearch(accountId: number, q: string): SQL {
  const number = documentNumberQuery(q);
  const ranges = number ? numberPrefixRanges(number.digits) : [];
  const byNumber = ranges.map(([low, high]) => sql`(i.number BETWEEN ${low} AND ${high}${number!.kind ? sql` AND i.kind = ${number!.kind}` : sql``})`);
  const byCustomer = sql`i.customer_id = ANY(ARRAY(SELECT id FROM customers WHERE account_id = ${accountId}
      AND search_text LIKE '%' || atelier_search_key(${escapeLike(q)}) || '%'))`;
  return sql`(${sql.join([...byNumber, byCustomer], sql` OR `)})`;
}

/**
 * The list's filters on the invoice's own columns (a uuid becomes an id first). A document's day
 * is its issue date, a draft's its creation day in the shop's time zone.
 */
export function invoiceListFilters(accountId: number, query: InvoiceListQuery, timezone: string): SQL {
  const day = sql`coalesce(i.issue_date, (i.created_at AT TIME ZONE ${timezone})::date)`;
  const parts: SQL[] = [sql`i.account_id = ${accountId}`];
  if (query.status && query.status.length > 0)
    parts.push(
      sql`i.status IN (${sql.join(
        query.status.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (query.kind) parts.push(sql`i.kind = ${query.kind}`);
  if (query.customerUuid) parts.push(sql`i.customer_id = (SELECT id FROM customers WHERE account_id = ${accountId} AND uuid = ${query.customerUuid})`);
  if (query.worksheetUuid) parts.push(sql`i.worksheet_id = (SELECT id FROM worksheets WHERE account_id = ${accountId} AND uuid = ${query.worksheetUuid})`);
  if (query.from) parts.push(sql`${day} >= ${query.from}::date`);
  if (query.to) parts.push(sql`${day} <= ${query.to}::date`);
  if (query.q) parts.push(listSearch(accountId, query.q));
  return sql.join(parts, sql` AND `);
}

/**
 * A draft's total in cents, computed now from its lines as getInvoice does (lineAmounts and
 * documentTotals in SQL numeric: each line round(q × p, 2) less round(that × d / 100, 2), each
 * tax of the first group round(subtotal × rate / 100, 2); numeric round is half-up for amounts ≥ 0).
 */
function draftTotalCents(accountId: number, hourlyRate: string): SQL {
  return sql`(SELECT (s.subtotal + coalesce((SELECT sum(round(s.subtotal * t.rate / 100, 2)) FROM first_taxes t), 0)) * 100
    FROM (SELECT coalesce(sum(g.gross - round(g.gross * g.discount / 100, 2)), 0) AS subtotal
      FROM (SELECT round(e.value_measured * coalesce(e.price, CASE WHEN e.type = 'SERVICE' THEN ${hourlyRate}::numeric ELSE 0 END), 2) AS gross, e.discount
        FROM entries e WHERE e.account_id = ${accountId} AND e.invoice_id = i.id) g) s)`;
}

/**
 * GET /invoices in ONE statement: the page, the matching total and the sums of every match.
 * Newest first by day (issue date; a draft's creation day), then id. The page's ids are taken
 * from two ordered walks merged: issued documents on the (account, issue_date, id) index and
 * drafts on (account, status, created_at, id) (a draft has no issue date), each stopping after offset + page rows, so a deep page
 * walks index entries instead of sorting every document of the shop. The sums read every match
 * (they must) in two aggregates: issued documents' totals are columns (index-only on
 * invoices_account_sums_idx, no per-row draft test), and drafts (few) are each priced once from
 * their lines (a materialized CTE: inlined, each draft was priced twice). One pass testing every
 * row for a draft and pricing each draft twice took 272 ms on 500 000 invoices, this ~105 ms.
 */
export async function listInvoices(db: DbOrTx, query: InvoiceListQuery & Scope, preferencesJson: unknown): Promise<string> {
  const { accountId } = query;
  const preferences = completePreferences(preferencesJson);
  const timezone = preferences.dateTime.timezone;
  const where = invoiceListFilters(accountId, query, timezone);
  const offset = (query.page - 1) * query.pageSize;
  const reach = offset + query.pageSize;
  const hourlyRate = preferences.hourlyRates.valuePerUnit.toFixed(2);
  const total = sql`(CASE WHEN i.status = 'DRAFT' THEN ${draftTotalCents(accountId, hourlyRate)} ELSE i.total_cents END)`;
  const { rows } = await db.execute<{ answer: string }>(sql`
    WITH first_taxes AS MATERIALIZED (
      SELECT t.rate FROM taxes t WHERE ${invoiceTaxesWhere(accountId)}),
    page AS MATERIALIZED (
      SELECT id, day FROM (
        (SELECT i.id, i.issue_date AS day FROM invoices i WHERE ${where} AND i.status <> 'DRAFT' AND i.issue_date IS NOT NULL
          ORDER BY i.issue_date DESC, i.id DESC LIMIT ${reach})
        UNION ALL
        (SELECT i.id, (i.created_at AT TIME ZONE ${timezone})::date AS day FROM invoices i WHERE ${where} AND i.status = 'DRAFT'
          ORDER BY i.created_at DESC, i.id DESC LIMIT ${reach})) merged
      ORDER BY day DESC, id DESC LIMIT ${query.pageSize} OFFSET ${offset}),
    drafts AS MATERIALIZED (
      SELECT i.kind, ${draftTotalCents(accountId, hourlyRate)} AS cents FROM invoices i WHERE ${where} AND i.status = 'DRAFT'),
    sums AS MATERIALIZED (
      SELECT coalesce(sum(part.n), 0)::int AS n, coalesce(sum(part.total), 0)::float8 / 100 AS total,
        coalesce(sum(part.balance), 0)::float8 / 100 AS balance
      FROM (
        SELECT count(*) AS n, sum(CASE WHEN i.kind = 'CREDIT_NOTE' THEN -i.total_cents ELSE i.total_cents END) AS total,
          sum(CASE WHEN i.kind = 'CREDIT_NOTE' THEN 0 ELSE i.total_cents - i.credited_cents - i.paid_cents END) AS balance
        FROM invoices i WHERE ${where} AND i.status <> 'DRAFT'
        UNION ALL
        SELECT count(*), sum(CASE WHEN d.kind = 'CREDIT_NOTE' THEN -d.cents ELSE d.cents END),
          sum(CASE WHEN d.kind = 'CREDIT_NOTE' THEN 0 ELSE d.cents END)
        FROM drafts d) part),
    items AS (
      SELECT p.day, i.id, json_build_object(
        'uuid', i.uuid, 'kind', i.kind, 'status', i.status, 'number', i.number::float8, 'invoiceId', i.invoice_id,
        'issueDate', i.issue_date::text, 'dueDate', i.due_date::text,
        'customer', json_build_object('uuid', c.uuid, 'fullname', coalesce(i.snapshot -> 'customer' ->> 'fullname', c.fullname)),
        'worksheet', CASE WHEN w.id IS NULL THEN NULL ELSE json_build_object('uuid', w.uuid, 'worksheetId', w.worksheet_id,
          'label', ${preferences.worksheetPrefix} || '-' || w.worksheet_id) END,
        'total', (${total})::float8 / 100,
        'balance', (CASE WHEN i.kind = 'CREDIT_NOTE' THEN 0 WHEN i.status = 'DRAFT' THEN ${total}
          ELSE i.total_cents - i.credited_cents - i.paid_cents END)::float8 / 100,
        'currency', i.currency,
        'createdAt', ${iso('i.created_at')}) AS item
      FROM page p JOIN invoices i ON i.id = p.id
      JOIN customers c ON c.id = i.customer_id
      LEFT JOIN worksheets w ON w.id = i.worksheet_id)
    SELECT json_build_object(
      'items', (SELECT coalesce(json_agg(item ORDER BY day DESC, id DESC), '[]'::json) FROM items),
      'page', ${query.page}::int, 'pageSize', ${query.pageSize}::int,
      'total', (SELECT n FROM sums),
      'sums', json_build_object(
        'total', (SELECT total FROM sums),
        'balance', (SELECT balance FROM sums),
        'currency', ${preferences.currency}::text))::text AS answer`);
  return rows[0]!.answer;
}
