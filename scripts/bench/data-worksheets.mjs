// Work orders for the data benchmark, generated inside PostgreSQL like data-generate.mjs: numbered
// 1..count in the account (worksheet_counters set to the last), newest first by creation time,
// spread over about five years; the newest few percent still on the board's TODO and IN_PROGRESS
// columns, the rest DONE. Each uses a vehicle of the shop and that vehicle's owner, and one in five
// has no technician. The newest `withLines` carry three lines each (priced service, part, and a
// service without a price, which the totals price at the hourly rate).

export const WORKSHEET_TABLES = ['worksheets', 'entries'];

const TECHNICIANS = ['Marc-André Bélanger', 'Sophie Lachance', 'Jean-François Roy', 'Émilie Thibault'];

/** A few EMPLOYEE users (no password: nobody signs in as them) beside the owner, to be technicians. */
export async function insertTechnicians(client, { accountId }) {
  await client.query(
    `INSERT INTO users (account_id, username, fullname, email, permission_flags, verified)
     SELECT $1::int, 'tech' || $1::int || '-' || i, name, 'tech' || $1::int || '-' || i || '@bench.test', 'EMPLOYEE', true
     FROM unnest($2::text[]) WITH ORDINALITY AS t(name, i)`,
    [accountId, TECHNICIANS],
  );
}

/** The account's work-order statuses by group (the sign-up defaults). */
export async function statusesByGroup(client, accountId) {
  const { rows } = await client.query(`SELECT id, "group" FROM worksheet_statuses WHERE account_id = $1 ORDER BY position, id`, [accountId]);
  const of = (group) => rows.filter((r) => r.group === group).map((r) => r.id);
  const groups = { active: [...of('TODO'), ...of('IN_PROGRESS')], done: of('DONE') };
  if (groups.active.length === 0 || groups.done.length === 0) throw new Error(`account ${accountId} has no default work-order statuses`);
  return groups;
}

/**
 * `count` work orders: number g is created (count - g) × 5 min 15 s before now (500 000 of them
 * span about five years); the newest `active` share the TODO / IN_PROGRESS statuses, the others
 * the DONE ones, entered a few hours after creation.
 */
export async function insertWorksheets(client, { accountId, count, active }) {
  const statuses = await statusesByGroup(client, accountId);
  const { rows: technicians } = await client.query(`SELECT id FROM users WHERE account_id = $1 AND deleted_at IS NULL ORDER BY id`, [accountId]);
  const {
    rows: [{ count: vehicles }],
  } = await client.query(`SELECT count(*)::int AS count FROM mechs WHERE account_id = $1`, [accountId]);
  if (vehicles === 0) throw new Error(`account ${accountId} has no vehicles for its work orders`);
  await client.query(
    `WITH m AS (SELECT id, customer_id, (row_number() OVER (ORDER BY id) - 1)::int AS rn FROM mechs WHERE account_id = $1),
          w AS (SELECT g, abs(hashint4(g + 4242)) AS h, now() - ($2::int - g) * interval '315 seconds' AS created
                FROM generate_series(1, $2::int) AS g)
     INSERT INTO worksheets (account_id, worksheet_id, customer_id, mech_id, technician_id, status_id, status_changed_at, notes, created_at, updated_at)
     SELECT $1, w.g, m.customer_id, m.id,
            CASE WHEN w.h % 5 = 0 THEN NULL ELSE ($4::int[])[1 + w.h % cardinality($4::int[])] END,
            CASE WHEN w.g > $2::int - $3::int THEN ($5::int[])[1 + w.g % cardinality($5::int[])]
                 ELSE ($6::int[])[1 + w.g % cardinality($6::int[])] END,
            -- Active ones entered their status within the last days, done ones hours after creation.
            CASE WHEN w.g > $2::int - $3::int THEN greatest(w.created, now() - (w.h % 240) * interval '1 hour')
                 ELSE w.created + (1 + w.h % 72) * interval '1 hour' END,
            CASE WHEN w.h % 4 = 0 THEN 'Client attend sur place' END,
            w.created, w.created
     FROM w JOIN m ON m.rn = w.h % $7::int`,
    [accountId, count, active, technicians.map((t) => t.id), statuses.active, statuses.done, vehicles],
  );
  await client.query(
    `INSERT INTO worksheet_counters (account_id, last_number)
     SELECT $1, max(worksheet_id) FROM worksheets WHERE account_id = $1
     ON CONFLICT (account_id) DO UPDATE SET last_number = excluded.last_number`,
    [accountId],
  );
}

/** Three lines on each of the account's newest `count` work orders (quantities in hundredths). */
export async function insertLines(client, { accountId, count }) {
  const {
    rows: [status],
  } = await client.query(`SELECT id FROM entry_statuses WHERE account_id = $1 ORDER BY position, id LIMIT 1`, [accountId]);
  await client.query(
    `WITH w AS (SELECT id, mech_id, created_at, abs(hashint4(id)) AS h FROM worksheets
                WHERE account_id = $1 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT $2)
     INSERT INTO entries (account_id, mech_id, worksheet_id, name, type, status_id, value_measured, price, position, created_at, updated_at)
     SELECT $1, w.mech_id, w.id, l.name, l.type, $3,
            CASE l.pos WHEN 1 THEN 0.5 + (w.h % 7) * 0.25 WHEN 2 THEN 1 + w.h % 4 ELSE 1.5 END,
            CASE l.pos WHEN 1 THEN 95 + (w.h % 40) WHEN 2 THEN 12.99 + (w.h % 9000) / 100.0 ELSE NULL END,
            l.pos, w.created_at, w.created_at
     FROM w CROSS JOIN (VALUES (1, 'Changement d''huile et filtre', 'SERVICE'),
                               (2, 'Filtre à huile', 'PRODUCT'),
                               (3, 'Inspection des freins', 'SERVICE')) AS l(pos, name, type)`,
    [accountId, count, status?.id ?? null],
  );
}
