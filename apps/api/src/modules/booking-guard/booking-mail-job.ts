import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { JobDefinition } from '../../jobs/runner.js';
import type { Mailer } from '../../mail/mailer.js';
import { BOOKING_MAIL_JOB, type BookingMailJobData } from './after-booking-change.js';
import { sendBookingMails } from './send-booking-mails.js';

/** The one-off job afterBookingChange queues: the mails of one change of a booking (retried by pg-boss on a mail server's failure). */
export function bookingMailJob({ db, config, mailer }: { db: Db; config: Config; mailer: Mailer }): JobDefinition {
  return {
    name: BOOKING_MAIL_JOB,
    retryLimit: 3,
    expireInSeconds: 5 * 60,
    work: async (data) => sendBookingMails({ db, config, mailer }, data as BookingMailJobData),
  };
}
