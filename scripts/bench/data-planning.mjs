// The planning benchmark's shop (issue 15), generated inside PostgreSQL like data-generate.mjs: a
// Québec shop with 4 bays and 2 technicians taking online appointments, open Monday to Friday
// 8:00–17:00 with lunch at noon, its public holidays closed, and `count` appointments on its grid
// of one-hour blocks per bay, from the end of its 60-day booking horizon back into the past (20 000
// of them reach back about two and a half years). Nine blocks in ten are taken (one appointment
// in five lasts only the first half hour), so most working slots of the next 60 days are busy and
// the widget finds a free one in a handful. The blocks never overlap, so the migration's exclusion
// constraints (kept during the load) hold. Bays 1 and 2 come with technicians 1 and 2; bays 3 and
// 4 hold the shop's own appointments without a technician.
import { contracts } from './api-sql.mjs';
import { BENCH_TIMEZONE, insertMoreTechnicians, setShopPreferences } from './data-timelog.mjs';

export const PLANNING_SLUG = 'banc-planification';
export const PLANNING_BAYS = 4;
export const PLANNING_TECHNICIANS = 2;
export const PLANNING_HORIZON_DAYS = 60;
/** Share of the grid's blocks left free (out of 100). */
const FREE_PERCENT = 10;
/** The grid's one-hour blocks of a working day (lunch 12:00–13:00 is not one). */
const BLOCK_HOURS = [8, 9, 10, 11, 13, 14, 15, 16];
const DAY_HOURS = { open: '08:00', close: '17:00', breakStart: '12:00', breakEnd: '13:00' };

/** The shop's today (its time zone) as YYYY-MM-DD. */
async function todayOf(client, timezone) {
  const { rows } = await client.query(`SELECT (now() AT TIME ZONE $1)::date::text AS today`, [timezone]);
  return rows[0].today;
}

/**
 * Booking settings (slug, request mode, 30-minute grid, 2 h notice, 60-day horizon, the week, the
 * holidays of this year and next), 4 bays, 2 booking technicians and the catalogue's first three
 * services (and a fourth as an add-on) offered online. Answers their ids.
 */
export async function insertBookingShop(client, { accountId, slug = PLANNING_SLUG, timezone = BENCH_TIMEZONE }) {
  await setShopPreferences(client, { accountId, timezone });
  const year = Number((await todayOf(client, timezone)).slice(0, 4));
  // The seed's holidays import the contracts (TypeScript): loaded once tsx is registered.
  await contracts();
  const { publicHolidays } = await import('../seed/holidays.mjs');
  const closures = [...publicHolidays('CA', 'QC', year), ...publicHolidays('CA', 'QC', year + 1)];
  await client.query(
    `INSERT INTO booking_settings (account_id, enabled, slug, mode, slot_minutes, min_notice_minutes, horizon_days, hours, closures)
     VALUES ($1, true, $2, 'REQUEST', 30, 120, $3, $4::jsonb, $5::jsonb)`,
    [accountId, slug, PLANNING_HORIZON_DAYS, JSON.stringify([...Array(5).fill(DAY_HOURS), null, null]), JSON.stringify(closures)],
  );
  const { rows: bays } = await client.query(
    `INSERT INTO bays (account_id, name, position) SELECT $1, 'Baie ' || i, i FROM generate_series(1, $2::int) AS i RETURNING id`,
    [accountId, PLANNING_BAYS],
  );
  await insertMoreTechnicians(client, { accountId, count: PLANNING_TECHNICIANS });
  const { rows: technicians } = await client.query(
    `INSERT INTO booking_technicians (account_id, user_id)
     SELECT account_id, id FROM users WHERE account_id = $1 AND permission_flags = 'EMPLOYEE' AND deleted_at IS NULL ORDER BY id LIMIT $2
     RETURNING user_id AS id`,
    [accountId, PLANNING_TECHNICIANS],
  );
  const { rows: services } = await client.query(
    `INSERT INTO booking_services (account_id, catalog_item_id, minutes, price, addon, position)
     SELECT account_id, id, CASE WHEN rn = 4 THEN 15 ELSE 30 * rn END, CASE WHEN price IS NULL THEN 125 END, rn = 4, rn
     FROM (SELECT account_id, id, price, row_number() OVER (ORDER BY id)::int AS rn
           FROM catalog_items WHERE account_id = $1 AND kind = 'SERVICE' AND deleted_at IS NULL) AS c
     WHERE rn <= 4
     RETURNING catalog_item_id AS id, addon`,
    [accountId],
  );
  if (services.filter((s) => !s.addon).length < 3) throw new Error(`account ${accountId} has fewer than 3 catalogue services to offer online`);
  return { slug, closures, bayIds: bays.map((b) => b.id), technicianIds: technicians.map((t) => t.id), services };
}

/**
 * `count` appointments on the grid (see the top of the file), the newest block ending with the
 * horizon's last day. Those gone by arrived (a few canceled or no-show), those to come are
 * confirmed or requested (a few canceled); one in four was booked online. Answers the range.
 */
export async function insertAppointments(client, { accountId, count, bayIds, technicianIds, closures, timezone = BENCH_TIMEZONE }) {
  const today = await todayOf(client, timezone);
  const {
    rows: [{ vehicles }],
  } = await client.query(`SELECT count(*)::int AS vehicles FROM mechs WHERE account_id = $1`, [accountId]);
  if (vehicles === 0) throw new Error(`account ${accountId} has no vehicles for its appointments`);
  // Enough weekdays back for `count` blocks, whatever the holidays.
  const perDay = BLOCK_HOURS.length * bayIds.length * ((100 - FREE_PERCENT) / 100);
  const days = Math.ceil((count / perDay) * 1.3 * (7 / 5)) + PLANNING_HORIZON_DAYS;
  const { rows } = await client.query(
    `WITH m AS (SELECT id, customer_id, (row_number() OVER (ORDER BY id) - 1)::int AS rn FROM mechs WHERE account_id = $1),
          s AS (SELECT bs.catalog_item_id AS id, ci.name, coalesce(bs.price, ci.price) AS price, (row_number() OVER (ORDER BY bs.position) - 1)::int AS rn
                FROM booking_services bs JOIN catalog_items ci ON ci.id = bs.catalog_item_id WHERE bs.account_id = $1 AND NOT bs.addon),
          d AS (SELECT day::date AS day FROM generate_series($2::date + $3::int - 1, $2::date + $3::int - $4::int, interval '-1 day') AS day
                WHERE extract(isodow FROM day) <= 5 AND NOT (day::date::text = ANY($5::text[]))),
          grid AS (SELECT d.day, h, b, abs(hashint4((d.day - date '2000-01-01') * 1000 + h * 10 + b)) AS r
                   FROM d, unnest($6::int[]) AS h, generate_series(0, $7::int - 1) AS b),
          kept AS (SELECT day, h, b, r, ((day + make_time(h, 0, 0)) AT TIME ZONE $8::text) AS start_time
                   FROM grid WHERE r % 100 >= $9::int ORDER BY day DESC, h DESC, b DESC LIMIT $10::int),
          e AS (SELECT kept.*, start_time + CASE WHEN r % 5 = 0 THEN interval '30 minutes' ELSE interval '1 hour' END AS end_time,
                       start_time < now() AS past, r % 4 = 0 AS online FROM kept)
     INSERT INTO events (account_id, status, source, start_time, end_time, bay_id, technician_id, customer_id, mech_id, services, contact,
                         vehicle_text, language, seen_at, created_at, updated_at)
     SELECT $1,
            CASE WHEN e.past THEN CASE WHEN e.r % 20 < 2 THEN 'CANCELED' WHEN e.r % 20 = 2 THEN 'NO_SHOW' ELSE 'ARRIVED' END
                 ELSE CASE WHEN e.r % 10 = 0 THEN 'CANCELED' WHEN e.r % 10 < 4 THEN 'REQUESTED' ELSE 'CONFIRMED' END END,
            CASE WHEN e.online THEN 'ONLINE' ELSE 'SHOP' END,
            e.start_time, e.end_time,
            ($11::int[])[1 + e.b],
            CASE WHEN e.b < cardinality($12::int[]) THEN ($12::int[])[1 + e.b] END,
            m.customer_id, m.id,
            jsonb_build_array(jsonb_build_object('catalogItemId', s.id, 'name', s.name, 'minutes', extract(epoch FROM e.end_time - e.start_time)::int / 60,
                                                 'price', s.price::float8)),
            CASE WHEN e.online THEN jsonb_build_object('fullname', c.fullname, 'email', c.email, 'mobile', c.mobile) END,
            NULL, CASE WHEN e.online THEN 'fr' END,
            CASE WHEN NOT e.online OR e.past OR e.r % 7 <> 0 THEN least(now(), e.start_time - interval '1 day') END,
            least(now(), e.start_time - (1 + e.r % 20) * interval '1 day'), least(now(), e.start_time - (1 + e.r % 20) * interval '1 day')
     FROM e
     JOIN m ON m.rn = e.r % $13::int
     JOIN customers c ON c.id = m.customer_id
     JOIN s ON s.rn = e.r % (SELECT count(*) FROM s)::int
     RETURNING start_time`,
    [
      accountId,
      today,
      PLANNING_HORIZON_DAYS,
      days,
      closures.map((c) => c.from),
      BLOCK_HOURS,
      bayIds.length,
      timezone,
      FREE_PERCENT,
      count,
      bayIds,
      technicianIds,
      vehicles,
    ],
  );
  if (rows.length !== count) throw new Error(`${rows.length} appointments generated, ${count} asked`);
  const starts = rows.map((r) => r.start_time.getTime());
  const now = Date.now();
  return {
    appointments: rows.length,
    future: starts.filter((t) => t > now).length,
    first: new Date(Math.min(...starts)).toISOString().slice(0, 10),
    last: new Date(Math.max(...starts)).toISOString().slice(0, 10),
  };
}

/** The whole shop, then VACUUM ANALYZE (the state autovacuum leaves a table in). */
export async function loadPlanning(client, { accountId, count, timezone = BENCH_TIMEZONE }) {
  const started = performance.now();
  const shop = await insertBookingShop(client, { accountId, timezone });
  const made = await insertAppointments(client, { accountId, count, ...shop, timezone });
  await client.query('VACUUM (ANALYZE) events, booking_settings, bays, booking_technicians, booking_services');
  return { ...shop, ...made, seconds: +((performance.now() - started) / 1000).toFixed(1) };
}
