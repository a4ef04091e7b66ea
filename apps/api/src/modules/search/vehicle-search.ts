import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_LIMIT } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { searchTerms } from './search-terms.js';

/*
 * The command palette's vehicles group (issue 17): live vehicles of live customers whose VIN or
 * plate contains the typed fragment (compared as mechs.search_text stores them: upper case, the
 * plate without spaces or dashes), through the mechs_search_idx trigram index. An exact VIN or
 * plate first, then those starting with the fragment, then the rest, each by plate then VIN.
 */

// The plate part of search_text ('VIN PLATE').
const plate = sql`substr(m.search_text, strpos(m.search_text, ' ') + 1)`;

export function vehicleSearchQuery(accountId: number, vehicle: string): SQL {
  const rank = sql`CASE
      WHEN upper(m.serial_number) = ${vehicle} OR ${plate} = ${vehicle} THEN 0
      WHEN upper(m.serial_number) LIKE ${vehicle} || '%' OR ${plate} LIKE ${vehicle} || '%' THEN 1
      ELSE 2 END`;
  return sql`SELECT m.uuid, m.serial_number AS "serialNumber", m.license, m.model_year AS "modelYear",
      mk.name AS make, md.name AS model, c.fullname AS customer
    FROM mechs m
    JOIN customers c ON c.id = m.customer_id AND c.account_id = ${accountId} AND c.deleted_at IS NULL
    LEFT JOIN makes mk ON mk.id = m.make_id
    LEFT JOIN models md ON md.id = m.model_id
    WHERE m.account_id = ${accountId} AND m.deleted_at IS NULL AND m.search_text LIKE '%' || ${vehicle} || '%'
    ORDER BY ${rank}, ${plate}, m.serial_number, m.id
    LIMIT ${SEARCH_LIMIT}`;
}

export type VehicleHit = {
  uuid: string;
  serialNumber: string | null;
  license: string | null;
  modelYear: number | null;
  make: string | null;
  model: string | null;
  customer: string;
};

/** The account's vehicles whose VIN or plate contains `q` (at most SEARCH_LIMIT); none below three letters or digits. */
export async function searchVehicles(db: DbOrTx, accountId: number, q: string): Promise<VehicleHit[]> {
  const vehicle = searchTerms(q)?.vehicle;
  if (!vehicle) return [];
  const { rows } = await db.execute<VehicleHit>(vehicleSearchQuery(accountId, vehicle));
  return rows;
}
