import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import type { Mailer } from '../../mail/mailer.js';
import type { BookingMailJobData } from './after-booking-change.js';
import { bookingIcs } from './booking-ics.js';
import { bookingForMail, type BookingForMail } from './booking-mail-queries.js';
import { calendarSummary, customerBookingMail, shopNewBookingMail, type CustomerMailKind } from './booking-mails.js';
import { manageTokenFor } from './booking-tokens.js';

type Deps = { db: DbOrTx; config: Pick<Config, 'publicUrl' | 'jwtSecret' | 'supportEmail'>; mailer: Mailer };

/** The customer's link to move or cancel: /book/{slug}?booking={token}, the token rebuilt from the appointment's uuid. */
export function manageUrl(config: Pick<Config, 'publicUrl' | 'jwtSecret'>, slug: string, eventUuid: string): string {
  return `${config.publicUrl}/book/${encodeURIComponent(slug)}?booking=${manageTokenFor(config.jwtSecret, eventUuid)}`;
}

/** One customer mail (with its .ics unless a reminder) about `booking`; nothing without an address. */
export async function sendCustomerMail(deps: Deps, booking: BookingForMail, kind: CustomerMailKind): Promise<boolean> {
  if (!booking.to) return false;
  const slug = booking.shop.slug;
  const manage = slug ? manageUrl(deps.config, slug, booking.row.uuid) : null;
  const ics =
    kind === 'REMINDER'
      ? null
      : bookingIcs(booking, {
          summary: calendarSummary(booking),
          description: [booking.row.services.map((s) => s.name).join(', '), booking.vehicle, manage].filter(Boolean).join('\n'),
          url: manage,
        });
  await deps.mailer.send(
    customerBookingMail({
      booking: { ...booking, to: booking.to },
      kind,
      manageUrl: manage,
      bookUrl: slug ? `${deps.config.publicUrl}/book/${encodeURIComponent(slug)}` : null,
      ics,
    }),
  );
  return true;
}

/**
 * The mails of one change of an online booking, as the shop's settings allow: the customer's
 * (mail_confirmation: made, moved, canceled), and on CREATED the shop's notice (mail_shop_notification,
 * to the shop's email). The appointment is read now: a late job tells its current time.
 */
export async function sendBookingMails(deps: Deps, { eventId, change }: BookingMailJobData): Promise<void> {
  const booking = await bookingForMail(deps.db, eventId);
  if (!booking) return;
  if (booking.shop.mailConfirmation) await sendCustomerMail(deps, booking, change);
  if (change === 'CREATED' && booking.shop.mailShopNotification && booking.shop.email) {
    await deps.mailer.send(
      shopNewBookingMail({ booking, to: booking.shop.email, planningUrl: `${deps.config.publicUrl}/#/events`, supportEmail: deps.config.supportEmail }),
    );
  }
}
