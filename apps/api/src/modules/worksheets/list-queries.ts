import { and, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { WorksheetListQuery } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Scope } from '../../http/scope.js';
import { worksheets } from '../../db/schema/index.js';
import { shopWorksheetPrefix } from '../accounts/queries.js';
import { mayHavePrefix, numberPrefixRanges } from '../search/workorder-search.js';
import { statusGroupRank } from '../statuses/queries.js';
import { liveWorksheet } from './queries.js';
import { worksheetsJson } from './worksheet-json.js';

/** LIKE pattern text: the user's % and _ are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * The customers and vehicles that `q` matches, as CTEs of the list's statement: computed once
 * though the count and the page both read them. The customer's name with accents and case
 * ignored (trigram index), a VIN or plate (trigram index).
 */
function searchSets(accountId: number, q: string): SQL {
  const plate = q.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return sql`search_customers AS MATERIALIZED (SELECT id FROM customers WHERE account_id = ${accountId}
      AND search_text LIKE '%' || atelier_search_key(${escapeLike(q)}) || '%'),
    search_mechs AS MATERIALIZED (SELECT id FROM mechs WHERE account_id = ${accountId}
      AND ${plate.length > 0 ? sql`search_text LIKE ${`%${plate}%`}` : sql`false`})`;
}

/** `WITH` the search's sets (when there is a search) and `more`. */
function withSearch(accountId: number, q: string | undefined, more?: SQL): SQL {
  const parts = [q ? searchSets(accountId, q) : undefined, more].filter((part): part is SQL => part !== undefined);
  return parts.length > 0 ? sql`WITH ${sql.join(parts, sql`, `)} ` : sql``;
}

/**
 * `q` of the list: the number's start (integer ranges on the number index), or a work order of a
 * customer or vehicle of searchSets. Written as conditions on the work order's own columns, so
 * counting never joins.
 * From 3 characters, the matching customers and vehicles become arrays first (`= ANY(ARRAY(…))`):
 * each branch reads its own index, the branches are OR-ed as bitmaps and only the matches are
 * sorted (a rare name: 0.5 ms instead of walking all 500 000 work orders). Shorter texts match a
 * large share of the shop (and trigrams cannot narrow them): there, walking the work orders
 * newest first and stopping at the page is the cheaper plan, so they stay IN filters.
 */
function listSearch(q: string, shopPrefix: string | null): SQL | undefined {
  const narrow = q.trim().length >= 3;
  const among = (column: typeof worksheets.customerId | typeof worksheets.mechId, set: SQL) =>
    narrow ? sql`${column} = ANY(ARRAY(SELECT id FROM ${set}))` : sql`${column} IN (SELECT id FROM ${set})`;
  return or(
    ...numberPrefixRanges(q, shopPrefix).map(([low, high]) => sql`${worksheets.worksheetId} BETWEEN ${low} AND ${high}`),
    among(worksheets.customerId, sql.raw('search_customers')),
    among(worksheets.mechId, sql.raw('search_mechs')),
  );
}

/** A condition a caller adds on the work order's own columns (the report's date range). */
type ExtraFilter = { also?: SQL };

/** The list's filters, each on the work order's own columns (a uuid or a group becomes ids first). */
export function listFilters(
  accountId: number,
  { q, status, statusId, technicianUuid, customerUuid, also }: WorksheetListQuery & ExtraFilter,
  shopPrefix: string | null = null,
): SQL | undefined {
  return liveWorksheet(
    accountId,
    and(
      status && status.length > 0
        ? sql`${worksheets.statusId} IN (SELECT id FROM worksheet_statuses WHERE account_id = ${accountId} AND "group" IN (${sql.join(
            status.map((group) => sql`${group}`),
            sql`, `,
          )}))`
        : undefined,
      statusId ? eq(worksheets.statusId, statusId) : undefined,
      technicianUuid ? sql`${worksheets.technicianId} = (SELECT id FROM users WHERE account_id = ${accountId} AND uuid = ${technicianUuid})` : undefined,
      customerUuid ? sql`${worksheets.customerId} = (SELECT id FROM customers WHERE account_id = ${accountId} AND uuid = ${customerUuid})` : undefined,
      q ? listSearch(q, shopPrefix) : undefined,
      also,
    ),
  );
}

/**
 * Counting stops here: past it the list says "10 000+" (issue 5 budget: an exact count of
 * 500 000 rows costs more than the page itself).
 */
export const TOTAL_CAP = 10000;

/** How many rows `where` matches, counting at most `limit`. */
function cappedCount(db: DbOrTx, where: SQL | undefined, limit: number): SQL {
  const matching = db
    .select({ one: sql`1` })
    .from(worksheets)
    .where(where)
    .limit(limit);
  return sql`(SELECT count(*)::int FROM (${matching}) AS matching)`;
}

/**
 * One page of the account's live work orders, newest first, as a JSON array text, and the
 * matching total, in one statement (one snapshot, one round trip). The page's ids come first,
 * from the (account, created_at, id) index alone, so a deep OFFSET skips index entries instead of
 * joining and sorting every match; one id more than the page says whether another page follows.
 * The total counts at most TOTAL_CAP + 1 matches (`totalCapped`: there are more). Past the cap,
 * the page tells the total (the rows before it, its own, "+" when one more follows), so a deep
 * page does not count the matches a second time; only a deep page past the end is counted apart.
 */
export async function listWorksheets(db: DbOrTx, query: WorksheetListQuery & Scope & ExtraFilter) {
  // 'GT-1042' is a number only in the shop whose prefix is GT (issue 10): read it when it may matter.
  const shopPrefix = query.q && mayHavePrefix(query.q) ? await shopWorksheetPrefix(db, query.accountId) : null;
  const where = listFilters(query.accountId, query, shopPrefix);
  const offset = (query.page - 1) * query.pageSize;
  const deep = offset + query.pageSize >= TOTAL_CAP;
  const page = db
    .select({ id: worksheets.id, createdAt: worksheets.createdAt })
    .from(worksheets)
    .where(where)
    .orderBy(desc(worksheets.createdAt), desc(worksheets.id))
    .limit(query.pageSize + 1)
    .offset(offset);
  const { rows } = await db.execute<{ found: number; matches: number | null; list: string }>(sql`
    ${withSearch(query.accountId, query.q, sql`page AS MATERIALIZED (${page})`)}
    SELECT (SELECT count(*)::int FROM page) AS found,
      ${deep ? sql`NULL::int` : cappedCount(db, where, TOTAL_CAP + 1)} AS matches,
      ${worksheetsJson(query.accountId, sql`SELECT id FROM page ORDER BY created_at DESC, id DESC LIMIT ${query.pageSize}`)}::text AS list`);
  const { found, matches, list } = rows[0]!;
  if (!deep) return { list, total: Math.min(matches ?? 0, TOTAL_CAP), totalCapped: (matches ?? 0) > TOTAL_CAP };
  if (found > 0) return { list, total: offset + Math.min(found, query.pageSize), totalCapped: found > query.pageSize };
  const limit = Math.max(TOTAL_CAP, offset);
  const counted = await db.execute<{ matches: number }>(sql`${withSearch(query.accountId, query.q)}SELECT ${cappedCount(db, where, limit + 1)} AS matches`);
  const value = counted.rows[0]?.matches ?? 0;
  return { list, total: Math.min(value, limit), totalCapped: value > limit };
}

/**
 * The workflow board in one statement, as the JSON text of its columns: for each status of the
 * account, in the statuses' order, its newest `size` live work orders (one index-only walk per
 * status on (account, status, created_at, id)) and how many it holds, counted up to
 * TOTAL_CAP + 1 (`totalCapped`: more).
 */
export async function boardColumnsJson(db: DbOrTx, { accountId, technicianUuid, size }: Scope & { technicianUuid?: string; size: number }): Promise<string> {
  const technician = technicianUuid ? sql`AND x.technician_id = (SELECT id FROM users WHERE account_id = ${accountId} AND uuid = ${technicianUuid})` : sql``;
  const inColumn = sql`x.account_id = ${accountId} AND x.deleted_at IS NULL AND x.status_id = s.id ${technician}`;
  const cards = worksheetsJson(accountId, sql`SELECT x.id FROM worksheets x WHERE ${inColumn} ORDER BY x.created_at DESC, x.id DESC LIMIT ${size}`);
  const { rows } = await db.execute<{ columns: string }>(sql`
    SELECT coalesce(json_agg(json_build_object('statusId', s.id, 'list', ${cards},
        'total', least(counted.n, ${TOTAL_CAP}), 'totalCapped', counted.n > ${TOTAL_CAP})
      ORDER BY ${statusGroupRank(sql`s."group"`)}, s.position, s.id), '[]'::json)::text AS columns
    FROM worksheet_statuses s
    CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM (SELECT 1 FROM worksheets x WHERE ${inColumn} LIMIT ${TOTAL_CAP + 1}) AS matching) AS counted
    WHERE s.account_id = ${accountId}`);
  return rows[0]!.columns;
}
