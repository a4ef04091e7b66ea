// Bulk data for the data benchmark, generated inside PostgreSQL (INSERT … SELECT generate_series):
// customers with Québec names, billing addresses and vehicles with valid VINs and plates. Rows
// follow the API's rules (digits-only unique mobiles, upper-case VINs, SYSTEM makes and models);
// the same seed numbers give the same data.
import { AREA_CODES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, STREETS, VEHICLE_MODELS, emailPart } from '../seed/quebec.mjs';

const TABLES = ['customers', 'customer_addresses', 'mechs'];

/** Prints one line per step with its duration. */
export async function step(label, work) {
  const started = performance.now();
  process.stdout.write(`  data: ${label}…`);
  const result = await work();
  console.log(` ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * Secondary indexes are dropped during a bulk load and built again after it (far faster than
 * updating them row by row); the definitions are read from the migrated database, so the indexes
 * measured are exactly the migrations' own. Primary keys and unique constraints stay.
 */
export async function dropSecondaryIndexes(client, tables = TABLES) {
  const { rows } = await client.query(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
      WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    [tables],
  );
  for (const { name } of rows) await client.query(`DROP INDEX "${name}"`);
  return rows;
}

export async function createIndexes(client, indexes) {
  await client.query(`SET maintenance_work_mem = '512MB'`);
  for (const { name, definition } of indexes) await step(`index ${name}`, () => client.query(definition));
}

/** VIN check digit (position 9) in SQL: ISO 3779 transliteration and weights, like scripts/seed/vin.mjs. */
const VIN_FUNCTION = `
CREATE OR REPLACE FUNCTION pg_temp.with_check_digit(draft text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT overlay(draft PLACING CASE WHEN s % 11 = 10 THEN 'X' ELSE (s % 11)::text END FROM 9 FOR 1)
  FROM (
    SELECT sum(translate(c, 'ABCDEFGHJKLMNPRSTUVWXYZ', '12345678123457923456789')::int * w) AS s
    FROM unnest(string_to_array(draft, NULL), ARRAY[8,7,6,5,4,3,2,10,0,9,8,7,6,5,4,3,2]) AS t(c, w)
  ) sums
$$`;

/**
 * `count` customers numbered from..from+count-1 in the account (the number drives every choice, so
 * two ranges never share a mobile number). About one in six has no email, one in ten no mobile.
 */
export async function insertCustomers(client, { accountId, from, count }) {
  await client.query(
    `INSERT INTO customers (account_id, fullname, email, mobile, created_at, updated_at)
     SELECT $1,
            ($4::text[])[1 + f] || ' ' || ($6::text[])[1 + l],
            CASE WHEN g % 6 = 0 THEN NULL
                 ELSE ($5::text[])[1 + f] || '.' || ($7::text[])[1 + l] || CASE WHEN g % 3 = 0 THEN (g % 97)::text ELSE '' END
                      || '@' || ($8::text[])[1 + g % cardinality($8::text[])] END,
            -- 3 area codes × a bijection of 8 000 000 local numbers: unique for 24 million rows.
            CASE WHEN g % 10 = 0 THEN NULL
                 ELSE ($9::text[])[1 + g % 3] || (2000000 + (g::bigint * 7919) % 8000000)::text END,
            now() - (h % 2000) * interval '1 day', now() - (h % 2000) * interval '1 day'
     FROM (SELECT g, abs(hashint4(g)) AS h,
                  abs(hashint4(g)) % cardinality($4::text[]) AS f,
                  abs(hashint4(g # 1431655765)) % cardinality($6::text[]) AS l
           FROM generate_series($2::int, $3::int) AS g) AS s`,
    [accountId, from, from + count - 1, FIRST_NAMES, FIRST_NAMES.map(emailPart), LAST_NAMES, LAST_NAMES.map(emailPart), EMAIL_DOMAINS, AREA_CODES],
  );
}

/** A billing address for four customers in five (those of the account that have none yet). */
export async function insertAddresses(client, { accountId }) {
  await client.query(
    `INSERT INTO customer_addresses (account_id, customer_id, type, street_number, address_line_1, city, region, country, postcode)
     SELECT c.account_id, c.id, 'BILLING', (1 + h % 9800)::text, ($2::text[])[1 + h % cardinality($2::text[])],
            ($3::text[])[1 + h % cardinality($2::text[])], 'QC', 'CA',
            ($4::text[])[1 + h % cardinality($2::text[])] || ' ' || (h / 7 % 10)::text
              || substr('ABCEGHJKLMNPRSTVWXYZ', 1 + (h / 70 % 20)::int, 1) || (h / 1400 % 10)::text
     FROM (SELECT id, account_id, abs(hashint4(id)) AS h FROM customers WHERE account_id = $1) c
     WHERE c.h % 5 <> 0 AND NOT EXISTS (SELECT 1 FROM customer_addresses a WHERE a.customer_id = c.id)`,
    [accountId, STREETS.map((s) => s.street), STREETS.map((s) => s.city), STREETS.map((s) => s.fsa)],
  );
}

/** SYSTEM make and model ids of the vehicle table (null when the makes are not loaded). */
async function modelRefs(client, accountId) {
  const types = new Map((await client.query(`SELECT id, name FROM equipment_types WHERE account_id = $1`, [accountId])).rows.map((r) => [r.name, r.id]));
  const refs = [];
  for (const m of VEHICLE_MODELS) {
    const make = (await client.query(`SELECT id FROM makes WHERE account_id IS NULL AND lower(name) = lower($1) LIMIT 1`, [m.make])).rows[0];
    const model = make
      ? (await client.query(`SELECT id FROM models WHERE make_id = $1 AND account_id IS NULL AND lower(name) = lower($2) LIMIT 1`, [make.id, m.model])).rows[0]
      : undefined;
    refs.push({ ...m, makeId: make?.id ?? null, modelId: model?.id ?? null, typeId: types.get(m.type === 'truck' ? 'Camion' : 'Voiture') ?? null });
  }
  return refs;
}

/**
 * `count` vehicles spread over the account's customers (two per customer on average), numbered
 * from `serialFrom` (the VIN's last six digits). Every VIN has a valid check digit and decodes
 * to its make and model; plates are in the 'A12 BCD' format.
 */
export async function insertVehicles(client, { accountId, count, serialFrom }) {
  // Repeated by weight: a Civic is more frequent than an Accord.
  const refs = (await modelRefs(client, accountId)).flatMap((r) => Array(r.weight).fill(r));
  const customers = Number((await client.query(`SELECT count(*) FROM customers WHERE account_id = $1`, [accountId])).rows[0].count);
  await client.query(VIN_FUNCTION);
  await client.query(
    `WITH c AS (SELECT id, (row_number() OVER (ORDER BY id) - 1)::int AS rn FROM customers WHERE account_id = $1),
          v AS (SELECT k, abs(hashint4(k + 77)) AS h, abs(hashint4(k # 987654321)) AS p FROM generate_series(0, $2::int - 1) AS k),
          t AS (SELECT v.*, 1 + v.p % cardinality($4::text[]) AS m FROM v)
     INSERT INTO mechs (account_id, customer_id, serial_number, model_year, make_id, model_id, type_id, license, unit, mileage_in, created_at, updated_at)
     SELECT $1, c.id,
            pg_temp.with_check_digit(($4::text[])[m] || '0'
              || substr('ABCDEFGHJKLMNPRSTVWXY123456789', 1 + (y - 1980) % 30, 1) || ($5::text[])[m] || lpad(($3::int + k)::text, 6, '0')),
            y, ($8::int[])[m], ($9::int[])[m], ($10::int[])[m],
            substr('ABCDEFGHJKLMNPRSTVWXYZ', 1 + h % 22, 1) || lpad((h / 22 % 100)::text, 2, '0') || ' '
              || substr('ABCDEFGHJKLMNPRSTVWXYZ', 1 + h / 2200 % 22, 1) || substr('ABCDEFGHJKLMNPRSTVWXYZ', 1 + h / 48400 % 22, 1)
              || substr('ABCDEFGHJKLMNPRSTVWXYZ', 1 + h / 1064800 % 22, 1),
            'km', 5000 + (h % 245) * 1000 + h % 997, now() - (h % 1500) * interval '1 day', now() - (h % 1500) * interval '1 day'
     FROM (SELECT t.*, ($6::int[])[m] + (h / 3 % (($7::int[])[m] - ($6::int[])[m] + 1)) AS y FROM t) AS t
     JOIN c ON c.rn = t.h % $11::int`,
    [
      accountId,
      count,
      serialFrom,
      refs.map((r) => r.prefix),
      refs.map((r) => r.plant),
      refs.map((r) => r.years[0]),
      refs.map((r) => r.years[1]),
      refs.map((r) => r.makeId),
      refs.map((r) => r.modelId),
      refs.map((r) => r.typeId),
      customers,
    ],
  );
}
