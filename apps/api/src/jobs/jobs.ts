import type pg from 'pg';
import { backupSettings } from '../backup/files.js';
import { nightlyBackupJob } from '../backup/nightly-backup.js';
import type { Config } from '../config.js';
import { createDb } from '../db/client.js';
import { autoCloseClocksJob } from '../modules/timelog-jobs/auto-close-job.js';
import type { JobDefinition } from './runner.js';

/** Every background job of the server: the nightly backup and the closing of forgotten clocks (mails and reminders will join them). */
export function backgroundJobs({ config, pool, embedded }: { config: Config; pool: pg.Pool; embedded: boolean }): JobDefinition[] {
  return [nightlyBackupJob({ pool, settings: backupSettings(config.dataDir), scheduled: embedded }), autoCloseClocksJob({ db: createDb(pool) })];
}
