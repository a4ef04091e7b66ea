import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { SEARCH_LIMIT } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { searchTerms, type SearchTerms } from './search-terms.js';

/*
 * The header's client search (shell spec §2 "Global search": customers by name, email, mobile in
 * any formatting, and by their vehicles' VIN or licence plate; accents and case ignored).
 *
 * Its cost must not grow with the number of matching customers: 'tremblay' matches tens of
 * thousands in a large shop, and sorting them all to show eight is what made the first version
 * slow. So the query runs in two tiers, each branch stopping after SEARCH_LIMIT rows:
 *   1. "starts with" branches: ordered range scans of btree text_pattern_ops indexes (a name's
 *      start, the text after its first word, the email, the mobile, the mobile's local seven
 *      digits). They read a few index pages whatever the shop's size.
 *   2. "contains" branches (names and emails anywhere, mobile digits anywhere, VIN and plate):
 *      GIN trigram indexes, whose bitmap grows with the matches, so they run only when tier 1
 *      found fewer than SEARCH_LIMIT customers (a rare text, which has few matches anyway).
 * Results: exact matches first, then tier 1, then tier 2, each by name.
 * Patterns are built from constants in SQL (atelier_search_key of the parameter), which
 * PostgreSQL folds before planning, so the LIKE prefixes become index ranges.
 */

// Written into the SQL text (not parameters), so UNION ALL sees integers.
const RANK_EXACT = sql.raw('0');
const RANK_STARTS = sql.raw('1');
const RANK_CONTAINS = sql.raw('2');

/** The search key of the typed text, as search_text stores names and emails (migration 0005). */
const keyOf = (text: string) => sql`atelier_search_key(${text})`;
/** A value LIKE reads literally: '%', '_' and the escape itself typed in the box match themselves. */
const literal = (value: SQL) => sql`replace(replace(replace(${value}, '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;

const live = (accountId: number) => sql`account_id = ${accountId} AND deleted_at IS NULL`;
// The text after the name's first word: the surname of 'Jean Tremblay' (customers_search_tail_idx).
const tail = sql`substr(search_text, strpos(search_text, ' ') + 1)`;

/** A branch: (id, rank, vehicle) of at most SEARCH_LIMIT customers. */
type Branch = SQL;

function startsWith(accountId: number, column: SQL, pattern: SQL): Branch {
  return sql`(SELECT id, ${RANK_STARTS} AS rank, NULL::text AS vehicle FROM customers
    WHERE ${live(accountId)} AND ${column} LIKE ${pattern} || '%'
    ORDER BY ${column} USING ~<~ LIMIT ${SEARCH_LIMIT})`;
}

function startsWithBranches(accountId: number, terms: SearchTerms): Branch[] {
  const key = literal(keyOf(terms.text));
  const branches = [startsWith(accountId, sql`search_text`, key), startsWith(accountId, tail, key), startsWith(accountId, sql`atelier_search_key(email)`, key)];
  if (terms.digits) {
    branches.push(startsWith(accountId, sql`mobile`, sql`${terms.digits}`));
    // '555-01' is how a number is usually remembered: its local part, without the area code.
    branches.push(startsWith(accountId, sql`right(mobile, 7)`, sql`${terms.digits}`));
  }
  return branches;
}

/** Tier 2 runs only while tier 1 left room: the gate is a constant PostgreSQL checks once. */
const gate = sql`(SELECT count(DISTINCT id) < ${SEARCH_LIMIT} FROM starts)`;

function containsBranches(accountId: number, terms: SearchTerms): Branch[] {
  const branches: Branch[] = [];
  if (terms.textAnywhere) {
    branches.push(sql`(SELECT id, ${RANK_CONTAINS} AS rank, NULL::text AS vehicle FROM customers
      WHERE ${live(accountId)} AND search_text LIKE '%' || ${literal(keyOf(terms.text))} || '%' AND ${gate}
      LIMIT ${SEARCH_LIMIT})`);
  }
  if (terms.digits) {
    branches.push(sql`(SELECT id, ${RANK_CONTAINS} AS rank, NULL::text AS vehicle FROM customers
      WHERE ${live(accountId)} AND mobile LIKE '%' || ${terms.digits} || '%' AND ${gate}
      LIMIT ${SEARCH_LIMIT})`);
  }
  if (terms.vehicle) {
    // A live vehicle of a live customer; `vehicle` says which of its VIN or plate matched.
    branches.push(sql`(SELECT m.customer_id AS id,
        CASE WHEN upper(m.serial_number) = ${terms.vehicle} OR substr(m.search_text, strpos(m.search_text, ' ') + 1) = ${terms.vehicle}
          THEN ${RANK_EXACT} ELSE ${RANK_CONTAINS} END AS rank,
        CASE WHEN strpos(upper(coalesce(m.serial_number, '')), ${terms.vehicle}) > 0 THEN m.serial_number ELSE m.license END AS vehicle
      FROM mechs m JOIN customers c ON c.id = m.customer_id AND c.account_id = ${accountId} AND c.deleted_at IS NULL
      WHERE m.account_id = ${accountId} AND m.deleted_at IS NULL AND m.search_text LIKE '%' || ${terms.vehicle} || '%' AND ${gate}
      LIMIT ${SEARCH_LIMIT})`);
  }
  return branches;
}

const unionAll = (branches: Branch[]) => sql.join(branches, sql` UNION ALL `);

/** The client search as one SQL statement. */
export function clientSearchQuery(accountId: number, terms: SearchTerms): SQL {
  const contains = containsBranches(accountId, terms);
  const exactName = sql`atelier_search_key(c.fullname) = ${keyOf(terms.text)}`;
  const exactMobile = terms.digits ? sql` OR c.mobile = ${terms.digits}` : sql``;
  return sql`WITH starts AS (${unionAll(startsWithBranches(accountId, terms))}),
    found AS (
      SELECT DISTINCT ON (id) id, rank, vehicle
      FROM (SELECT * FROM starts${contains.length > 0 ? sql` UNION ALL ${unionAll(contains)}` : sql``}) candidates
      ORDER BY id, rank
    )
    SELECT c.uuid, c.fullname, c.mobile, c.email, found.vehicle
    FROM found JOIN customers c ON c.id = found.id
    ORDER BY CASE WHEN ${exactName}${exactMobile} THEN ${RANK_EXACT} ELSE found.rank END, c.fullname COLLATE "und-x-icu", c.id
    LIMIT ${SEARCH_LIMIT}`;
}

export type ClientHit = { uuid: string; fullname: string; mobile: string | null; email: string | null; vehicle: string | null };

/** The account's live customers matching `q` (at most SEARCH_LIMIT); none when `q` is too short. */
export async function searchClients(db: DbOrTx, accountId: number, q: string): Promise<ClientHit[]> {
  const terms = searchTerms(q);
  if (!terms) return [];
  const { rows } = await db.execute<ClientHit>(clientSearchQuery(accountId, terms));
  return rows;
}

/**
 * The exact statement `searchClients` sends (text and parameters), for running the same SQL
 * through `pg` beside the HTTP route (npm run bench); null when `q` is too short to search.
 */
export function clientSearchStatement(accountId: number, q: string): { sql: string; params: unknown[] } | null {
  const terms = searchTerms(q);
  return terms ? new PgDialect().sqlToQuery(clientSearchQuery(accountId, terms)) : null;
}
