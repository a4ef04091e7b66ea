#!/usr/bin/env node
// `npm run restore -- FILE`: restores a backup written by `npm run backup` (or the nightly one)
// into an empty data directory ($DATA_DIR, made if missing) or an empty DATABASE_URL database.
// A database that already holds a shop is refused: nothing is ever overwritten.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { RestoreRefused, restoreBackup } from '../apps/api/src/backup/restore.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { ScriptError, restoreTarget } from './backup/database.mjs';

async function main() {
  const file = process.argv[2] && resolve(process.argv[2]);
  if (!file) throw new ScriptError('name the backup file: npm run restore -- data/backups/atelier-YYYYMMDD-HHMMSS.dump');
  if (!existsSync(file)) throw new ScriptError(`no file ${file}`);
  const config = loadConfig();
  const target = await restoreTarget(config);
  try {
    console.log(`Restoring ${file} into ${target.where}…`);
    const s = await restoreBackup({ connectionString: target.url, file });
    console.log(
      `Restored ${s.rows} rows of ${s.tables} tables and ${s.files} uploaded files in ${(s.ms / 1000).toFixed(1)} s` +
        (s.migrationsAfter ? `, then applied ${s.migrationsAfter} newer migrations.` : '.'),
    );
    if (!config.databaseUrl) console.log(`Start Atelier on it with: DATA_DIR=${config.dataDir} npm start`);
  } finally {
    await target.close();
  }
}

main().catch((error) => {
  const known = error instanceof ScriptError || error instanceof RestoreRefused;
  console.error(`restore failed: ${known ? error.message : (error?.message ?? error)}`);
  process.exit(1);
});
