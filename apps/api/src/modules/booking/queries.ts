import { sql, type SQL } from 'drizzle-orm';
import type { Address, BookingMode, Closure, DayHours, EventService, EventStatus } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { Busy } from './availability.js';

/** One online service of the shop, joined to its live catalogue item. */
export type ShopService = { id: number; name: string; description: string | null; minutes: number; price: string | null; addon: boolean };

/** Everything the public calls need of a shop, read in one statement. */
export type ShopContext = {
  accountId: number;
  enabled: boolean;
  slug: string;
  mode: BookingMode;
  slotMinutes: number;
  minNoticeMinutes: number;
  horizonDays: number;
  hours: DayHours[];
  closures: Closure[];
  preferences: unknown;
  brand: { logo: string | null; address: Address | null; mobile: string | null } | null;
  /** Active bays in position order. */
  bayIds: number[];
  technicianIds: number[];
  services: ShopService[];
  /** The shop's first tax group, as work-order totals apply it. */
  taxes: { name: string; rate: string }[];
};

/** The shop context where `where` holds (on booking_settings s). */
async function shopWhere(db: DbOrTx, where: SQL): Promise<ShopContext | undefined> {
  const { rows } = await db.execute<ShopContext>(sql`
    SELECT s.account_id AS "accountId", s.enabled, s.slug, s.mode, s.slot_minutes AS "slotMinutes",
      s.min_notice_minutes AS "minNoticeMinutes", s.horizon_days AS "horizonDays", s.hours, s.closures, a.preferences,
      (SELECT json_build_object('logo', b.logo, 'address', b.address, 'mobile', b.mobile)
         FROM brands b WHERE b.account_id = s.account_id ORDER BY b.id LIMIT 1) AS brand,
      coalesce((SELECT json_agg(b.id ORDER BY b.position, b.id) FROM bays b WHERE b.account_id = s.account_id AND b.active), '[]'::json) AS "bayIds",
      coalesce((SELECT json_agg(t.user_id ORDER BY t.user_id) FROM booking_technicians t WHERE t.account_id = s.account_id), '[]'::json) AS "technicianIds",
      coalesce((SELECT json_agg(json_build_object('id', ci.id, 'name', ci.name, 'description', ci.description, 'minutes', bs.minutes,
          'price', coalesce(bs.price, ci.price)::text, 'addon', bs.addon) ORDER BY bs.position, ci.id)
         FROM booking_services bs JOIN catalog_items ci ON ci.account_id = bs.account_id AND ci.id = bs.catalog_item_id
        WHERE bs.account_id = s.account_id AND ci.deleted_at IS NULL), '[]'::json) AS services,
      coalesce((SELECT json_agg(json_build_object('name', t.name, 'rate', t.rate::text) ORDER BY t.position, t.id)
         FROM taxes t WHERE t.account_id = s.account_id
          AND t.tax_group_id = (SELECT g.id FROM tax_groups g WHERE g.account_id = s.account_id ORDER BY g.position, g.id LIMIT 1)), '[]'::json) AS taxes
    FROM booking_settings s JOIN accounts a ON a.id = s.account_id
    WHERE ${where}
    LIMIT 1`);
  return rows[0];
}

/** The shop whose online booking is on at this address. */
export const shopBySlug = (db: DbOrTx, slug: string) => shopWhere(db, sql`s.slug = ${slug} AND s.enabled`);

/** The shop of an existing booking, whether or not its online booking is still on. */
export const shopByAccount = (db: DbOrTx, accountId: number) => shopWhere(db, sql`s.account_id = ${accountId}`);

const BUSY = sql`(e.status IN ('REQUESTED', 'CONFIRMED', 'ARRIVED') OR (e.status = 'HELD' AND e.hold_expires_at > now()))`;

/**
 * The busy appointments of the shop overlapping [from, to): booked ones and live holds. An
 * appointment lasts at most 14 days (events_at_most_14_days), which bounds the index range on
 * start_time from both sides instead of scanning the shop's whole past.
 */
export async function busyBetween(db: DbOrTx, { accountId, from, to, exceptId }: { accountId: number; from: Date; to: Date; exceptId?: number }): Promise<Busy[]> {
  const { rows } = await db.execute<{ bay_id: number | null; technician_id: number | null; start_time: string; end_time: string }>(sql`
    SELECT e.bay_id, e.technician_id, e.start_time::text AS start_time, e.end_time::text AS end_time
    FROM events e
    WHERE e.account_id = ${accountId}
      AND e.start_time < ${to.toISOString()}::timestamptz
      AND e.start_time > ${from.toISOString()}::timestamptz - interval '14 days'
      AND e.end_time > ${from.toISOString()}::timestamptz
      AND (e.bay_id IS NOT NULL OR e.technician_id IS NOT NULL)
      AND ${BUSY}
      ${exceptId === undefined ? sql`` : sql`AND e.id <> ${exceptId}`}`);
  return rows.map((r) => ({ bayId: r.bay_id, technicianId: r.technician_id, start: new Date(r.start_time), end: new Date(r.end_time) }));
}

/** An online appointment as its token finds it. */
export type BookingRow = {
  id: number;
  uuid: string;
  accountId: number;
  status: 'HELD' | EventStatus;
  startTime: Date;
  endTime: Date;
  services: EventService[];
  contact: { fullname: string; email: string | null; mobile: string | null } | null;
  vehicleText: string | null;
  holdExpired: boolean;
};

/** The appointment whose token hashes to `tokenHash` (of this shop when given), locked for the caller's transaction when asked. */
export async function bookingByTokenHash(db: DbOrTx, { tokenHash, accountId, lock }: { tokenHash: string; accountId?: number; lock?: boolean }) {
  const { rows } = await db.execute<Omit<BookingRow, 'startTime' | 'endTime'> & { startTime: string; endTime: string }>(sql`
    SELECT e.id, e.uuid, e.account_id AS "accountId", e.status, e.start_time::text AS "startTime", e.end_time::text AS "endTime",
      e.services, e.contact, e.vehicle_text AS "vehicleText", coalesce(e.hold_expires_at <= now(), false) AS "holdExpired"
    FROM events e
    WHERE e.token_hash = ${tokenHash} AND e.source = 'ONLINE'
      ${accountId === undefined ? sql`` : sql`AND e.account_id = ${accountId}`}
    LIMIT 1
    ${lock ? sql`FOR UPDATE` : sql``}`);
  const row = rows[0];
  return row && { ...row, startTime: new Date(row.startTime), endTime: new Date(row.endTime) };
}
