// The two shops the Lighthouse benchmark signs in to: the demo shop (`npm run seed:demo`, seeded
// into the benchmark server's own data dir) and the benchmark shop (100 000 customers, 200 000
// vehicles, 500 000 work orders, generated inside PostgreSQL by the data benchmark's generators).
// Each answers its credentials and the ids of the pages measured.
import { spawnSync } from 'node:child_process';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../seed/demo-credentials.mjs';
import { createIndexes, dropSecondaryIndexes, insertAddresses, insertCustomers, insertVehicles, step } from './data-generate.mjs';
import { WORKSHEET_TABLES, insertLines, insertTechnicians, insertWorksheets } from './data-worksheets.mjs';
import { post, verifiedOwner } from './owner.mjs';

const LINES = 10;

/** The seed script runs as `npm run seed:demo` does (tsx: the shop is made by the API's services). */
export async function demoShop({ root, dataDir, client }) {
  const seed = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed-demo.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SMTP_URL: '' },
    encoding: 'utf8',
  });
  if (seed.status !== 0) throw new Error(`seed:demo failed: ${seed.stderr || seed.stdout}`);
  const { rows } = await client.query('SELECT account_id FROM users WHERE email = $1', [DEMO_EMAIL]);
  if (!rows[0]) throw new Error('seed:demo made no demo shop');
  const accountId = rows[0].account_id;
  return { name: 'demo shop', owner: { email: DEMO_EMAIL, password: DEMO_PASSWORD }, ids: await pageIds(client, accountId) };
}

/**
 * A fresh owner whose shop is filled in bulk: secondary indexes off during the load and built
 * again, then VACUUM ANALYZE (as scripts/bench/data.mjs does). The setup wizard is completed
 * through the API so the board opens as a set-up shop's does.
 */
export async function benchmarkShop({ server, dataDir, client, customers = 100_000, vehicles = 200_000, workOrders = 500_000, active = 1_200, withLines = 20_000 }) {
  const owner = await verifiedOwner(server, dataDir);
  const { rows } = await client.query('SELECT account_id FROM users WHERE email = $1', [owner.email]);
  const accountId = rows[0].account_id;
  await completeSetup(server, owner);

  const shopIndexes = await step('drop secondary indexes for the load', () => dropSecondaryIndexes(client));
  await step(`${customers.toLocaleString('en')} customers`, () => insertCustomers(client, { accountId, from: 0, count: customers }));
  await step('billing addresses', () => insertAddresses(client, { accountId }));
  await step(`${vehicles.toLocaleString('en')} vehicles`, () => insertVehicles(client, { accountId, count: vehicles, serialFrom: 0 }));
  await createIndexes(client, shopIndexes);
  await step('technicians', () => insertTechnicians(client, { accountId }));
  const workIndexes = await step('drop work-order indexes for the load', () => dropSecondaryIndexes(client, WORKSHEET_TABLES));
  await step(`${workOrders.toLocaleString('en')} work orders`, () => insertWorksheets(client, { accountId, count: workOrders, active }));
  await step(`3 lines on the newest ${withLines.toLocaleString('en')}`, () => insertLines(client, { accountId, count: withLines }));
  await createIndexes(client, workIndexes);
  await step('VACUUM ANALYZE', () => client.query('VACUUM (ANALYZE)'));
  return { name: 'benchmark shop', owner, ids: await pageIds(client, accountId) };
}

async function completeSetup(server, owner) {
  const signin = await post(`${server.url}/api/auth/signin`, { username: owner.email, password: owner.password });
  const headers = { authorization: `Bearer ${signin.body.data.accessToken}` };
  const pending = await (await fetch(`${server.url}/api/features/setup`, { headers })).json();
  for (const feature of pending.data ?? []) {
    const done = await fetch(`${server.url}/api/features/${feature.id}/complete`, { method: 'POST', headers });
    if (!done.ok) throw new Error(`completing setup feature ${feature.id} answered ${done.status}`);
  }
}

/**
 * The work order on the board with the most lines, topped up to ten lines; its customer and its
 * vehicle. Uuids, as the pages' routes take them.
 */
export async function pageIds(client, accountId) {
  const {
    rows: [pick],
  } = await client.query(
    `SELECT w.id, w.uuid, w.mech_id, w.created_at, c.uuid AS customer_uuid, m.uuid AS vehicle_uuid,
            (SELECT count(*)::int FROM entries e WHERE e.worksheet_id = w.id) AS lines,
            (SELECT coalesce(max(e.position), 0) FROM entries e WHERE e.worksheet_id = w.id) AS last_position
       FROM worksheets w
       JOIN worksheet_statuses s ON s.id = w.status_id
       JOIN customers c ON c.id = w.customer_id
       JOIN mechs m ON m.id = w.mech_id
      WHERE w.account_id = $1 AND w.deleted_at IS NULL AND s."group" IN ('TODO', 'IN_PROGRESS')
      ORDER BY lines DESC, w.id DESC LIMIT 1`,
    [accountId],
  );
  if (!pick) throw new Error(`account ${accountId} has no work order on the board`);
  if (pick.lines < LINES) {
    const {
      rows: [status],
    } = await client.query(`SELECT id FROM entry_statuses WHERE account_id = $1 ORDER BY position, id LIMIT 1`, [accountId]);
    await client.query(
      `INSERT INTO entries (account_id, mech_id, worksheet_id, name, type, status_id, value_measured, price, position, created_at, updated_at)
       SELECT $1, $2, $3, CASE WHEN g % 2 = 0 THEN 'Pièce ' || g ELSE 'Main-d''œuvre ' || g END,
              CASE WHEN g % 2 = 0 THEN 'PRODUCT' ELSE 'SERVICE' END, $4, 1 + g % 3, 20 + g * 7.5, $5 + g, $6, $6
       FROM generate_series(1, $7::int) AS g`,
      [accountId, pick.mech_id, pick.id, status?.id ?? null, pick.last_position, pick.created_at, LINES - pick.lines],
    );
  }
  return { worksheet: pick.uuid, customer: pick.customer_uuid, vehicle: pick.vehicle_uuid };
}
