import type { FastifyBaseLogger } from 'fastify';
import type { JobSender } from '../../jobs/job-sender.js';

export const BOOKING_MAIL_JOB = 'booking-mail';

export type BookingChange = 'CREATED' | 'MOVED' | 'CANCELED';
export type BookingMailJobData = { eventId: number; change: BookingChange };

/**
 * After an online booking is made, moved or canceled (the caller's transaction committed): queues
 * its mails (the customer's confirmation, move or cancellation with an .ics, the shop's notice of a
 * new booking), sent by the booking-mail job when the shop's settings allow. Queued, not sent
 * here: a slow or failing mail server never delays nor fails the booking, and pg-boss retries.
 */
export async function afterBookingChange(deps: { jobs?: JobSender; log?: FastifyBaseLogger }, { eventId, change }: BookingMailJobData): Promise<void> {
  if (!deps.jobs) return;
  const data: BookingMailJobData = { eventId, change };
  try {
    await deps.jobs.send(BOOKING_MAIL_JOB, data);
  } catch (err) {
    // The booking is made (committed before this call): a queue that fails loses a mail, never the booking.
    deps.log?.error({ err, eventId, change }, 'booking mail not queued');
  }
}
