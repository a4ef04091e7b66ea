import type { Availability } from '@atelier/contracts';
import type { Db } from '../../db/client.js';
import { addDays, bookingWindow } from './availability.js';
import { slotsBetween } from './free-slot.js';
import { shopBySlug } from './queries.js';
import { chosenServices, requireShop, shopIdentity, totalMinutes } from './shop-view.js';

/** Days read per statement while looking for the next date with a free slot. */
const SEARCH_CHUNK_DAYS = 14;

/**
 * GET /public/shops/{slug}/availability?date&services: the day's free slots. Two statements: the
 * shop (settings, bays, technicians, services) and the day's busy appointments. Only when the day
 * has none, the following days are read by chunks for `nextDate`, up to the horizon.
 */
export async function getAvailability(db: Db, { slug, date, services }: { slug: string; date: string; services: number[] }): Promise<Availability> {
  const shop = requireShop(await shopBySlug(db, slug));
  const minutes = totalMinutes(chosenServices(shop, services));
  const now = new Date();
  const zone = shopIdentity(shop).timezone;
  const slots = (await slotsBetween(db, shop, date, date, { minutes }, now)).get(date)!;
  let nextDate: string | null = null;
  if (slots.length === 0) {
    const { firstDate, lastDate } = bookingWindow({ zone, now, minNoticeMinutes: shop.minNoticeMinutes, horizonDays: shop.horizonDays });
    let from = addDays(date, 1) > firstDate ? addDays(date, 1) : firstDate;
    while (nextDate === null && from <= lastDate) {
      const to = addDays(from, SEARCH_CHUNK_DAYS - 1) < lastDate ? addDays(from, SEARCH_CHUNK_DAYS - 1) : lastDate;
      const byDate = await slotsBetween(db, shop, from, to, { minutes }, now);
      nextDate = [...byDate.entries()].find(([, daySlots]) => daySlots.length > 0)?.[0] ?? null;
      from = addDays(to, 1);
    }
  }
  return {
    date,
    timezone: zone,
    minutes,
    slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString(), time: s.time })),
    nextDate,
  };
}
