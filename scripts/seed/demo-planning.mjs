// The demo shop's planning and online booking (issue 15): booking settings (public address,
// request mode, opening hours with a lunch break, the year's public holidays closed), three bays,
// two technicians who take appointments, five services and one add-on offered online, and about
// 25 appointments this week and next, written directly in SQL (the database's exclusion
// constraints still refuse any overlap of a bay or a technician). One of them was turned into a
// work order through the API's own services, as POST /api/events/{uuid}/worksheet does.
import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, max, ne } from 'drizzle-orm';
import { createEntryBodySchema, createWorksheetBodySchema } from '@atelier/contracts';
import {
  bays,
  bookingServices,
  bookingSettings,
  bookingTechnicians,
  brands,
  catalogItems,
  customers,
  events,
  makes,
  mechs,
  models,
  users,
  worksheets,
} from '../../apps/api/src/db/schema/index.ts';
import { listStatusRows } from '../../apps/api/src/modules/statuses/queries.ts';
import { dayIn, zonedToInstant } from '../../apps/api/src/modules/timelog/shop-time.ts';
import { createLine } from '../../apps/api/src/modules/worksheet-entries/create-line.ts';
import { createWorksheet } from '../../apps/api/src/modules/worksheets/create-worksheet.ts';
import { publicHolidays } from './holidays.mjs';
import { slugify } from './slugify.mjs';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Monday first: Monday to Friday 8:00–17:00 with lunch at noon, Saturday morning, closed on Sunday. */
export const DEMO_HOURS = [
  ...Array.from({ length: 5 }, () => ({ open: '08:00', close: '17:00', breakStart: '12:00', breakEnd: '13:00' })),
  { open: '09:00', close: '12:00', breakStart: null, breakEnd: null },
  null,
];
export const DEMO_BAYS = ['Baie 1', 'Baie 2', 'Alignement'];

/**
 * What the widget offers: the shop's catalogue service found by code, else by a word of its name,
 * else created. `price`: the price shown online when the catalogue's is the hourly rate.
 */
export const DEMO_ONLINE_SERVICES = [
  { key: 'vidange', code: 'SRV-001', word: 'vidange', name: "Vidange d'huile et filtre", minutes: 30, weight: 5 },
  { key: 'pneus', code: 'SRV-003', word: 'pneus', name: "Pose de pneus d'hiver (4 roues)", minutes: 45, weight: 5 },
  { key: 'freins', code: 'SRV-005', word: 'freins', name: 'Freins avant – plaquettes', minutes: 90, weight: 2 },
  { key: 'diagnostic', code: 'SRV-004', word: 'diagnostic', name: 'Diagnostic électronique', minutes: 60, price: 125, weight: 2 },
  { key: 'inspection', code: 'SRV-006', word: 'inspection', name: 'Inspection 100 points', minutes: 60, weight: 2 },
  { key: 'lavage', code: null, word: 'lavage', name: 'Lavage extérieur', minutes: 15, price: 24.95, addon: true, weight: 0 },
];

const NOTES = ['Client attend sur place', 'Voiture de courtoisie demandée', 'Bruit à l’avant en freinant', 'Pneus d’hiver à l’entreposage chez nous', null, null, null];

const toMinutes = (clock) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const addDays = (date, days) => {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};
const at = (date, minutes, zone) => {
  const [year, month, day] = date.split('-').map(Number);
  return zonedToInstant({ year, month, day, hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0 }, zone);
};

/** The catalogue services offered online, created when the shop's catalogue has none of that name. */
async function onlineServices(db, accountId) {
  const items = await db
    .select({ id: catalogItems.id, name: catalogItems.name, code: catalogItems.code, price: catalogItems.price })
    .from(catalogItems)
    .where(and(eq(catalogItems.accountId, accountId), eq(catalogItems.kind, 'SERVICE'), isNull(catalogItems.deletedAt)))
    .orderBy(asc(catalogItems.id));
  const chosen = [];
  for (const wanted of DEMO_ONLINE_SERVICES) {
    let item =
      (wanted.code && items.find((i) => i.code === wanted.code)) ??
      items.find((i) =>
        i.name
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .includes(wanted.word),
      );
    if (!item) {
      [item] = await db
        .insert(catalogItems)
        .values({ accountId, kind: 'SERVICE', name: wanted.name, price: wanted.price == null ? null : String(wanted.price) })
        .returning({ id: catalogItems.id, name: catalogItems.name, code: catalogItems.code, price: catalogItems.price });
    }
    const catalogPrice = item.price == null ? null : Number(item.price);
    // The widget shows a price: the catalogue's, or the set one when the catalogue bills at the hourly rate.
    const price = catalogPrice == null ? (wanted.price ?? null) : null;
    chosen.push({ ...wanted, catalogItemId: item.id, itemName: item.name, price, shownPrice: price ?? catalogPrice });
  }
  return chosen;
}

/** The shop's vehicles with their owner and display name (year make model), in a stable order. */
async function vehiclesOf(db, accountId) {
  const rows = await db
    .select({
      mechId: mechs.id,
      mechUuid: mechs.uuid,
      year: mechs.modelYear,
      make: makes.name,
      model: models.name,
      customerId: customers.id,
      customerUuid: customers.uuid,
      fullname: customers.fullname,
      email: customers.email,
      mobile: customers.mobile,
    })
    .from(mechs)
    .innerJoin(customers, eq(customers.id, mechs.customerId))
    .leftJoin(makes, eq(makes.id, mechs.makeId))
    .leftJoin(models, eq(models.id, mechs.modelId))
    .where(and(eq(mechs.accountId, accountId), isNull(mechs.deletedAt), isNull(customers.deletedAt)))
    .orderBy(asc(mechs.id));
  return rows.map((row) => ({ ...row, name: [row.year, row.make, row.model].filter(Boolean).join(' ') }));
}

/** The services of one appointment: one job (sometimes two), sometimes the wash added online. */
function servicesFor(random, services, online) {
  const mains = services.filter((s) => !s.addon);
  const pickMain = () => {
    let left = random.next() * mains.reduce((sum, s) => sum + s.weight, 0);
    return mains.find((s) => (left -= s.weight) < 0) ?? mains[0];
  };
  const chosen = [pickMain()];
  if (random.chance(0.2)) {
    const second = pickMain();
    if (second !== chosen[0]) chosen.push(second);
  }
  const addon = services.find((s) => s.addon);
  if (addon && random.chance(online ? 0.4 : 0.1)) chosen.push(addon);
  return chosen;
}

/**
 * Places appointments on the shop's open days from Monday of this week to Saturday of the next:
 * two or three a weekday, one on Saturday, on the 30-minute grid, inside the opening hours and
 * never across the lunch break, each in a bay and with a technician both free at that time.
 */
function schedule({ random, now, zone, bayIds, technicianIds, services, closedDays }) {
  const today = dayIn(now, zone);
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const monday = addDays(today, -((weekday + 6) % 7));
  const busy = new Map();
  const free = (key, start, end) => !(busy.get(key) ?? []).some(([s, e]) => s < end && start < e);
  const take = (key, start, end) => busy.set(key, [...(busy.get(key) ?? []), [start, end]]);
  const placed = [];
  for (let offset = 0; offset < 13; offset++) {
    const date = addDays(monday, offset);
    const index = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
    const hours = DEMO_HOURS[index];
    if (!hours || closedDays.has(date)) continue;
    const count = index === 5 ? 1 : random.int(2, 3);
    for (let n = 0; n < count; n++) {
      const online = random.chance(0.35);
      const chosen = servicesFor(random, services, online);
      const minutes = Math.ceil(chosen.reduce((sum, s) => sum + s.minutes, 0) / 30) * 30;
      const starts = [];
      for (let m = toMinutes(hours.open); m + minutes <= toMinutes(hours.close); m += 30) {
        const crossesBreak = hours.breakStart && m < toMinutes(hours.breakEnd) && m + minutes > toMinutes(hours.breakStart);
        if (!crossesBreak) starts.push(m);
      }
      for (let attempt = 0; attempt < 30 && starts.length > 0; attempt++) {
        const startMinutes = starts.splice(random.int(0, starts.length - 1), 1)[0];
        const start = at(date, startMinutes, zone).getTime();
        const end = start + minutes * MINUTE;
        const bay = [...bayIds].sort(() => random.next() - 0.5).find((id) => free(`bay:${id}`, start, end));
        const technician = [...technicianIds].sort(() => random.next() - 0.5).find((id) => free(`tech:${id}`, start, end));
        if (!bay || !technician) continue;
        take(`bay:${bay}`, start, end);
        take(`tech:${technician}`, start, end);
        placed.push({ start: new Date(start), end: new Date(end), bayId: bay, technicianId: technician, services: chosen, online });
        break;
      }
    }
  }
  return placed.sort((a, b) => a.start - b.start);
}

/** What happened to an appointment by now: those gone by came or not, the coming ones confirmed or waiting for the shop. */
function statusOf(random, appointment, now) {
  if (appointment.start.getTime() <= now.getTime()) {
    if (appointment.end.getTime() > now.getTime()) return 'ARRIVED';
    const roll = random.next();
    return roll < 0.78 ? 'ARRIVED' : roll < 0.89 ? 'NO_SHOW' : 'CANCELED';
  }
  const roll = random.next();
  if (appointment.online) return roll < 0.55 ? 'REQUESTED' : roll < 0.92 ? 'CONFIRMED' : 'CANCELED';
  return roll < 0.8 ? 'CONFIRMED' : roll < 0.9 ? 'REQUESTED' : 'CANCELED';
}

/**
 * The work order the shop made from an appointment (its customer, vehicle, technician and the
 * requested services as lines), dated when the car came in but never before the newest work order,
 * so the counter's numbers still follow the dates.
 */
async function convert(db, { accountId, appointment, vehicle, technicianUuid, now }) {
  const statuses = await listStatusRows(db, 'worksheet', { accountId });
  const status = statuses.find((s) => s.group === 'TODO') ?? statuses[0];
  const worksheet = await createWorksheet(db, {
    accountId,
    body: createWorksheetBodySchema.parse({
      customerUuid: vehicle.customerUuid,
      mechUuid: vehicle.mechUuid,
      technicianUuid,
      statusId: status.id,
      notes: 'Rendez-vous en ligne',
    }),
  });
  for (const service of appointment.services) {
    await createLine(db, {
      accountId,
      body: createEntryBodySchema.parse({ worksheetUuid: worksheet.uuid, related_item: { id: service.catalogItemId }, value_measured: 1 }),
    });
  }
  // The API answers public ids only; the appointment links to the row.
  const [{ id }] = await db.select({ id: worksheets.id }).from(worksheets).where(eq(worksheets.uuid, worksheet.uuid));
  const [{ newest }] = await db
    .select({ newest: max(worksheets.createdAt) })
    .from(worksheets)
    .where(and(eq(worksheets.accountId, accountId), ne(worksheets.id, id)));
  const cameIn = Math.min(appointment.start.getTime(), now.getTime() - MINUTE);
  const createdAt = new Date(Math.min(now.getTime() - MINUTE, Math.max(cameIn, (newest ? new Date(newest).getTime() : 0) + MINUTE)));
  await db.update(worksheets).set({ createdAt, updatedAt: createdAt, statusChangedAt: createdAt }).where(eq(worksheets.uuid, worksheet.uuid));
  return { id, number: worksheet.worksheetId, lines: appointment.services.length };
}

/**
 * Creates the shop's booking settings, bays, booking technicians (the first two technicians of
 * `team`), online services and its appointments this week and next. Answers what was made, for
 * the seed's summary: `{ slug, appointments, online, unseen, bays, technicians, services, addons, closures, workOrder }`.
 */
export async function createDemoPlanning({ db, accountId, team, random, now = new Date(), zone }) {
  const [brand] = await db.select({ address: brands.address }).from(brands).where(eq(brands.accountId, accountId)).orderBy(asc(brands.id)).limit(1);
  const address = brand?.address ?? {};
  const slug = slugify(address.name ?? 'garage-demo') || 'garage-demo';
  const year = Number(dayIn(now, zone).slice(0, 4));
  // This year's holidays, and next year's: from November on, New Year's Day is within the booking horizon.
  const closures = [
    ...publicHolidays(address.country ?? 'CA', address.region ?? 'QC', year),
    ...publicHolidays(address.country ?? 'CA', address.region ?? 'QC', year + 1),
  ];

  await db.insert(bookingSettings).values({
    accountId,
    enabled: true,
    slug,
    mode: 'REQUEST',
    slotMinutes: 30,
    minNoticeMinutes: 120,
    horizonDays: 60,
    hours: DEMO_HOURS,
    closures,
  });
  const bayRows = await db
    .insert(bays)
    .values(DEMO_BAYS.map((name, position) => ({ accountId, name, position })))
    .returning({ id: bays.id, name: bays.name });

  const technicians = [];
  for (const member of team.filter((m) => m.permissionFlags === 'EMPLOYEE').slice(0, 2)) {
    const [row] = await db
      .select({ id: users.id, uuid: users.uuid })
      .from(users)
      .where(and(eq(users.accountId, accountId), eq(users.email, member.email)));
    technicians.push(row);
  }
  await db.insert(bookingTechnicians).values(technicians.map((t) => ({ accountId, userId: t.id })));

  const services = await onlineServices(db, accountId);
  await db.insert(bookingServices).values(
    services.map((s, position) => ({
      accountId,
      catalogItemId: s.catalogItemId,
      minutes: s.minutes,
      price: s.price == null ? null : String(s.price),
      addon: Boolean(s.addon),
      position,
    })),
  );

  const closedDays = new Set(closures.map((c) => c.from));
  const placed = schedule({
    random,
    now,
    zone,
    bayIds: bayRows.map((b) => b.id),
    technicianIds: technicians.map((t) => t.id),
    services,
    closedDays,
  });
  // At least three online requests still to come, which the shop has not opened yet (the Planning badge).
  const coming = placed.filter((p) => p.start.getTime() > now.getTime() + 2 * HOUR);
  for (const p of coming.slice(-3)) p.online = true;

  const vehicles = await vehiclesOf(db, accountId);
  const pool = [...vehicles];
  const rows = [];
  let unseen = 0;
  for (const p of placed) {
    const vehicle = pool.splice(random.int(0, pool.length - 1), 1)[0] ?? random.pick(vehicles);
    let status = statusOf(random, p, now);
    // The three newest online requests still to come are unseen; every other one the shop opened.
    if (p.online && coming.slice(-3).includes(p)) status = 'REQUESTED';
    const createdAt = p.online
      ? new Date(Math.min(now.getTime() - random.int(1, 20) * HOUR, p.start.getTime() - 3 * HOUR))
      : new Date(Math.min(now.getTime() - random.int(1, 6) * HOUR, p.start.getTime() - random.int(1, 8) * DAY));
    const isUnseen = p.online && status === 'REQUESTED' && coming.slice(-3).includes(p);
    if (isUnseen) unseen++;
    // One online customer's car is not on file yet: the booking keeps what was typed.
    const typedVehicle = p.online && rows.filter((r) => r.source === 'ONLINE').length === 1;
    rows.push({
      placed: p,
      vehicle,
      accountId,
      status,
      source: p.online ? 'ONLINE' : 'SHOP',
      startTime: p.start,
      endTime: p.end,
      bayId: p.bayId,
      technicianId: p.technicianId,
      customerId: vehicle.customerId,
      mechId: typedVehicle ? null : vehicle.mechId,
      notes: p.online ? null : random.pick(NOTES),
      services: p.services.map((s) => ({ catalogItemId: s.catalogItemId, name: s.itemName, minutes: s.minutes, price: s.shownPrice })),
      contact: p.online ? { fullname: vehicle.fullname, email: vehicle.email, mobile: vehicle.mobile } : null,
      vehicleText: p.online ? (typedVehicle ? '2021 Toyota RAV4' : vehicle.name) : null,
      language: p.online ? (random.chance(0.85) ? 'fr' : 'en') : null,
      // An online booking's manage link (cancel or move): only its hash is kept.
      tokenHash: p.online ? createHash('sha256').update(`demo-booking-${accountId}-${p.start.toISOString()}-${p.bayId}`).digest('hex') : null,
      seenAt: isUnseen ? null : new Date(Math.min(now.getTime() - 10 * MINUTE, createdAt.getTime() + random.int(5, 120) * MINUTE)),
      createdAt,
      updatedAt: createdAt,
    });
  }

  // The car of today's first appointment came in: the shop turned it into a work order (else the next confirmed one).
  const target =
    rows.find((r) => r.status === 'ARRIVED' && dayIn(r.startTime, zone) === dayIn(now, zone) && r.mechId !== null) ??
    rows.find((r) => r.startTime.getTime() > now.getTime() && r.status === 'CONFIRMED' && r.mechId !== null);
  let workOrder = null;
  if (target) {
    const technicianUuid = technicians.find((t) => t.id === target.technicianId)?.uuid ?? null;
    workOrder = await convert(db, { accountId, appointment: target.placed, vehicle: target.vehicle, technicianUuid, now });
    target.worksheetId = workOrder.id;
  }

  const ownerId = (
    await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.accountId, accountId), eq(users.permissionFlags, 'FULL_ADMIN')))
      .limit(1)
  )[0]?.id;
  await db
    .insert(events)
    .values(rows.map(({ placed: _placed, vehicle: _vehicle, ...row }) => ({ ...row, createdById: row.source === 'SHOP' ? (ownerId ?? null) : null })));
  return {
    slug,
    appointments: rows.length,
    online: rows.filter((r) => r.source === 'ONLINE').length,
    unseen,
    bays: bayRows.length,
    technicians: technicians.length,
    services: services.filter((s) => !s.addon).length,
    addons: services.filter((s) => s.addon).length,
    closures: closures.length,
    workOrder,
  };
}
