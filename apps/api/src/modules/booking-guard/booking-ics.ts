import { icsCalendar, type IcsStatus } from '../../shared/ics.js';
import type { BookingForMail } from './booking-mail-queries.js';

/** The same UID for an appointment in every mail and feed: a calendar updates its event instead of adding one. */
export function appointmentUid(uuid: string): string {
  return `${uuid}@atelier`;
}

/**
 * SEQUENCE of a revision: the seconds from the appointment's creation to its last change (every
 * change sets updated_at), so each move sends a higher one; a cancellation one more, so it wins
 * over the last request even when its write kept updated_at.
 */
export function appointmentSequence(row: { createdAt: Date; updatedAt: Date }, canceled: boolean): number {
  return Math.max(0, Math.floor((row.updatedAt.getTime() - row.createdAt.getTime()) / 1000)) + (canceled ? 1 : 0);
}

/** The .ics of a booking mail: METHOD REQUEST (TENTATIVE while a request, CONFIRMED once confirmed) or CANCEL. */
export function bookingIcs(booking: BookingForMail, { summary, description, url }: { summary: string; description: string; url: string | null }): string {
  const canceled = booking.row.status === 'CANCELED';
  const status: IcsStatus = canceled ? 'CANCELLED' : booking.row.status === 'REQUESTED' ? 'TENTATIVE' : 'CONFIRMED';
  const organizerEmail = booking.shop.email;
  return icsCalendar({
    name: booking.shop.name,
    method: canceled ? 'CANCEL' : 'REQUEST',
    events: [
      {
        uid: appointmentUid(booking.row.uuid),
        start: booking.row.startTime,
        end: booking.row.endTime,
        summary,
        description,
        location: [booking.shop.name, booking.shop.address].filter(Boolean).join(', '),
        status,
        sequence: appointmentSequence(booking.row, canceled),
        url,
        organizer: organizerEmail ? { name: booking.shop.name, email: organizerEmail } : null,
        attendee: booking.to ? { name: booking.customerName ?? booking.to, email: booking.to } : null,
      },
    ],
  });
}
