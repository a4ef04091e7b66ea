import type pg from 'pg';
import { backupSettings } from '../backup/files.js';
import { nightlyBackupJob } from '../backup/nightly-backup.js';
import type { Config } from '../config.js';
import type { JobDefinition } from './runner.js';

/** Every background job of the server (auto clock-out, mails and reminders will join the nightly backup). */
export function backgroundJobs({ config, pool, embedded }: { config: Config; pool: pg.Pool; embedded: boolean }): JobDefinition[] {
  return [nightlyBackupJob({ pool, settings: backupSettings(config.dataDir), scheduled: embedded })];
}
