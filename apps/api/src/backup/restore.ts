import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { createDb, createPool } from '../db/client.js';
import { MIGRATIONS_FOLDER, runMigrations } from '../db/migrate.js';
import { BACKUP_FORMAT, BACKUP_VERSION, type BackupHeader, type BackupTable } from './dump.js';

/** A restore that must not go on (a database with data, a backup of another version…): its message says why. */
export class RestoreRefused extends Error {}

export type RestoreSummary = { tables: number; rows: number; files: number; migrationsAfter: number; ms: number };

const BATCH_ROWS = 2000;
const BATCH_CHARS = 8 * 1024 * 1024;

/**
 * Restores a backup written by writeBackup into an empty database: it refuses one that holds a
 * shop; a database that only an Atelier start ever touched (schema, NHTSA makes, no shop) is
 * emptied first. The schema is migrated to the backup's level, every row loaded in one
 * transaction (nothing half restored), the sequences set, then the newer migrations of this
 * version applied.
 */
export async function restoreBackup({ connectionString, file }: { connectionString: string; file: string }): Promise<RestoreSummary> {
  const started = performance.now();
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity })[Symbol.asyncIterator]();
  const header = parseHeader((await lines.next()).value);
  const level = migrationLevel(header);

  const client = new pg.Client({ connectionString, application_name: 'atelier-restore' });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await refuseAtelierData(client);
    await emptyUntouchedInstall(client);
    await migrateTo(connectionString, level);
    await client.query('BEGIN');
    const superuser = (await client.query(`SELECT rolsuper FROM pg_roles WHERE rolname = current_user`)).rows[0]?.rolsuper === true;
    // The rows were consistent when dumped: no foreign-key or trigger work row by row.
    if (superuser) await client.query('SET LOCAL session_replication_role = replica');
    // Without superuser the triggers fire: the invoices' ones (migration 0017) would refuse the issued
    // documents' frozen lines and payments written back as they were; a restore is the purge they allow.
    else await client.query(`SET LOCAL atelier.purge = 'on'`);
    // Secondary indexes are built once after the load (far faster than row by row), as pg_restore does.
    const indexes = await client.query<{ name: string; definition: string }>(
      `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
        WHERE i.schemaname = 'public'
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
    );
    for (const { name } of indexes.rows) await client.query(`DROP INDEX public.${client.escapeIdentifier(name)}`);
    const counts = await loadRows(client, header, lines);
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    for (const { definition } of indexes.rows) await client.query(definition);
    for (const sequence of header.sequences) {
      if (sequence.value !== null) await client.query(`SELECT setval($1, $2::bigint, true)`, [`public.${client.escapeIdentifier(sequence.name)}`, sequence.value]);
    }
    await client.query('COMMIT');
    const pool = createPool(connectionString, 1);
    try {
      await runMigrations(createDb(pool));
    } finally {
      await pool.end();
    }
    await client.query('ANALYZE');
    const migrationsAfter = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length - level;
    return { tables: header.tables.length, ...counts, migrationsAfter, ms: Math.round(performance.now() - started) };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    // zlib: a file cut short or altered.
    if (String((error as { code?: unknown }).code).startsWith('Z_')) throw new RestoreRefused('this backup file is damaged or cut short: nothing was restored');
    throw error;
  } finally {
    input.destroy();
    await client.end().catch(() => undefined);
  }
}

function parseHeader(line: string | undefined): BackupHeader {
  let header: Partial<BackupHeader> | undefined;
  try {
    header = JSON.parse(line ?? '') as Partial<BackupHeader>;
  } catch {
    header = undefined;
  }
  if (header?.format !== BACKUP_FORMAT) throw new RestoreRefused('this file is not an Atelier backup (npm run backup writes them)');
  if (header.version !== BACKUP_VERSION) throw new RestoreRefused(`this backup has format version ${header.version}; this Atelier reads version ${BACKUP_VERSION}`);
  return header as BackupHeader;
}

/** How many of this version's migrations the backup's database had (they must be its first ones). */
function migrationLevel(header: BackupHeader): number {
  const known = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((m) => m.folderMillis);
  const level = header.migrations.length;
  if (level === 0 || level > known.length || header.migrations.some((m, i) => m.createdAt !== known[i])) {
    throw new RestoreRefused(
      level > known.length
        ? 'this backup was made by a newer version of Atelier: update Atelier, then restore it'
        : "this backup's database schema is not one this version of Atelier knows: restore it with the version that made it",
    );
  }
  return level;
}

async function refuseAtelierData(client: pg.Client): Promise<void> {
  const { rows } = await client.query(`SELECT to_regclass('public.accounts') IS NOT NULL AS migrated`);
  if (!rows[0].migrated) return;
  const shops = Number((await client.query('SELECT count(*) AS n FROM public.accounts')).rows[0].n);
  if (shops > 0) {
    throw new RestoreRefused(
      `the database already holds Atelier data (${shops} shop${shops > 1 ? 's' : ''}): restore into an empty data directory (DATA_DIR=… npm run restore -- FILE) or an empty database`,
    );
  }
}

/** A database a start of Atelier migrated (NHTSA makes, no shop) is emptied, so that the backup's own level applies. */
async function emptyUntouchedInstall(client: pg.Client): Promise<void> {
  const { rows } = await client.query(
    `SELECT EXISTS (SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p'))
         OR to_regnamespace('drizzle') IS NOT NULL AS touched`,
  );
  if (!rows[0].touched) return;
  await client.query('DROP SCHEMA IF EXISTS drizzle CASCADE');
  await client.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
  await client.query('DROP SCHEMA public CASCADE');
  await client.query('CREATE SCHEMA public');
}

/** Applies this version's first `level` migrations only (a copy of the journal cut there). */
export async function migrateTo(connectionString: string, level: number): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'atelier-restore-migrations-'));
  const pool = createPool(connectionString, 1);
  try {
    const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.slice(0, level);
    await mkdir(join(folder, 'meta'));
    await writeFile(join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
    for (const { tag } of journal.entries) await copyFile(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(folder, `${tag}.sql`));
    await runMigrations(createDb(pool), folder);
  } finally {
    await pool.end();
    await rm(folder, { recursive: true, force: true });
  }
}

async function loadRows(client: pg.Client, header: BackupHeader, lines: AsyncIterator<string>): Promise<{ rows: number; files: number }> {
  const tables = new Map(header.tables.map((t) => [t.name, t]));
  const counts = { rows: 0, files: 0 };
  let table: BackupTable | undefined;
  let batch: string[] = [];
  let chars = 0;
  let rowsOfTable = 0;
  const flush = async () => {
    if (!table || batch.length === 0) return;
    const name = `public.${client.escapeIdentifier(table.name)}`;
    const columns = table.columns.map((c) => client.escapeIdentifier(c)).join(', ');
    await client.query(`INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM jsonb_populate_recordset(NULL::${name}, $1::jsonb)`, [
      `[${batch.join(',')}]`,
    ]);
    batch = [];
    chars = 0;
  };
  for (;;) {
    const { value: line, done } = await lines.next();
    if (done) throw new RestoreRefused('this backup file is cut short (it lacks its last line): take another backup');
    if (line.startsWith('[')) {
      const [kind, name, rows] = JSON.parse(line) as [string, string?, number?];
      if (kind === 'table') {
        table = tables.get(name ?? '');
        if (!table) throw new RestoreRefused(`this backup file is damaged (a table missing from its header: ${name})`);
        rowsOfTable = 0;
        continue;
      }
      if (name === undefined) break;
      await flush();
      if (name !== table?.name || rows !== rowsOfTable) throw new RestoreRefused(`this backup file is damaged (table ${name}: ${rowsOfTable} rows of ${rows})`);
      counts.rows += rowsOfTable;
      if (table.name === 'stored_files') counts.files = rowsOfTable;
      table = undefined;
    } else {
      if (!table) throw new RestoreRefused('this backup file is damaged (a row outside a table)');
      batch.push(line);
      chars += line.length;
      rowsOfTable += 1;
      if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) await flush();
    }
  }
  return counts;
}
