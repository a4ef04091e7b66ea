import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { bookingBodySchema, PublicBooking, VinDecode } from '@atelier/contracts';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { events } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { assertWithinLimit } from '../billing/index.js';
import { afterBookingChange } from '../booking-guard/after-booking-change.js';
import { hashToken, manageTokenFor } from '../booking-guard/booking-tokens.js';
import { assertHuman } from '../booking-guard/human-check.js';
import { readIdentity } from '../booking-guard/identity.js';
import { decodeVin } from '../vin/decoder.js';
import { customerDetailsRequired, holdExpired } from './booking-errors.js';
import { inFreeSlot } from './free-slot.js';
import { presentPublicBooking } from './public-booking.js';
import { bookingByTokenHash, shopBySlug, type BookingRow, type ShopContext } from './queries.js';
import { resolveCustomer } from './resolve-customer.js';
import { resolveVehicle } from './resolve-vehicle.js';
import { chosenServices, requireShop, servicesSnapshot, totalMinutes } from './shop-view.js';

type BookingBody = z.infer<typeof bookingBodySchema>;

/** A VIN decoded offline; a decoder that fails (database missing) leaves the VIN as the vehicle's text. */
async function decoded(deps: AppDeps, body: BookingBody, log?: FastifyBaseLogger): Promise<VinDecode | null> {
  if (!('vin' in body.vehicle)) return null;
  try {
    return await decodeVin(deps.config.dataDir, body.vehicle.vin);
  } catch (err) {
    log?.warn({ err }, 'booking VIN not decoded');
    return null;
  }
}

const sameServices = (row: BookingRow, ids: number[]) => {
  const held = new Set(row.services.map((s) => s.catalogItemId));
  const wanted = new Set(ids);
  return held.size === wanted.size && [...wanted].every((id) => held.has(id));
};

/**
 * POST /public/shops/{slug}/bookings. With `hold`, the held row becomes the booking in place (it
 * never loses its slot in between); without, the slot is taken if still free, the database
 * deciding between concurrent bookings. The customer, the vehicle and the appointment are written
 * in one transaction; the mails are queued after it commits.
 */
export async function createBooking(deps: AppDeps, slug: string, body: BookingBody, log?: FastifyBaseLogger): Promise<{ token: string; booking: PublicBooking }> {
  const shop = requireShop(await shopBySlug(deps.db, slug));
  await assertHuman(deps, { website: body.website, altcha: body.altcha });
  const chosen = chosenServices(shop, body.services);
  const proven = body.identity ? readIdentity(deps.config.jwtSecret, body.identity, shop.accountId) : null;
  const email = proven?.email ?? body.email;
  if (!email && !body.mobile) throw customerDetailsRequired();
  const vin = await decoded(deps, body, log);
  const status = shop.mode === 'CONFIRMED' ? 'CONFIRMED' : 'REQUESTED';
  const start = new Date(body.start);

  /** Customer, vehicle and what was typed: the columns both paths write. */
  const details = async (tx: Tx) => {
    const customerId = await resolveCustomer(tx, shop.accountId, { fullname: body.fullname, email: body.email, mobile: body.mobile }, proven?.email ?? null, deps);
    const vehicle = await resolveVehicle(tx, { accountId: shop.accountId, customerId, identified: proven !== null, vehicle: body.vehicle, decoded: vin });
    return {
      status,
      customerId,
      mechId: vehicle.mechId,
      vehicleText: vehicle.vehicleText,
      contact: { fullname: body.fullname, email, mobile: body.mobile },
      notes: body.notes,
      language: body.language,
    } as const;
  };

  const booked = body.hold
    ? await deps.db.transaction(async (tx) => {
        const held = await bookingByTokenHash(tx, { tokenHash: hashToken(body.hold!), accountId: shop.accountId, lock: true });
        if (!held || held.status !== 'HELD' || held.holdExpired || held.startTime.getTime() !== start.getTime() || !sameServices(held, body.services)) {
          throw holdExpired();
        }
        const token = manageTokenFor(deps.config.jwtSecret, held.uuid);
        await tx
          .update(events)
          .set({ ...(await details(tx)), holdExpiresAt: null, tokenHash: hashToken(token), updatedAt: sql`now()` })
          .where(sql`${events.id} = ${held.id}`);
        return { id: held.id, token };
      })
    : await inFreeSlot(deps.db, shop, start, { minutes: totalMinutes(chosen) }, async (tx, slot) => {
        // Without a hold, this is the booking the plan counts (with one, the hold was counted).
        await assertWithinLimit(tx, deps, { accountId: shop.accountId }, 'bookings', { anonymous: true });
        const uuid = randomUUID();
        const token = manageTokenFor(deps.config.jwtSecret, uuid);
        const [row] = await tx
          .insert(events)
          .values({
            ...(await details(tx)),
            uuid,
            accountId: shop.accountId,
            source: 'ONLINE',
            startTime: slot.start,
            endTime: slot.end,
            bayId: slot.bayId,
            technicianId: slot.technicianId,
            services: servicesSnapshot(chosen),
            tokenHash: hashToken(token),
          })
          .returning({ id: events.id });
        return { id: row!.id, token };
      });

  await afterBookingChange({ jobs: deps.jobs, log }, { eventId: booked.id, change: 'CREATED' });
  return { token: booked.token, booking: await presentBooked(deps, shop, booked.token) };
}

async function presentBooked(deps: AppDeps, shop: ShopContext, token: string): Promise<PublicBooking> {
  const row = await bookingByTokenHash(deps.db, { tokenHash: hashToken(token), accountId: shop.accountId });
  return presentPublicBooking(row!, shop);
}
