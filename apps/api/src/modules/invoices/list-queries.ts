import { sql, type SQL } from 'drizzle-orm';
import type { InvoiceListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { statementPerShape } from '../../db/statement-per-shape.js';
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

/** What the list's SQL text depends on: which filters are set, how many statuses and number ranges. */
type ListShape = {
  statuses: number;
  kind: boolean;
  customer: boolean;
  worksheet: boolean;
  from: boolean;
  to: boolean;
  /** `q`: its number ranges, whether it names credit notes only (AV-), or null without `q`. */
  search: { ranges: number; creditNotes: boolean } | null;
};

const value = (name: string) => sql.placeholder(name);

/**
 * The list's shape and the values of its placeholders, from one reading of the query (the two
 * must agree: a placeholder per value the shape uses).
 */
function listShape(accountId: number, query: InvoiceListQuery, timezone: string): { shape: ListShape; values: Record<string, unknown> } {
  const { kind, customerUuid, worksheetUuid, from, to } = query;
  const values: Record<string, unknown> = { accountId, timezone, kind, customerUuid, worksheetUuid, from, to };
  // Each status once: the shapes stay a handful whatever the address repeats (?status=SENT,SENT,…).
  const statuses = [...new Set(query.status)];
  statuses.forEach((status, i) => (values[`status${i}`] = status));
  let search: ListShape['search'] = null;
  if (query.q) {
    const number = documentNumberQuery(query.q);
    const ranges = number ? numberPrefixRanges(number.digits) : [];
    ranges.forEach(([low, high], i) => Object.assign(values, { [`low${i}`]: low, [`high${i}`]: high }));
    values.numberKind = number?.kind;
    values.q = escapeLike(query.q);
    search = { ranges: ranges.length, creditNotes: Boolean(number?.kind) };
  }
  const shape = {
    statuses: statuses.length,
    kind: Boolean(kind),
    customer: Boolean(customerUuid),
    worksheet: Boolean(worksheetUuid),
    from: Boolean(from),
    to: Boolean(to),
    search,
  };
  return { shape, values };
}

/**
 * `q`: the number's start (integer ranges on the (account, kind, number) index) or a customer
 * whose name or email holds the text (customers.search_text, trigram index).
 */
function listSearch(search: NonNullable<ListShape['search']>): SQL {
  const byNumber = Array.from(
    { length: search.ranges },
    (_, i) => sql`(i.number BETWEEN ${value(`low${i}`)} AND ${value(`high${i}`)}${search.creditNotes ? sql` AND i.kind = ${value('numberKind')}` : sql``})`,
  );
  const byCustomer = sql`i.customer_id = ANY(ARRAY(SELECT id FROM customers WHERE account_id = ${value('accountId')}
      AND search_text LIKE '%' || atelier_search_key(${value('q')}) || '%'))`;
  return sql`(${sql.join([...byNumber, byCustomer], sql` OR `)})`;
}

/**
 * The list's filters on the invoice's own columns (a uuid becomes an id first). A document's day
 * is its issue date, a draft's its creation day in the shop's time zone.
 */
function invoiceListFilters(shape: ListShape): SQL {
  const day = sql`coalesce(i.issue_date, (i.created_at AT TIME ZONE ${value('timezone')})::date)`;
  const parts: SQL[] = [sql`i.account_id = ${value('accountId')}`];
  if (shape.statuses > 0)
    parts.push(
      sql`i.status IN (${sql.join(
        Array.from({ length: shape.statuses }, (_, i) => sql`${value(`status${i}`)}`),
        sql`, `,
      )})`,
    );
  if (shape.kind) parts.push(sql`i.kind = ${value('kind')}`);
  if (shape.customer) parts.push(sql`i.customer_id = (SELECT id FROM customers WHERE account_id = ${value('accountId')} AND uuid = ${value('customerUuid')})`);
  if (shape.worksheet) parts.push(sql`i.worksheet_id = (SELECT id FROM worksheets WHERE account_id = ${value('accountId')} AND uuid = ${value('worksheetUuid')})`);
  if (shape.from) parts.push(sql`${day} >= ${value('from')}::date`);
  if (shape.to) parts.push(sql`${day} <= ${value('to')}::date`);
  if (shape.search) parts.push(listSearch(shape.search));
  return sql.join(parts, sql` AND `);
}

/**
 * A draft's total in cents, computed now from its lines as getInvoice does (lineAmounts and
 * documentTotals in SQL numeric: each line round(q × p, 2) less round(that × d / 100, 2), each
 * tax of the first group round(subtotal × rate / 100, 2); numeric round is half-up for amounts ≥ 0).
 */
function draftTotalCents(): SQL {
  return sql`(SELECT (s.subtotal + coalesce((SELECT sum(round(s.subtotal * t.rate / 100, 2)) FROM first_taxes t), 0)) * 100
    FROM (SELECT coalesce(sum(g.gross - round(g.gross * g.discount / 100, 2)), 0) AS subtotal
      FROM (SELECT round(e.value_measured * coalesce(e.price, CASE WHEN e.type = 'SERVICE' THEN ${value('hourlyRate')}::numeric ELSE 0 END), 2) AS gross, e.discount
        FROM entries e WHERE e.account_id = ${value('accountId')} AND e.invoice_id = i.id) g) s)`;
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
const listStatement = statementPerShape(
  (shape: ListShape) => {
    const where = invoiceListFilters(shape);
    const total = sql`(CASE WHEN i.status = 'DRAFT' THEN ${draftTotalCents()} ELSE i.total_cents END)`;
    return sql`
    WITH first_taxes AS MATERIALIZED (
      SELECT t.rate FROM taxes t WHERE ${invoiceTaxesWhere(value('accountId'))}),
    page AS MATERIALIZED (
      SELECT id, day FROM (
        (SELECT i.id, i.issue_date AS day FROM invoices i WHERE ${where} AND i.status <> 'DRAFT' AND i.issue_date IS NOT NULL
          ORDER BY i.issue_date DESC, i.id DESC LIMIT ${value('reach')})
        UNION ALL
        (SELECT i.id, (i.created_at AT TIME ZONE ${value('timezone')})::date AS day FROM invoices i WHERE ${where} AND i.status = 'DRAFT'
          ORDER BY i.created_at DESC, i.id DESC LIMIT ${value('reach')})) merged
      ORDER BY day DESC, id DESC LIMIT ${value('pageSize')} OFFSET ${value('offset')}),
    drafts AS MATERIALIZED (
      SELECT i.kind, ${draftTotalCents()} AS cents FROM invoices i WHERE ${where} AND i.status = 'DRAFT'),
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
          'label', ${value('worksheetPrefix')} || '-' || w.worksheet_id) END,
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
      'page', ${value('page')}::int, 'pageSize', ${value('pageSize')}::int,
      'total', (SELECT n FROM sums),
      'sums', json_build_object(
        'total', (SELECT total FROM sums),
        'balance', (SELECT balance FROM sums),
        'currency', ${value('currency')}::text))::text AS answer`;
  },
  (shape) => JSON.stringify(shape),
);

export async function listInvoices(db: DbOrTx, query: InvoiceListQuery & Scope, preferencesJson: unknown): Promise<string> {
  const preferences = completePreferences(preferencesJson);
  const { shape, values } = listShape(query.accountId, query, preferences.dateTime.timezone);
  const offset = (query.page - 1) * query.pageSize;
  const rows = await listStatement<{ answer: string }>(db, shape, {
    ...values,
    page: query.page,
    pageSize: query.pageSize,
    offset,
    reach: offset + query.pageSize,
    hourlyRate: preferences.hourlyRates.valuePerUnit.toFixed(2),
    worksheetPrefix: preferences.worksheetPrefix,
    currency: preferences.currency,
  });
  return rows[0]!.answer;
}
