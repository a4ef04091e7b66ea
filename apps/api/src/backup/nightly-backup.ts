import { join } from 'node:path';
import type pg from 'pg';
import type { JobDefinition } from '../jobs/runner.js';
import { writeBackup } from './dump.js';
import { backupFileName, pruneBackups, type BackupSettings } from './files.js';

export const NIGHTLY_BACKUP = 'nightly-backup';
/** 03:00 every night, in the server's time zone. */
export const NIGHTLY_BACKUP_CRON = '0 3 * * *';

/**
 * The embedded server backs itself up every night into settings.dir and keeps the settings.keep
 * newest atelier-*.dump files there. With DATABASE_URL the database is someone else's to back up
 * (and `npm run backup` still works): the job is then not scheduled.
 */
export function nightlyBackupJob({ pool, settings, scheduled }: { pool: pg.Pool; settings: BackupSettings; scheduled: boolean }): JobDefinition {
  return {
    name: NIGHTLY_BACKUP,
    cron: scheduled ? NIGHTLY_BACKUP_CRON : undefined,
    retryLimit: 1,
    expireInSeconds: 60 * 60,
    work: async () => {
      const client = await pool.connect();
      try {
        await writeBackup(client, join(settings.dir, backupFileName()));
      } finally {
        client.release();
      }
      await pruneBackups(settings.dir, settings.keep);
    },
  };
}
