import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SEARCH_LIMIT } from '@atelier/contracts';
import { WORKSHEET_PREFIX_PATTERN } from '@atelier/contracts/default-preferences';
import type { DbOrTx } from '../../db/client.js';
import { shopWorksheetPrefix } from '../accounts/queries.js';
import { clientSearchQuery } from './queries.js';
import { searchTerms, type SearchTerms } from './search-terms.js';

/*
 * The header's work-order group (issue 5 "Search": work orders by number, customer or vehicle).
 * Bounded like the client group, whatever the shop's size:
 *   - a number: the work orders whose number starts with the digits typed are a few integer
 *     ranges ('12' → 12, 120–129, 1200–1299, …), each an ordered scan of the (account_id,
 *     worksheet_id) unique index stopping after SEARCH_LIMIT rows;
 *   - a customer or a vehicle: the client search itself (at most SEARCH_LIMIT customers, by
 *     name, email, mobile, VIN or plate), then each customer's newest work orders (at most
 *     SEARCH_LIMIT each; only the matched vehicle's when a VIN or plate matched).
 * Numbers first (exact, then shortest), newest first within each; then the customers' in the
 * client group's order.
 */

const INT_MAX = 2_147_483_647;

/**
 * A work order's number as people type it: '1042', or as every screen writes it, with the shop's
 * prefix ('GT-1042' when the shop's is GT; issue 10), or the usual 'BT-1042' / 'WO-1042' (also
 * 'bt1042', 'BT 1042', '#1042', 'n° 1042'); anything else is answered as typed.
 */
export function worksheetNumberDigits(text: string, shopPrefix?: string | null): string {
  const match = numberPattern(shopPrefix && WORKSHEET_PREFIX_PATTERN.test(shopPrefix) ? shopPrefix : '').exec(text);
  return match ? match[1]! : text.trim();
}

const patterns = new Map<string, RegExp>();
/** The number's pattern with this prefix too (a prefix is letters and digits only: nothing to escape). */
function numberPattern(prefix: string): RegExp {
  let pattern = patterns.get(prefix);
  if (!pattern) {
    pattern = new RegExp(`^\\s*(?:${prefix ? `${prefix}|` : ''}bt|wo|#|n°|no\\.?)\\s*[-#]?\\s*(\\d+)\\s*$`, 'i');
    if (patterns.size > 1000) patterns.clear();
    patterns.set(prefix, pattern);
  }
  return pattern;
}

/** Whether `text` may be a number written with a prefix: only then is the shop's prefix worth reading. */
export function mayHavePrefix(text: string): boolean {
  return /\D/.test(text.trim()) && /\d\s*$/.test(text);
}

/** The integer ranges whose decimal text starts with the number typed (none for a leading zero). */
export function numberPrefixRanges(text: string, shopPrefix?: string | null): [number, number][] {
  // Plain digits (the common case, and the list's every keystroke) need no prefix pattern.
  const digits = /^\d+$/.test(text) ? text : worksheetNumberDigits(text, shopPrefix);
  if (!/^\d+$/.test(digits) || (digits.length > 1 && digits.startsWith('0'))) return [];
  const ranges: [number, number][] = [];
  for (let scale = 1; ; scale *= 10) {
    const low = Number(digits) * scale;
    if (low > INT_MAX) break;
    ranges.push([low, Math.min(low + scale - 1, INT_MAX)]);
    if (digits === '0') break;
  }
  return ranges;
}

const live = (accountId: number) => sql`w.account_id = ${accountId} AND w.deleted_at IS NULL`;

/** One branch per number range: (id, k1 = the range's rank, k2 = newest number first). */
function numberBranches(accountId: number, text: string, shopPrefix?: string | null): SQL[] {
  return numberPrefixRanges(text, shopPrefix).map(
    ([low, high], rank) => sql`(SELECT w.id, ${sql.raw(String(rank))}::bigint AS k1, -w.worksheet_id::bigint AS k2 FROM worksheets w
      WHERE ${live(accountId)} AND w.worksheet_id BETWEEN ${low} AND ${high}
      ORDER BY w.worksheet_id DESC LIMIT ${SEARCH_LIMIT})`,
  );
}

/** The matching customers' newest work orders: (id, k1 = after the numbers, in the client order, k2 = newest first). */
function customerBranch(accountId: number, terms: SearchTerms): SQL {
  return sql`(SELECT w.id, 100 + hit.ord AS k1, w.nth AS k2
    FROM (SELECT row_number() OVER () AS ord, q.uuid, q.vehicle FROM (${clientSearchQuery(accountId, terms)}) q) hit
    JOIN customers c ON c.account_id = ${accountId} AND c.uuid = hit.uuid
    CROSS JOIN LATERAL (
      SELECT w.id, row_number() OVER (ORDER BY w.created_at DESC, w.id DESC) AS nth FROM worksheets w
      WHERE ${live(accountId)} AND w.customer_id = c.id
        AND (hit.vehicle IS NULL OR w.mech_id IN (
          SELECT m.id FROM mechs m
          WHERE m.account_id = ${accountId} AND m.customer_id = c.id AND m.deleted_at IS NULL
            AND (m.serial_number = hit.vehicle OR m.license = hit.vehicle)))
      ORDER BY w.created_at DESC, w.id DESC LIMIT ${SEARCH_LIMIT}
    ) w)`;
}

export function workorderSearchQuery(accountId: number, terms: SearchTerms, shopPrefix?: string | null): SQL {
  const branches = [...numberBranches(accountId, terms.text, shopPrefix), customerBranch(accountId, terms)];
  return sql`SELECT w.uuid, w.worksheet_id::float8 AS "worksheetId"
    FROM (
      SELECT DISTINCT ON (id) id, k1, k2 FROM (${sql.join(branches, sql` UNION ALL `)}) candidates ORDER BY id, k1, k2
    ) found JOIN worksheets w ON w.id = found.id
    ORDER BY found.k1, found.k2
    LIMIT ${SEARCH_LIMIT}`;
}

export type WorkorderHit = { uuid: string; worksheetId: number };

/** The account's live work orders matching `q` (at most SEARCH_LIMIT); none when `q` is too short. */
export async function searchWorkorders(db: DbOrTx, accountId: number, q: string): Promise<WorkorderHit[]> {
  const terms = searchTerms(q);
  if (!terms) return [];
  const shopPrefix = mayHavePrefix(terms.text) ? await shopWorksheetPrefix(db, accountId) : null;
  const { rows } = await db.execute<WorkorderHit>(workorderSearchQuery(accountId, terms, shopPrefix));
  return rows;
}

/** The exact statement `searchWorkorders` sends, for the benchmark; null when `q` is too short. */
export function workorderSearchStatement(accountId: number, q: string): { sql: string; params: unknown[] } | null {
  const terms = searchTerms(q);
  return terms ? new PgDialect().sqlToQuery(workorderSearchQuery(accountId, terms)) : null;
}
