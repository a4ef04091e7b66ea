import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicBooking } from '@atelier/contracts';
import { events } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { afterBookingChange } from '../booking-guard/after-booking-change.js';
import { notChangeable } from './booking-errors.js';
import { findBooking } from './find-booking.js';
import { isChangeable, presentPublicBooking } from './public-booking.js';

/** DELETE /public/bookings/{token}: canceled (status CANCELED frees its bay and technician); the row stays for the shop. */
export async function cancelBooking(deps: AppDeps, token: string, log?: FastifyBaseLogger): Promise<PublicBooking> {
  const id = await deps.db.transaction(async (tx) => {
    const { booking, shop } = await findBooking(tx, token, true);
    if (!isChangeable(booking, shop)) throw notChangeable();
    await tx
      .update(events)
      .set({ status: 'CANCELED', updatedAt: sql`now()` })
      .where(sql`${events.id} = ${booking.id}`);
    return booking.id;
  });
  await afterBookingChange({ jobs: deps.jobs, log }, { eventId: id, change: 'CANCELED' });
  const { booking, shop } = await findBooking(deps.db, token);
  return presentPublicBooking(booking, shop);
}
