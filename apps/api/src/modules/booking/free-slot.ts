import { BOOKING_NEXT_SLOTS } from '@atelier/contracts';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { dayIn, zonedToInstant } from '../timelog/shop-time.js';
import { releaseExpiredHolds } from '../events/release-expired-holds.js';
import { addDays, bookingWindow, computeSlots, openingOf, type ComputedSlot } from './availability.js';
import { slotTaken } from './booking-errors.js';
import { busyBetween, type ShopContext } from './queries.js';
import { shopIdentity } from './shop-view.js';

/** The instant a local date begins in the zone. */
export function dayStart(date: string, zone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return zonedToInstant({ year, month, day, hour: 0, minute: 0, second: 0 }, zone);
}

type Need = { minutes: number; exceptId?: number };

/** The free slots of the local dates from..to (inclusive), from one read of the busy appointments. */
export async function slotsBetween(
  db: DbOrTx,
  shop: ShopContext,
  from: string,
  to: string,
  { minutes, exceptId }: Need,
  now = new Date(),
): Promise<Map<string, ComputedSlot[]>> {
  const zone = shopIdentity(shop).timezone;
  const byDate = new Map<string, ComputedSlot[]>();
  // Closed days (weekday off, closure) and days outside the booking window have no slot: the busy
  // appointments are read only over the open ones, if any (a customer browsing a Sunday costs no query).
  const window = bookingWindow({ zone, now, minNoticeMinutes: shop.minNoticeMinutes, horizonDays: shop.horizonDays });
  const open: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    byDate.set(date, []);
    if (date >= window.firstDate && date <= window.lastDate && openingOf(date, shop.hours, shop.closures)) open.push(date);
  }
  if (open.length === 0 || shop.bayIds.length === 0) return byDate;
  const busy = await busyBetween(db, { accountId: shop.accountId, from: dayStart(open[0]!, zone), to: dayStart(addDays(open.at(-1)!, 1), zone), exceptId });
  for (const date of open) {
    byDate.set(
      date,
      computeSlots({
        date,
        zone,
        hours: shop.hours,
        closures: shop.closures,
        slotMinutes: shop.slotMinutes,
        minutes,
        minNoticeMinutes: shop.minNoticeMinutes,
        horizonDays: shop.horizonDays,
        now,
        bayIds: shop.bayIds,
        technicianIds: shop.technicianIds,
        busy,
      }),
    );
  }
  return byDate;
}

/** How many days a refused booking searches for its next free slots. */
const NEXT_SEARCH_DAYS = 14;

/** The next free slots from `after` on (at most BOOKING_NEXT_SLOTS, within the horizon), read fresh. */
export async function nextFreeSlots(db: DbOrTx, shop: ShopContext, after: Date, need: Need): Promise<Date[]> {
  const now = new Date();
  const zone = shopIdentity(shop).timezone;
  const window = bookingWindow({ zone, now, minNoticeMinutes: shop.minNoticeMinutes, horizonDays: shop.horizonDays });
  const from = [dayIn(after, zone), window.firstDate].sort().at(-1)!;
  const to = [addDays(from, NEXT_SEARCH_DAYS - 1), window.lastDate].sort()[0]!;
  if (from > to) return [];
  const byDate = await slotsBetween(db, shop, from, to, need, now);
  return [...byDate.values()]
    .flat()
    .filter((slot) => slot.start >= after)
    .slice(0, BOOKING_NEXT_SLOTS)
    .map((slot) => slot.start);
}

type PgError = { code?: string };
const sqlstate = (error: unknown): string | undefined => ((error as { cause?: PgError })?.cause ?? (error as PgError))?.code;

/** Thrown inside the transaction when the start is no longer a free slot: answered after the rollback. */
class NoFreeSlot extends Error {}

const DEADLOCK_ATTEMPTS = 5;

/**
 * Runs a write into the free slot starting at `start`, in one transaction: the busy appointments
 * are read there (fresh), the slot's bay and technician picked by computeSlots, the expired holds
 * in its range deleted, then `write` inserts or moves the appointment. The exclusion constraints
 * decide between concurrent writers: a refusal (23P01) picks again once on fresh data (another bay
 * may be free) before answering 409 ERR_SLOT_TAKEN with the next free slots. Deadlocks between
 * writers into one slot are run again.
 */
export async function inFreeSlot<T>(db: Db, shop: ShopContext, start: Date, need: Need, write: (tx: Tx, slot: ComputedSlot) => Promise<T>): Promise<T> {
  const zone = shopIdentity(shop).timezone;
  const date = dayIn(start, zone);
  let refusals = 0;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const slot = (await slotsBetween(tx, shop, date, date, need)).get(date)!.find((s) => s.start.getTime() === start.getTime());
        if (!slot) throw new NoFreeSlot();
        await releaseExpiredHolds(tx, { accountId: shop.accountId, bayId: slot.bayId, technicianId: slot.technicianId, start: slot.start, end: slot.end });
        return write(tx, slot);
      });
    } catch (error) {
      const code = sqlstate(error);
      if (code === '40P01' && attempt < DEADLOCK_ATTEMPTS) continue;
      if (code === '23P01' && refusals++ < 1) continue;
      if (error instanceof NoFreeSlot || code === '23P01') throw slotTaken(await nextFreeSlots(db, shop, start, need));
      throw error;
    }
  }
}
