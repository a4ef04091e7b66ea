import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicBooking } from '@atelier/contracts';
import { events } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { afterBookingChange } from '../booking-guard/after-booking-change.js';
import { notChangeable } from './booking-errors.js';
import { findBooking } from './find-booking.js';
import { inFreeSlot } from './free-slot.js';
import { isChangeable, presentPublicBooking } from './public-booking.js';

/**
 * PATCH /public/bookings/{token}: the same services to another free slot (the widget's
 * availability rules; its own current slot does not count as busy). The bay and technician are
 * picked again for the new time.
 */
export async function moveBooking(deps: AppDeps, token: string, start: string, log?: FastifyBaseLogger): Promise<PublicBooking> {
  const { booking, shop } = await findBooking(deps.db, token);
  if (!isChangeable(booking, shop)) throw notChangeable();
  const minutes = booking.services.reduce((sum, s) => sum + (s.minutes ?? 0), 0) || Math.round((booking.endTime.getTime() - booking.startTime.getTime()) / 60_000);
  await inFreeSlot(deps.db, shop, new Date(start), { minutes, exceptId: booking.id }, async (tx, slot) => {
    // Read again under lock: a cancel or a shop's change since then wins.
    const current = await findBooking(tx, token, true);
    if (!isChangeable(current.booking, current.shop)) throw notChangeable();
    await tx
      .update(events)
      .set({ startTime: slot.start, endTime: slot.end, bayId: slot.bayId, technicianId: slot.technicianId, reminderSentAt: null, updatedAt: sql`now()` })
      .where(sql`${events.id} = ${booking.id}`);
  });
  await afterBookingChange({ jobs: deps.jobs, log }, { eventId: booking.id, change: 'MOVED' });
  const moved = await findBooking(deps.db, token);
  return presentPublicBooking(moved.booking, moved.shop);
}
