import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { JobDefinition } from '../../jobs/runner.js';
import type { Mailer } from '../../mail/mailer.js';
import { bookingForMail } from './booking-mail-queries.js';
import { sendCustomerMail } from './send-booking-mails.js';

export const BOOKING_REMINDERS_JOB = 'booking-reminders';
/** Every 15 minutes: each booking falls at least once in the 20–28 h window (8 h wide). */
export const BOOKING_REMINDERS_CRON = '*/15 * * * *';
export const REMINDER_WINDOW_HOURS = { from: 20, to: 28 } as const;

/**
 * Claims the online bookings due for their day-before reminder (starting in 20–28 h, requested or
 * confirmed, not reminded, the shop's mail_reminder on) and marks them reminded in the same
 * statement: rows another instance is claiming are skipped (FOR UPDATE SKIP LOCKED), so no
 * booking is ever reminded twice, even by two runners at once. Answers their ids.
 */
export async function claimDueReminders(db: Db, limit = 500): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    UPDATE events SET reminder_sent_at = now()
     WHERE id IN (
       SELECT e.id FROM events e
         JOIN booking_settings s ON s.account_id = e.account_id AND s.mail_reminder
        WHERE e.reminder_sent_at IS NULL
          AND e.status IN ('REQUESTED', 'CONFIRMED')
          AND e.source = 'ONLINE'
          AND e.start_time >= now() + make_interval(hours => ${REMINDER_WINDOW_HOURS.from})
          AND e.start_time < now() + make_interval(hours => ${REMINDER_WINDOW_HOURS.to})
        ORDER BY e.start_time
        LIMIT ${limit}
        FOR UPDATE OF e SKIP LOCKED)
       AND reminder_sent_at IS NULL
    RETURNING id`);
  return result.rows.map((r) => r.id);
}

/**
 * Sends the reminders claimed now. A mail that fails is not retried: the booking is already marked
 * (a reminder lost beats a reminder sent twice); the job fails with their ids, so the log tells.
 */
export async function sendDueReminders(deps: { db: Db; config: Config; mailer: Mailer }): Promise<{ sent: number; failed: number[] }> {
  let sent = 0;
  const failed: number[] = [];
  for (const id of await claimDueReminders(deps.db)) {
    try {
      const booking = await bookingForMail(deps.db, id);
      if (booking && (await sendCustomerMail(deps, booking, 'REMINDER'))) sent += 1;
    } catch {
      failed.push(id);
    }
  }
  return { sent, failed };
}

export function bookingRemindersJob({ db, config, mailer }: { db: Db; config: Config; mailer: Mailer }): JobDefinition {
  return {
    name: BOOKING_REMINDERS_JOB,
    cron: BOOKING_REMINDERS_CRON,
    // A missed tick is caught up by the next one (the window is wider than the period).
    retryLimit: 0,
    expireInSeconds: 10 * 60,
    work: async () => {
      const { failed } = await sendDueReminders({ db, config, mailer });
      if (failed.length > 0) throw new Error(`booking reminders not sent (appointments ${failed.join(', ')})`);
    },
  };
}
