import { and, eq, sql } from 'drizzle-orm';
import { BOOKING_HOLD_MINUTES, type Hold } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { assertWithinLimit, type PlanDeps } from '../billing/index.js';
import { events } from '../../db/schema/index.js';
import { hashToken, newHoldToken } from '../booking-guard/booking-tokens.js';
import { estimateOf } from './estimate.js';
import { inFreeSlot } from './free-slot.js';
import { bookingByTokenHash, shopBySlug } from './queries.js';
import { chosenServices, requireShop, servicesSnapshot, totalMinutes } from './shop-view.js';

type HoldInput = { slug: string; start: string; services: number[]; replace: string | null };

/**
 * POST /public/shops/{slug}/holds: the chosen slot is held BOOKING_HOLD_MINUTES while the customer
 * finishes (an events row HELD, on a bay and technician like a booking, so the exclusion
 * constraints keep it from anyone else). `replace`: the visitor's previous hold, deleted in the
 * same transaction, so changing one's mind never blocks oneself. A hold is an online booking for
 * the plan's limit: a shop at its bookings of the period refuses it (402, nothing of its plan said).
 */
export async function createHold(db: Db, { slug, start, services, replace }: HoldInput, plans: PlanDeps): Promise<Hold> {
  const shop = requireShop(await shopBySlug(db, slug));
  const chosen = chosenServices(shop, services);
  const minutes = totalMinutes(chosen);
  // The previous hold is left out of the busy appointments and deleted before the new one is written.
  const previous = replace ? await bookingByTokenHash(db, { tokenHash: hashToken(replace), accountId: shop.accountId }) : undefined;
  const previousHold = previous?.status === 'HELD' ? previous : undefined;
  const token = newHoldToken();
  const row = await inFreeSlot(db, shop, new Date(start), { minutes, exceptId: previousHold?.id }, async (tx, slot) => {
    if (previousHold) await tx.delete(events).where(and(eq(events.id, previousHold.id), eq(events.accountId, shop.accountId), eq(events.status, 'HELD')));
    // After the replaced hold is gone: it makes room for its replacement.
    await assertWithinLimit(tx, plans, { accountId: shop.accountId }, 'bookings', { anonymous: true });
    const [inserted] = await tx
      .insert(events)
      .values({
        accountId: shop.accountId,
        status: 'HELD',
        source: 'ONLINE',
        startTime: slot.start,
        endTime: slot.end,
        bayId: slot.bayId,
        technicianId: slot.technicianId,
        services: servicesSnapshot(chosen),
        // The database's clock, which also judges expiry (hold_expires_at > now()).
        holdExpiresAt: sql`now() + make_interval(mins => ${BOOKING_HOLD_MINUTES})`,
        tokenHash: hashToken(token),
      })
      .returning({ startTime: events.startTime, endTime: events.endTime, holdExpiresAt: events.holdExpiresAt });
    return inserted!;
  });
  return {
    token,
    start: row.startTime.toISOString(),
    end: row.endTime.toISOString(),
    expiresAt: row.holdExpiresAt!.toISOString(),
    estimate: estimateOf(
      chosen.map((s) => s.price),
      shop.taxes,
    ),
  };
}
