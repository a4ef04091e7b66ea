import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bays, bookingServices, bookingSettings, bookingTechnicians, catalogItems, users } from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';

export type BookingSettingsRow = typeof bookingSettings.$inferSelect;
/** What a PUT writes on the settings row. */
export type BookingSettingsValues = Omit<typeof bookingSettings.$inferInsert, 'accountId' | 'updatedAt'>;

export async function findBookingSettings(db: DbOrTx, { accountId }: Scope): Promise<BookingSettingsRow | undefined> {
  const [row] = await db.select().from(bookingSettings).where(eq(bookingSettings.accountId, accountId)).limit(1);
  return row;
}

/**
 * Inserts or overwrites the shop's row. Its row lock (held until commit) makes two PUTs of one shop
 * apply one after the other, so their bay, technician and service lists never interleave.
 */
export async function upsertBookingSettings(db: DbOrTx, { accountId }: Scope, values: BookingSettingsValues): Promise<void> {
  await db
    .insert(bookingSettings)
    .values({ ...values, accountId })
    .onConflictDoUpdate({ target: bookingSettings.accountId, set: { ...values, updatedAt: sql`now()` } });
}

/** Active bays first by position, then the archived ones. */
export function listBays(db: DbOrTx, { accountId }: Scope) {
  return db
    .select({ id: bays.id, name: bays.name, active: bays.active })
    .from(bays)
    .where(eq(bays.accountId, accountId))
    .orderBy(desc(bays.active), asc(bays.position), asc(bays.id));
}

/** The shop's bays among `ids`, locked for the rename. */
export async function lockBays(db: DbOrTx, { accountId, ids }: Scope & { ids: number[] }): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: bays.id })
    .from(bays)
    .where(and(eq(bays.accountId, accountId), inArray(bays.id, ids)))
    .for('update');
  return new Set(rows.map((r) => r.id));
}

export async function updateBay(db: DbOrTx, { accountId, id }: Scope & { id: number }, values: { name: string; position: number }): Promise<void> {
  await db
    .update(bays)
    .set({ ...values, active: true })
    .where(and(eq(bays.accountId, accountId), eq(bays.id, id)));
}

export async function insertBay(db: DbOrTx, { accountId }: Scope, values: { name: string; position: number }): Promise<number> {
  const [row] = await db
    .insert(bays)
    .values({ ...values, accountId })
    .returning({ id: bays.id });
  return row!.id;
}

/** Active bays not in `keep` are archived (never deleted: past appointments keep them). */
export async function archiveBaysExcept(db: DbOrTx, { accountId, keep }: Scope & { keep: number[] }): Promise<void> {
  await db
    .update(bays)
    .set({ active: false })
    .where(and(eq(bays.accountId, accountId), eq(bays.active, true), keep.length ? notInArray(bays.id, keep) : undefined));
}

/** Technicians taking appointments: live users only, by name. */
export function listBookingTechnicians(db: DbOrTx, { accountId }: Scope) {
  return db
    .select({ uuid: users.uuid, fullname: users.fullname })
    .from(bookingTechnicians)
    .innerJoin(users, and(eq(users.accountId, bookingTechnicians.accountId), eq(users.id, bookingTechnicians.userId)))
    .where(and(eq(bookingTechnicians.accountId, accountId), isNull(users.deletedAt)))
    .orderBy(asc(users.fullname), asc(users.id));
}

/** Live users of the shop among `uuids`: uuid → id. */
export async function liveUserIds(db: DbOrTx, { accountId, uuids }: Scope & { uuids: string[] }): Promise<Map<string, number>> {
  if (uuids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, uuid: users.uuid })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.uuid, uuids), isNull(users.deletedAt)));
  return new Map(rows.map((r) => [r.uuid, r.id]));
}

export async function replaceBookingTechnicians(db: DbOrTx, { accountId, userIds }: Scope & { userIds: number[] }): Promise<void> {
  await db.delete(bookingTechnicians).where(eq(bookingTechnicians.accountId, accountId));
  if (userIds.length) await db.insert(bookingTechnicians).values(userIds.map((userId) => ({ accountId, userId })));
}

/** Services offered online joined to the catalogue (soft-deleted items left out), in the shop's order. */
export function listBookingServices(db: DbOrTx, { accountId }: Scope) {
  return db
    .select({
      catalogItemId: bookingServices.catalogItemId,
      name: catalogItems.name,
      code: catalogItems.code,
      description: catalogItems.description,
      minutes: bookingServices.minutes,
      price: bookingServices.price,
      catalogPrice: catalogItems.price,
      addon: bookingServices.addon,
    })
    .from(bookingServices)
    .innerJoin(catalogItems, and(eq(catalogItems.accountId, bookingServices.accountId), eq(catalogItems.id, bookingServices.catalogItemId)))
    .where(and(eq(bookingServices.accountId, accountId), isNull(catalogItems.deletedAt)))
    .orderBy(asc(bookingServices.position), asc(bookingServices.catalogItemId));
}
export type BookingServiceRow = Awaited<ReturnType<typeof listBookingServices>>[number];

/** Live SERVICE items of the shop's catalogue among `ids`, key-share locked (not deleted under the save). */
export async function liveServiceIds(db: DbOrTx, { accountId, ids }: Scope & { ids: number[] }): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: catalogItems.id })
    .from(catalogItems)
    .where(and(eq(catalogItems.accountId, accountId), inArray(catalogItems.id, ids), eq(catalogItems.kind, 'SERVICE'), isNull(catalogItems.deletedAt)))
    .for('key share');
  return new Set(rows.map((r) => r.id));
}

export async function replaceBookingServices(
  db: DbOrTx,
  { accountId, services }: Scope & { services: { catalogItemId: number; minutes: number; price: number | null; addon: boolean }[] },
): Promise<void> {
  await db.delete(bookingServices).where(eq(bookingServices.accountId, accountId));
  if (services.length) {
    await db.insert(bookingServices).values(
      services.map((s, position) => ({
        accountId,
        catalogItemId: s.catalogItemId,
        minutes: s.minutes,
        price: s.price === null ? null : s.price.toFixed(2),
        addon: s.addon,
        position,
      })),
    );
  }
}
