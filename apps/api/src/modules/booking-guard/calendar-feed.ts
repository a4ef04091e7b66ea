import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { DbOrTx } from '../../db/client.js';
import { calendarFeeds, events, users } from '../../db/schema/index.js';
import { icsCalendar, type IcsStatus } from '../../shared/ics.js';
import { presentEvent, unknownVehicleWord } from '../events/presenters.js';
import { selectEvents } from '../events/queries.js';
import { appointmentSequence, appointmentUid } from './booking-ics.js';
import { bookingShopOf } from './booking-mail-queries.js';

/*
 * A person's secret iCalendar address (issue 15: "an iCalendar feed per technician so a mechanic
 * sees the day in the phone's calendar"): /api/public/calendar/{token}.ics lists the appointments
 * they are the technician of, 30 days back to 180 days ahead. The token (32 random bytes) is the
 * only key; a new one replaces the old, whose address then answers 404.
 */

export const FEED_DAYS_BACK = 30;
export const FEED_DAYS_AHEAD = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

export const feedUrl = (config: Pick<Config, 'publicUrl'>, token: string) => `${config.publicUrl}/api/public/calendar/${token}.ics`;
const newFeedToken = () => randomBytes(32).toString('base64url');

/** GET /api/events/feed: the caller's address, made on the first call. */
export async function ensureFeed(db: DbOrTx, { accountId, userId }: { accountId: number; userId: number }): Promise<string> {
  await db.insert(calendarFeeds).values({ accountId, userId, token: newFeedToken() }).onConflictDoNothing({ target: calendarFeeds.userId });
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.accountId, accountId)));
  return row!.token;
}

/** POST /api/events/feed: a new address; the old one stops working at once. */
export async function rotateFeed(db: DbOrTx, { accountId, userId }: { accountId: number; userId: number }): Promise<string> {
  const token = newFeedToken();
  await db
    .insert(calendarFeeds)
    .values({ accountId, userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, accountId, createdAt: sql`now()` } });
  return token;
}

const STATUS: Record<string, IcsStatus> = { REQUESTED: 'TENTATIVE', CONFIRMED: 'CONFIRMED', ARRIVED: 'CONFIRMED', NO_SHOW: 'CANCELLED', CANCELED: 'CANCELLED' };

/** The feed's calendar text, or null when no live person has that token (then 404). */
export async function feedCalendar(db: DbOrTx, token: string, now = new Date()): Promise<string | null> {
  const [feed] = await db
    .select({ accountId: calendarFeeds.accountId, userId: calendarFeeds.userId, fullname: users.fullname })
    .from(calendarFeeds)
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.accountId, calendarFeeds.accountId), isNull(users.deletedAt)))
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  if (!feed) return null;
  const shop = await bookingShopOf(db, feed.accountId);
  const rows = await selectEvents(db)
    .where(
      and(
        eq(events.accountId, feed.accountId),
        eq(events.technicianId, feed.userId),
        ne(events.status, 'HELD'),
        lt(events.startTime, new Date(now.getTime() + FEED_DAYS_AHEAD * DAY_MS)),
        gte(events.endTime, new Date(now.getTime() - FEED_DAYS_BACK * DAY_MS)),
      ),
    )
    .orderBy(asc(events.startTime), asc(events.id));
  const unknown = unknownVehicleWord(shop?.language ?? 'fr');
  const shopName = shop?.name ?? 'Atelier';
  return icsCalendar({
    name: `${shopName} — ${feed.fullname}`,
    now,
    events: rows.map((row) => {
      const e = presentEvent(row, unknown);
      const who = e.customer?.fullname ?? e.contact?.fullname ?? null;
      const vehicle = e.mech ? [e.mech.name, e.mech.license].filter(Boolean).join(' · ') : e.vehicleText;
      const services = e.services.map((s) => s.name).join(', ');
      const phone = e.customer?.mobile ?? e.contact?.mobile ?? null;
      return {
        uid: appointmentUid(e.uuid),
        start: row.event.startTime,
        end: row.event.endTime,
        summary: [who ?? e.title ?? shopName, vehicle, services].filter(Boolean).join(' — '),
        description: [e.title, services, vehicle, phone, e.notes, e.worksheet ? `#${e.worksheet.worksheetId}` : null].filter(Boolean).join('\n'),
        location: e.bay ? `${shopName} — ${e.bay.name}` : shopName,
        status: STATUS[e.status] ?? 'CONFIRMED',
        sequence: appointmentSequence(row.event, false),
      };
    }),
  });
}
