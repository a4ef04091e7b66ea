#!/usr/bin/env node
// `npm run backup [-- DIRECTORY]`: one consistent backup of Atelier's database (shops, work
// orders, uploaded pictures…) as DIRECTORY/atelier-YYYYMMDD-HHMMSS.dump, by default under
// $BACKUP_DIR or $DATA_DIR/backups. Works while the server runs. Restore with `npm run restore`.
import { join, resolve } from 'node:path';
import pg from 'pg';
import { backupFileName, backupSettings } from '../apps/api/src/backup/files.ts';
import { writeBackup } from '../apps/api/src/backup/dump.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { ScriptError, backupSource, megabytes } from './backup/database.mjs';

async function main() {
  const config = loadConfig();
  const dir = process.argv[2] ? resolve(process.argv[2]) : backupSettings(config.dataDir).dir;
  const source = await backupSource(config);
  const client = new pg.Client({ connectionString: source.url, application_name: 'atelier-backup' });
  try {
    await client.connect();
    console.log(`Backing up ${source.where}…`);
    const s = await writeBackup(client, join(dir, backupFileName()));
    console.log(`Wrote ${s.file}: ${s.rows} rows of ${s.tables} tables, ${s.files} uploaded files, ${megabytes(s.bytes)} MB, in ${(s.ms / 1000).toFixed(1)} s.`);
    console.log(`Restore it into an empty data directory with: DATA_DIR=/new/dir npm run restore -- ${s.file}`);
  } finally {
    await client.end().catch(() => undefined);
    await source.close();
  }
}

main().catch((error) => {
  console.error(`backup failed: ${error instanceof ScriptError ? error.message : (error?.message ?? error)}`);
  process.exit(1);
});
