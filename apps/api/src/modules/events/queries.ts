import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  bays,
  bookingServices,
  catalogItems,
  customers,
  equipmentTypes,
  events,
  makes,
  mechs,
  models,
  users,
  worksheets,
  worksheetStatuses,
} from '../../db/schema/index.js';
import type { Scope } from '../../http/scope.js';

export type EventRow = typeof events.$inferSelect;
/** What a create or a PATCH writes. */
export type EventValues = Pick<
  typeof events.$inferInsert,
  'status' | 'startTime' | 'endTime' | 'bayId' | 'technicianId' | 'customerId' | 'mechId' | 'title' | 'notes' | 'services'
>;

const technician = alias(users, 'technician');
const modelMake = alias(makes, 'model_make');

/** The shop's appointments never include a widget's hold (internal until it becomes a booking). */
export const shopVisible = (accountId: number, condition?: SQL) => and(eq(events.accountId, accountId), ne(events.status, 'HELD'), condition);

/** Everything eventSchema shows: the appointment, its bay, technician, customer, vehicle (with its name's parts) and work order. */
export function selectEvents(db: DbOrTx) {
  return db
    .select({
      event: events,
      bay: { id: bays.id, name: bays.name },
      technician: { uuid: technician.uuid, fullname: technician.fullname },
      customer: { uuid: customers.uuid, fullname: customers.fullname, email: customers.email, mobile: customers.mobile },
      mech: { uuid: mechs.uuid, modelYear: mechs.modelYear, license: mechs.license, serialNumber: mechs.serialNumber },
      make: { name: makes.name },
      model: { name: models.name },
      modelMake: { name: modelMake.name },
      type: { name: equipmentTypes.name },
      worksheet: { uuid: worksheets.uuid, worksheetId: worksheets.worksheetId },
    })
    .from(events)
    .leftJoin(bays, eq(bays.id, events.bayId))
    .leftJoin(technician, eq(technician.id, events.technicianId))
    .leftJoin(customers, eq(customers.id, events.customerId))
    .leftJoin(mechs, eq(mechs.id, events.mechId))
    .leftJoin(makes, eq(makes.id, mechs.makeId))
    .leftJoin(models, eq(models.id, mechs.modelId))
    .leftJoin(modelMake, eq(modelMake.id, models.makeId))
    .leftJoin(equipmentTypes, eq(equipmentTypes.id, mechs.typeId))
    .leftJoin(worksheets, and(eq(worksheets.id, events.worksheetId), isNull(worksheets.deletedAt)));
}
export type EventListRow = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];

export async function eventById(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<EventListRow | undefined> {
  const [row] = await selectEvents(db)
    .where(shopVisible(accountId, eq(events.id, id)))
    .limit(1);
  return row;
}

/** A shop-visible appointment by uuid, locked for the change. */
export async function lockEvent(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(shopVisible(accountId, eq(events.uuid, uuid)))
    .limit(1)
    .for('update');
  return row;
}

export type EventFilter = {
  accountId: number;
  from: Date;
  to: Date;
  bayId?: number;
  technicianUuid?: string;
  customerUuid?: string;
  statuses?: string[];
};

/** Appointments overlapping [from, to) with the filters, by start (the (account, start, end) index). */
export function listEventRows(db: DbOrTx, f: EventFilter): Promise<EventListRow[]> {
  return selectEvents(db)
    .where(
      shopVisible(
        f.accountId,
        and(
          lt(events.startTime, f.to),
          gt(events.endTime, f.from),
          // The range's lower bound on start too: an appointment lasts at most 14 days, so the index range stays short.
          gt(events.startTime, new Date(f.from.getTime() - 15 * 86_400_000)),
          f.bayId !== undefined ? eq(events.bayId, f.bayId) : undefined,
          f.technicianUuid !== undefined
            ? sql`${events.technicianId} = (SELECT u.id FROM ${users} u WHERE u.uuid = ${f.technicianUuid} AND u.account_id = ${f.accountId})`
            : undefined,
          f.customerUuid !== undefined
            ? sql`${events.customerId} = (SELECT c.id FROM ${customers} c WHERE c.uuid = ${f.customerUuid} AND c.account_id = ${f.accountId})`
            : undefined,
          f.statuses?.length ? inArray(events.status, f.statuses as EventRow['status'][]) : undefined,
        ),
      ),
    )
    .orderBy(asc(events.startTime), asc(events.id));
}

export async function insertEvent(db: DbOrTx, values: Scope & EventValues & { createdById: number }): Promise<number> {
  const [row] = await db.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}

/** A PATCH: the changed columns; opening the appointment marks it seen. */
export async function updateEvent(db: DbOrTx, { accountId, id }: Scope & { id: number }, values: Partial<EventValues>): Promise<void> {
  await db
    .update(events)
    .set({ ...values, seenAt: sql`COALESCE(${events.seenAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(events.accountId, accountId), eq(events.id, id)));
}

export async function deleteEvent(db: DbOrTx, { accountId, id }: Scope & { id: number }): Promise<void> {
  await db.delete(events).where(and(eq(events.accountId, accountId), eq(events.id, id)));
}

// ---------------------------------------------------------------- references

export async function findBay(db: DbOrTx, { accountId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({ id: bays.id, active: bays.active })
    .from(bays)
    .where(and(eq(bays.accountId, accountId), eq(bays.id, id)))
    .limit(1);
  return row;
}

export async function findLiveMech(db: DbOrTx, { accountId, uuid }: Scope & { uuid: string }) {
  const [row] = await db
    .select({ id: mechs.id, customerId: mechs.customerId })
    .from(mechs)
    .where(and(eq(mechs.accountId, accountId), eq(mechs.uuid, uuid), isNull(mechs.deletedAt)))
    .limit(1);
  return row;
}

export async function mechOwner(db: DbOrTx, { accountId, id }: Scope & { id: number }) {
  const [row] = await db
    .select({ customerId: mechs.customerId })
    .from(mechs)
    .where(and(eq(mechs.accountId, accountId), eq(mechs.id, id)))
    .limit(1);
  return row?.customerId;
}

/** Live catalogue items of the shop among `ids`, with the duration and price set for the widget when offered online. */
export async function catalogServices(db: DbOrTx, { accountId, ids }: Scope & { ids: number[] }) {
  if (ids.length === 0) return new Map<number, { name: string; price: string | null; onlinePrice: string | null; minutes: number | null }>();
  const rows = await db
    .select({ id: catalogItems.id, name: catalogItems.name, price: catalogItems.price, onlinePrice: bookingServices.price, minutes: bookingServices.minutes })
    .from(catalogItems)
    .leftJoin(bookingServices, and(eq(bookingServices.accountId, catalogItems.accountId), eq(bookingServices.catalogItemId, catalogItems.id)))
    .where(and(eq(catalogItems.accountId, accountId), inArray(catalogItems.id, ids), isNull(catalogItems.deletedAt)));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

/**
 * The busy appointment (or hold) of that bay or technician overlapping [start, end), other than
 * `exceptId`: read after a refused write, to name the one in the way.
 */
export async function busyConflict(
  db: DbOrTx,
  { column, value, start, end, exceptId }: { column: 'bay' | 'technician'; value: number; start: Date; end: Date; exceptId: number | null },
): Promise<string | undefined> {
  const [row] = await db
    .select({ uuid: events.uuid })
    .from(events)
    .where(
      and(
        eq(column === 'bay' ? events.bayId : events.technicianId, value),
        inArray(events.status, ['HELD', 'REQUESTED', 'CONFIRMED', 'ARRIVED']),
        lt(events.startTime, end),
        gt(events.endTime, start),
        exceptId === null ? undefined : ne(events.id, exceptId),
      ),
    )
    .orderBy(asc(events.startTime))
    .limit(1);
  return row?.uuid;
}

// ---------------------------------------------------------------- work order, unseen online bookings

/** The first work-order status of the shop in board order (TODO, IN_PROGRESS, DONE; by position): what a new work order starts in. */
export async function defaultWorksheetStatusId(db: DbOrTx, { accountId }: Scope): Promise<number | undefined> {
  const [row] = await db
    .select({ id: worksheetStatuses.id })
    .from(worksheetStatuses)
    .where(eq(worksheetStatuses.accountId, accountId))
    .orderBy(sql`CASE ${worksheetStatuses.group} WHEN 'TODO' THEN 0 WHEN 'IN_PROGRESS' THEN 1 ELSE 2 END`, asc(worksheetStatuses.position), asc(worksheetStatuses.id))
    .limit(1);
  return row?.id;
}

/** The appointment's people and vehicle as a work order needs them: live ones only, the vehicle only if the customer's. */
export async function eventParties(db: DbOrTx, { accountId, event }: Scope & { event: EventRow }) {
  const [customer] = event.customerId
    ? await db
        .select({ uuid: customers.uuid })
        .from(customers)
        .where(and(eq(customers.accountId, accountId), eq(customers.id, event.customerId), isNull(customers.deletedAt)))
    : [];
  const [mech] =
    event.mechId && event.customerId
      ? await db
          .select({ uuid: mechs.uuid })
          .from(mechs)
          .where(and(eq(mechs.accountId, accountId), eq(mechs.id, event.mechId), eq(mechs.customerId, event.customerId), isNull(mechs.deletedAt)))
      : [];
  const [tech] = event.technicianId
    ? await db
        .select({ uuid: users.uuid })
        .from(users)
        .where(and(eq(users.accountId, accountId), eq(users.id, event.technicianId), isNull(users.deletedAt)))
    : [];
  return { customerUuid: customer?.uuid ?? null, mechUuid: mech?.uuid ?? null, technicianUuid: tech?.uuid ?? null };
}

/** Whether the appointment's work order is still there (a deleted one may be made again). */
export async function hasLiveWorksheet(db: DbOrTx, { accountId, worksheetId }: Scope & { worksheetId: number }): Promise<boolean> {
  const [row] = await db
    .select({ id: worksheets.id })
    .from(worksheets)
    .where(and(eq(worksheets.accountId, accountId), eq(worksheets.id, worksheetId), isNull(worksheets.deletedAt)));
  return row !== undefined;
}

/** Links the work order; a REQUESTED or CONFIRMED appointment becomes ARRIVED (the car is here). */
export async function linkWorksheet(db: DbOrTx, { accountId, id, worksheetId }: Scope & { id: number; worksheetId: number }): Promise<void> {
  await db
    .update(events)
    .set({
      worksheetId,
      status: sql`CASE WHEN ${events.status} IN ('REQUESTED', 'CONFIRMED') THEN 'ARRIVED' ELSE ${events.status} END`,
      seenAt: sql`COALESCE(${events.seenAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(events.accountId, accountId), eq(events.id, id)));
}

/** Online bookings the shop has not opened (the events_unseen_idx partial index). */
const unseen = (accountId: number) => and(eq(events.accountId, accountId), isNull(events.seenAt), eq(events.source, 'ONLINE'), ne(events.status, 'HELD'));

export async function countUnseen(db: DbOrTx, { accountId }: Scope): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(events)
    .where(unseen(accountId));
  return row?.count ?? 0;
}

export function latestUnseen(db: DbOrTx, { accountId, limit }: Scope & { limit: number }): Promise<EventListRow[]> {
  return selectEvents(db).where(unseen(accountId)).orderBy(desc(events.createdAt), desc(events.id)).limit(limit);
}

/** Marks the shop's unseen online bookings seen (only `uuids` when given; another shop's are never touched). */
export async function markSeen(db: DbOrTx, { accountId, uuids }: Scope & { uuids?: string[] }): Promise<void> {
  await db
    .update(events)
    .set({ seenAt: sql`now()` })
    .where(and(unseen(accountId), uuids ? inArray(events.uuid, uuids) : undefined));
}
