import type pg from 'pg';
import { backupSettings } from '../backup/files.js';
import { nightlyBackupJob } from '../backup/nightly-backup.js';
import type { Config } from '../config.js';
import { createDb } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import { invoiceSendJob } from '../modules/invoice-documents/invoice-send-job.js';
import { autoCloseClocksJob } from '../modules/timelog-jobs/auto-close-job.js';
import { journalClosuresJob } from '../modules/invoice-journal/closure-job.js';
import { bookingMailJob } from '../modules/booking-guard/booking-mail-job.js';
import { bookingRemindersJob } from '../modules/booking-guard/booking-reminders.js';
import type { JobDefinition } from './runner.js';

/** Every background job of the server: the nightly backup, the closing of forgotten clocks, the invoices mailed to customers, the invoice journal's closures, the booking mails and their day-before reminders. */
export function backgroundJobs({ config, pool, mailer, embedded }: { config: Config; pool: pg.Pool; mailer: Mailer; embedded: boolean }): JobDefinition[] {
  const db = createDb(pool);
  return [
    nightlyBackupJob({ pool, settings: backupSettings(config.dataDir), scheduled: embedded }),
    autoCloseClocksJob({ db }),
    invoiceSendJob({ db, config, mailer }),
    journalClosuresJob({ db }),
    bookingMailJob({ db, config, mailer }),
    bookingRemindersJob({ db, config, mailer }),
  ];
}
