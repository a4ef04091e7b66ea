import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPool } from '../db/client.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { TEMPLATE_DB } from '../../test/global-setup.js';
import { fileForm } from '../../test/multipart.js';
import { usersOfEveryRole, type Team } from '../../test/roles.js';
import { insertWorksheetStatus, worksheetCalls } from '../../test/worksheets.js';
import { newCustomer, newMech } from '../../test/vehicles.js';
import { insertIssuedInvoice } from '../../test/issued-invoice.js';
import { quebecInvoice } from '../modules/invoice-documents/invoice-fixtures.js';
import { BACKUP_FILE, backupFileName } from './files.js';
import { NIGHTLY_BACKUP_CRON, nightlyBackupJob } from './nightly-backup.js';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../db/migrate.js';
import { writeBackup } from './dump.js';
import { RestoreRefused, migrateTo, restoreBackup } from './restore.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

let t: TestApp;
let team: Team;
let root: string;
let backup: string;
let picturePath: string;
let pictureBytes: Buffer;
let worksheetUuid: string;

/** `npm run backup` / `npm run restore` as a person runs them (node --import tsx scripts/…). */
function script(name: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  return run(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', `${name}.mjs`), ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    timeout: 120_000,
  });
}

/** Every row of every table of the database, as PostgreSQL's JSON of the row (bytea as hex), sorted. */
async function everyRow(connectionString: string): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    );
    const rows: Record<string, string[]> = {};
    for (const { name } of tables.rows) {
      const result = await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM public.${client.escapeIdentifier(name)} t`);
      rows[name] = result.rows.map((r) => r.row).sort();
    }
    return rows;
  } finally {
    await client.end();
  }
}

async function newDatabase(template?: string): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `r_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Every index of the schema, as its definition (a restore builds them after the load). */
async function indexesOf(connectionString: string): Promise<string[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<{ d: string }>(`SELECT indexdef AS d FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`)).rows.map((r) => r.d);
  } finally {
    await client.end();
  }
}

async function shopsIn(connectionString: string): Promise<number> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return Number((await client.query('SELECT count(*) AS n FROM accounts')).rows[0].n);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  t = await createTestApp();
  team = await usersOfEveryRole(t);
  root = await mkdtemp(join(tmpdir(), 'atelier-backup-test-'));
  // Run as root, the embedded PostgreSQL is the `postgres` user: it must reach the fresh DATA_DIR.
  await chmod(root, 0o755);
  const owner = team.FULL_ADMIN;
  // A shop: customers (one with a vehicle), a work order, a profile picture.
  const customerUuid = await newCustomer(t, owner, 'Élise Côté');
  await newCustomer(t, owner, 'Jean-François Tremblay');
  await newCustomer(t, owner, "Ophélie D'Amours");
  const mechUuid = await newMech(t, owner, { customerUuid });
  const statusId = await insertWorksheetStatus(t, owner.accountId);
  const created = await worksheetCalls(t).create(owner, { customerUuid, mechUuid, statusId });
  expect(created.statusCode).toBe(201);
  worksheetUuid = created.json().data.uuid;
  // An issued invoice: its frozen rows come back though the triggers (migration 0017) refuse writes to issued documents.
  await insertIssuedInvoice(t, { accountId: owner.accountId, customerUuid, document: quebecInvoice(), number: 1 });
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 20, b: 20 } } })
    .jpeg()
    .toBuffer();
  const form = fileForm(photo);
  const uploaded = await t.app.inject({ method: 'POST', url: `/api/upload/${owner.uuid}/profile`, payload: form.payload, headers: { ...form.headers, ...owner.auth } });
  expect(uploaded.statusCode).toBe(200);
  picturePath = uploaded.json().data.path;
  pictureBytes = (await t.app.inject({ method: 'GET', url: picturePath })).rawPayload;
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

describe('npm run backup, then npm run restore into a fresh DATA_DIR', () => {
  it('brings back every customer, work order and picture: every row of every table, byte for byte', async () => {
    const dir = join(root, 'backups');
    const backedUp = await script('backup', [dir], { DATABASE_URL: t.databaseUrl, DATA_DIR: join(root, 'unused') });
    const [name, ...more] = await readdir(dir);
    expect(more).toEqual([]);
    expect(name).toMatch(BACKUP_FILE);
    backup = join(dir, name!);
    expect(backedUp.stdout).toContain(`Wrote ${backup}`);
    expect(backedUp.stdout).toMatch(/1 uploaded files/);

    const fresh = join(root, 'fresh-data');
    const restored = await script('restore', [backup], { DATA_DIR: fresh });
    expect(restored.stdout).toMatch(/Restored \d+ rows of \d+ tables and 1 uploaded files/);

    const cluster = await startEmbeddedPostgres({ dir: join(fresh, 'pg'), persistent: true });
    try {
      const [before, after] = await Promise.all([everyRow(t.databaseUrl), everyRow(cluster.connectionString())]);
      expect(Object.keys(after)).toEqual(Object.keys(before));
      for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);
      // The same, said the way a shop sees it.
      const client = new pg.Client({ connectionString: cluster.connectionString() });
      await client.connect();
      try {
        const customers = await client.query('SELECT fullname FROM customers WHERE account_id = $1 ORDER BY fullname', [team.FULL_ADMIN.accountId]);
        expect(customers.rows.map((r) => r.fullname)).toEqual(["Ophélie D'Amours", 'Élise Côté', 'Jean-François Tremblay'].sort());
        expect((await client.query('SELECT 1 FROM worksheets WHERE uuid = $1', [worksheetUuid])).rowCount).toBe(1);
        const file = await client.query('SELECT body FROM stored_files WHERE key = $1', [picturePath.split('/').pop()]);
        expect(Buffer.compare(file.rows[0].body, pictureBytes)).toBe(0);
        // The sequences go on after the restored ids.
        const next = await client.query(`SELECT nextval('customers_id_seq') > (SELECT max(id) FROM customers) AS after`);
        expect(next.rows[0].after).toBe(true);
      } finally {
        await client.end();
      }
    } finally {
      await cluster.stop();
    }
  }, 180_000);

  it('refuses a database that already holds a shop, and changes nothing in it', async () => {
    const before = await everyRow(t.databaseUrl);
    await expect(restoreBackup({ connectionString: t.databaseUrl, file: backup })).rejects.toThrow(
      new RestoreRefused(
        'the database already holds Atelier data (1 shop): restore into an empty data directory (DATA_DIR=… npm run restore -- FILE) or an empty database',
      ),
    );
    expect(await everyRow(t.databaseUrl)).toEqual(before);
    const refused = await script('restore', [backup], { DATABASE_URL: t.databaseUrl }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('restore failed: the database already holds Atelier data (1 shop)') });
  }, 60_000);

  it('restores into an empty database, and into one that a start only migrated (no shop yet), indexes included', async () => {
    const source = await everyRow(t.databaseUrl);
    const indexes = await indexesOf(t.databaseUrl);
    expect(indexes.length).toBeGreaterThan(20);
    for (const url of [await newDatabase(), await newDatabase(TEMPLATE_DB)]) {
      const summary = await restoreBackup({ connectionString: url, file: backup });
      expect(summary).toMatchObject({ files: 1, migrationsAfter: 0 });
      expect(await everyRow(url)).toEqual(source);
      expect(await indexesOf(url)).toEqual(indexes);
    }
  }, 60_000);

  it('restores nothing from a file cut short', async () => {
    const whole = await readFile(backup);
    const cut = join(root, 'cut.dump');
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length * 0.8)));
    const url = await newDatabase(TEMPLATE_DB);
    await expect(restoreBackup({ connectionString: url, file: cut })).rejects.toThrow(
      new RestoreRefused('this backup file is damaged or cut short: nothing was restored'),
    );
    expect(await shopsIn(url)).toBe(0);
  }, 60_000);

  it('restores a backup of an older version at its own level, then applies the newer migrations', async () => {
    const total = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;
    const older = await newDatabase();
    await migrateTo(older, total - 1);
    const client = new pg.Client({ connectionString: older });
    await client.connect();
    const file = join(root, 'older.dump');
    try {
      await client.query(`INSERT INTO accounts (preferences) VALUES ('{}')`);
      await writeBackup(client, file);
    } finally {
      await client.end();
    }
    const url = await newDatabase();
    expect(await restoreBackup({ connectionString: url, file })).toMatchObject({ migrationsAfter: 1 });
    expect(await shopsIn(url)).toBe(1);
    const check = new pg.Client({ connectionString: url });
    await check.connect();
    try {
      expect(Number((await check.query('SELECT count(*) AS n FROM drizzle.__drizzle_migrations')).rows[0].n)).toBe(total);
    } finally {
      await check.end();
    }
  }, 60_000);

  it('refuses a file that is not a backup', async () => {
    const other = join(root, 'not-a-backup.dump');
    await writeFile(other, 'hello');
    await expect(restoreBackup({ connectionString: await newDatabase(), file: other })).rejects.toThrow();
  });
});

describe('nightly backup job', () => {
  it('runs at 03:00 on the embedded server only', () => {
    const settings = { dir: root, keep: 14 };
    const pool = {} as pg.Pool;
    expect(nightlyBackupJob({ pool, settings, scheduled: true }).cron).toBe(NIGHTLY_BACKUP_CRON);
    expect(NIGHTLY_BACKUP_CRON).toBe('0 3 * * *');
    expect(nightlyBackupJob({ pool, settings, scheduled: false }).cron).toBeUndefined();
  });

  it('writes a backup and keeps the 14 newest', async () => {
    const dir = join(root, 'nightly');
    await mkdir(dir);
    const older = Array.from({ length: 14 }, (_, i) => backupFileName(new Date(2026, 0, i + 1, 3, 0, 0)));
    for (const name of older) await writeFile(join(dir, name), 'old');
    const pool = createPool(t.databaseUrl, 1);
    try {
      await nightlyBackupJob({ pool, settings: { dir, keep: 14 }, scheduled: true }).work({});
    } finally {
      await pool.end();
    }
    const names = (await readdir(dir)).sort();
    expect(names).toHaveLength(14);
    expect(names.slice(0, 13)).toEqual(older.slice(1));
    const newest = names[13]!;
    expect(newest > older[13]!).toBe(true);
    expect((await stat(join(dir, newest))).size).toBeGreaterThan(1000);
    const url = await newDatabase();
    expect(await restoreBackup({ connectionString: url, file: join(dir, newest) })).toMatchObject({ files: 1 });
    expect(await shopsIn(url)).toBe(1);
  }, 60_000);
});
