// Time entries for the data benchmark (issue 13), generated inside PostgreSQL like
// data-generate.mjs, in the work-order shop once its work orders exist. A shop with 500 000 work
// orders in five years opens about 270 a day: it employs dozens of technicians, so the entries are
// spread over 40 of them (the 4 of data-worksheets.mjs and more), each working 07:00 to 15:30 in
// the shop's time zone in back-to-back 15-minute slots (12 to 15 minutes clocked, the rest a gap),
// day after day back from yesterday: 1 000 000 entries are about two years. The slots never
// overlap, so the migration's exclusion constraint (kept during the load) holds; one technician
// in two also has a clock running since a few minutes (at most one each, as the database wants).
// Nine entries in ten are on a work order created shortly before, eight and a half in ten on one
// of its SERVICE lines; the rest is shop time without a work order.
import { FIRST_NAMES, LAST_NAMES } from '../seed/quebec.mjs';
import { createIndexes, dropSecondaryIndexes, step } from './data-generate.mjs';

export const TIMELOG_TABLES = ['timelogs'];

/** A Québec shop: the days of the entries and of the timesheet's weeks are Montréal's. */
export const BENCH_TIMEZONE = 'America/Toronto';

const SLOT_MINUTES = 15;
const SLOTS_PER_DAY = 34;
const FIRST_SLOT = '07:00';

/** A Québec shop's hourly rate: the productivity report prices sold hours with it. */
export const BENCH_HOURLY_RATE = 125;

/** The shop's time zone and hourly rate in its preferences (the API reads them on every call). */
export async function setShopPreferences(client, { accountId, timezone = BENCH_TIMEZONE, hourlyRate = BENCH_HOURLY_RATE }) {
  await client.query(
    `UPDATE accounts
        SET preferences = preferences
          || jsonb_build_object('dateTime', coalesce(preferences->'dateTime', '{}'::jsonb) || jsonb_build_object('timezone', $2::text))
          || jsonb_build_object('hourlyRates', coalesce(preferences->'hourlyRates', '{}'::jsonb) || jsonb_build_object('valuePerUnit', $3::numeric))
      WHERE id = $1`,
    [accountId, timezone, hourlyRate],
  );
}

/** EMPLOYEE users until the account has `count` of them (no password: nobody signs in as them). */
export async function insertMoreTechnicians(client, { accountId, count }) {
  const {
    rows: [{ n }],
  } = await client.query(`SELECT count(*)::int AS n FROM users WHERE account_id = $1 AND permission_flags = 'EMPLOYEE' AND deleted_at IS NULL`, [accountId]);
  await client.query(
    `INSERT INTO users (account_id, username, fullname, email, permission_flags, verified)
     SELECT $1::int, 'tech' || $1::int || '-t' || i, ($4::text[])[1 + (i * 7) % cardinality($4::text[])] || ' ' || ($5::text[])[1 + (i * 13) % cardinality($5::text[])],
            'tech' || $1::int || '-t' || i || '@bench.test', 'EMPLOYEE', true
     FROM generate_series($2::int + 1, $3::int) AS i`,
    [accountId, n, count, FIRST_NAMES, LAST_NAMES],
  );
}

/**
 * The three lines of data-worksheets.mjs (a priced service, a part, a service priced at the hourly
 * rate) on every work order created in the last `days` that has none yet: time is clocked on them.
 */
export async function insertMissingLines(client, { accountId, days }) {
  const {
    rows: [status],
  } = await client.query(`SELECT id FROM entry_statuses WHERE account_id = $1 ORDER BY position, id LIMIT 1`, [accountId]);
  const { rowCount } = await client.query(
    `WITH w AS (SELECT id, mech_id, created_at, abs(hashint4(id)) AS h FROM worksheets w
                WHERE account_id = $1 AND deleted_at IS NULL AND created_at >= now() - $2::int * interval '1 day'
                  AND NOT EXISTS (SELECT 1 FROM entries e WHERE e.worksheet_id = w.id))
     INSERT INTO entries (account_id, mech_id, worksheet_id, name, type, status_id, value_measured, price, position, created_at, updated_at)
     SELECT $1, w.mech_id, w.id, l.name, l.type, $3,
            CASE l.pos WHEN 1 THEN 0.5 + (w.h % 7) * 0.25 WHEN 2 THEN 1 + w.h % 4 ELSE 1.5 END,
            CASE l.pos WHEN 1 THEN 95 + (w.h % 40) WHEN 2 THEN 12.99 + (w.h % 9000) / 100.0 ELSE NULL END,
            l.pos, w.created_at, w.created_at
     FROM w CROSS JOIN (VALUES (1, 'Changement d''huile et filtre', 'SERVICE'),
                               (2, 'Filtre à huile', 'PRODUCT'),
                               (3, 'Inspection des freins', 'SERVICE')) AS l(pos, name, type)`,
    [accountId, days, status?.id ?? null],
  );
  return rowCount;
}

/** How many days back the entries go for `count` of them over `technicians` people. */
export const timelogDays = ({ count, technicians }) => Math.ceil(count / technicians / SLOTS_PER_DAY);

/**
 * `count` entries over the account's EMPLOYEE users: closed ones in slots, day after day back
 * from yesterday (shop time), and a running clock for one technician in two (part of `count`).
 * Entry n is technician n % T's slot n / T; its work order is the one numbered by the time: the
 * last number less the 315-second steps between the newest work order and the entry's start
 * (data-worksheets.mjs), less up to 23 more (created up to two hours before), read from the shop.
 */
export async function insertTimelogs(client, { accountId, count, timezone = BENCH_TIMEZONE }) {
  const { rows: people } = await client.query(`SELECT id FROM users WHERE account_id = $1 AND permission_flags = 'EMPLOYEE' AND deleted_at IS NULL ORDER BY id`, [
    accountId,
  ]);
  const technicians = people.map((p) => p.id);
  if (technicians.length === 0) throw new Error(`account ${accountId} has no technicians`);
  const running = technicians.filter((_, i) => i % 2 === 0);
  const closed = count - running.length;
  // Work orders by number, with their SERVICE lines: the entries join them by number.
  await client.query(`DROP TABLE IF EXISTS pg_temp.bench_worksheets`);
  await client.query(
    `CREATE TEMP TABLE bench_worksheets AS
     SELECT w.worksheet_id AS number, w.id,
            array_agg(e.id ORDER BY e.position, e.id) FILTER (WHERE e.type = 'SERVICE') AS services
     FROM worksheets w LEFT JOIN entries e ON e.worksheet_id = w.id
     WHERE w.account_id = $1 AND w.deleted_at IS NULL AND w.created_at >= now() - $2::int * interval '1 day'
     GROUP BY w.id`,
    [accountId, timelogDays({ count, technicians: technicians.length }) + 3],
  );
  await client.query(`CREATE UNIQUE INDEX ON bench_worksheets (number)`);
  await client.query(`ANALYZE bench_worksheets`);
  const shared = `
    p AS (SELECT (now() AT TIME ZONE $3::text)::date AS today,
                 max(worksheet_id) AS last_number, max(created_at) AS last_created,
                 extract(epoch FROM max(created_at) - min(created_at)) / greatest(count(*) - 1, 1) AS every
          FROM worksheets WHERE account_id = $1 AND deleted_at IS NULL)`;
  const pick = `
     CASE WHEN s.kind > 0 THEN b.id END,
     CASE WHEN s.kind = 2 AND cardinality(b.services) > 0 THEN b.services[1 + s.h % cardinality(b.services)] END`;
  const number = `p.last_number - floor(extract(epoch FROM p.last_created - t.start) / p.every)::bigint - 1 - t.h / 7 % 24`;
  await client.query(
    `WITH ${shared},
          g AS (SELECT n, abs(hashint4(n + 1313)) AS h, ($4::int[])[1 + n % cardinality($4::int[])] AS user_id,
                       n / cardinality($4::int[]) AS i FROM generate_series(0, $2::int - 1) AS n),
          d AS (SELECT g.*, p.today - (1 + g.i / ${SLOTS_PER_DAY})::int AS day, g.i % ${SLOTS_PER_DAY} AS slot,
                       -- 0: shop time (one in ten), 1: a work order without a line, 2: one of its services.
                       CASE WHEN g.h % 20 < 2 THEN 0 WHEN g.h % 20 = 2 THEN 1 ELSE 2 END AS kind
                FROM g CROSS JOIN p),
          t AS (SELECT d.*, (d.day + time '${FIRST_SLOT}' + d.slot * interval '${SLOT_MINUTES} minutes') AT TIME ZONE $3::text AS start FROM d),
          s AS (SELECT t.*, ${number} AS number FROM t CROSS JOIN p)
     INSERT INTO timelogs (account_id, user_id, worksheet_id, entry_id, name, notes, start_time, end_time, date, created_at, updated_at)
     SELECT $1, s.user_id, ${pick},
            CASE s.kind WHEN 0 THEN ($5::text[])[1 + s.h / 20 % cardinality($5::text[])] END,
            CASE WHEN s.h % 50 = 0 THEN 'Pièce en attente' END,
            s.start, s.start + (${SLOT_MINUTES} - s.h / 3 % 4) * interval '1 minute', s.day,
            s.start + interval '${SLOT_MINUTES} minutes', s.start + interval '${SLOT_MINUTES} minutes'
     FROM s LEFT JOIN bench_worksheets b ON b.number = s.number`,
    [accountId, closed, timezone, technicians, ['Nettoyage de l’atelier', 'Formation', 'Entretien des outils', 'Réception des pièces']],
  );
  // The running clocks: started a few minutes ago (well before the 12 h auto-close), after the
  // technician's last slot of yesterday.
  await client.query(
    `WITH ${shared},
          t AS (SELECT r.user_id, abs(hashint4(r.user_id)) AS h, 2 AS kind, now() - (5 + r.k * 3) * interval '1 minute' AS start
                FROM unnest($2::int[]) WITH ORDINALITY AS r(user_id, k)),
          s AS (SELECT t.*, ${number} AS number FROM t CROSS JOIN p)
     INSERT INTO timelogs (account_id, user_id, worksheet_id, entry_id, start_time, date, created_at, updated_at)
     SELECT $1, s.user_id, ${pick}, s.start, (s.start AT TIME ZONE $3::text)::date, s.start, s.start
     FROM s LEFT JOIN bench_worksheets b ON b.number = s.number`,
    [accountId, running, timezone],
  );
  await client.query(`DROP TABLE bench_worksheets`);
  return { technicians: technicians.length, running: running.length, days: timelogDays({ count, technicians: technicians.length }) };
}

/**
 * The table's foreign keys, dropped for a bulk load: checked row by row they are five look-ups per
 * entry, while adding them back checks every row in one pass, as pg_restore does. The exclusion
 * constraint stays: its GiST index built afterwards took longer than the load beside it (200 000
 * entries: 25 s with it kept, 9 s + 28 s without then added back). Answers their definitions.
 */
export async function dropForeignKeys(client, table) {
  const { rows } = await client.query(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS definition FROM pg_constraint
      WHERE conrelid = $1::regclass AND contype = 'f' ORDER BY conname`,
    [table],
  );
  for (const { name } of rows) await client.query(`ALTER TABLE "${table}" DROP CONSTRAINT "${name}"`);
  return rows.map((r) => ({ ...r, table }));
}

/** Adds them back: each checks every row (an entry of another shop or work order fails the benchmark). */
export async function addConstraints(client, constraints) {
  await client.query(`SET maintenance_work_mem = '512MB'`);
  for (const { table, name, definition } of constraints) {
    await step(`constraint ${name}`, () => client.query(`ALTER TABLE "${table}" ADD CONSTRAINT "${name}" ${definition}`));
  }
}

/**
 * Everything the time cases need in the work-order shop (its work orders already in): the time
 * zone and hourly rate, the technicians, lines on the work orders of the period, `count` entries
 * loaded with the secondary indexes and foreign keys off (built and checked again after; the
 * exclusion constraint checks the slots as they go in), then VACUUM ANALYZE.
 */
export async function loadTimelogs(client, { accountId, count, technicians = 40 }) {
  const started = performance.now();
  await setShopPreferences(client, { accountId });
  await step(`technicians up to ${technicians}`, () => insertMoreTechnicians(client, { accountId, count: technicians }));
  const days = timelogDays({ count, technicians }) + 3;
  const lineKeys = await step('drop line indexes and foreign keys for the load', async () => ({
    indexes: await dropSecondaryIndexes(client, ['entries']),
    constraints: await dropForeignKeys(client, 'entries'),
  }));
  const lines = await step(`lines on the work orders of the last ${days} days`, () => insertMissingLines(client, { accountId, days }));
  await createIndexes(client, lineKeys.indexes);
  await addConstraints(client, lineKeys.constraints);
  const constraints = await step('drop time-entry foreign keys for the load', () => dropForeignKeys(client, 'timelogs'));
  const indexes = await step('drop time-entry indexes for the load', () => dropSecondaryIndexes(client, TIMELOG_TABLES));
  const made = await step(`${count.toLocaleString('en')} time entries`, () => insertTimelogs(client, { accountId, count }));
  await createIndexes(client, indexes);
  await addConstraints(client, constraints);
  await step('VACUUM ANALYZE time entries', () => client.query('VACUUM (ANALYZE) timelogs, entries, users, accounts'));
  return { ...made, lines, seconds: +((performance.now() - started) / 1000).toFixed(1) };
}
