// The demo shop's last month of work: work orders made through the API's services (POST
// /worksheets, which takes the next number from the shop's counter and can pull the vehicle's
// backlog; POST /entries from the shop's catalogue; PATCH /entries for the lines' progress), then
// dated back to the day they came in (the only columns written directly: the API dates
// everything "now").
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { catalogListQuerySchema, createEntryBodySchema, createWorksheetBodySchema, updateEntryBodySchema } from '@atelier/contracts';
import { customers, entries, mechs, worksheets } from '../../apps/api/src/db/schema/index.ts';
import { listCatalogPage } from '../../apps/api/src/modules/catalog/list-catalog-items.ts';
import { listStatusRows } from '../../apps/api/src/modules/statuses/queries.ts';
import { findUserByEmail } from '../../apps/api/src/modules/users/queries.ts';
import { listLines } from '../../apps/api/src/modules/worksheet-entries/list-lines.ts';
import { createLine } from '../../apps/api/src/modules/worksheet-entries/create-line.ts';
import { patchLine } from '../../apps/api/src/modules/worksheet-entries/update-line.ts';
import { createWorksheet } from '../../apps/api/src/modules/worksheets/create-worksheet.ts';
import { weighted } from './quebec.mjs';
import { shopTime } from './shop-clock.mjs';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;
export const DEMO_TIMEZONE = 'America/Toronto';

/**
 * What brings a car in, as lines of the shop's catalogue (by code; quantity as [min, max] or a
 * number), sometimes a part or labour the catalogue does not hold, and what the counter clerk notes.
 * November in Montréal: winter tyres first (compulsory from 1 December).
 */
const JOBS = [
  {
    weight: 14,
    lines: [['SRV-003', 1]],
    extras: [
      [0.4, 'PRD-006', 1],
      [0.3, 'PRD-005', 1],
    ],
    notes: ["Pneus d'été à l'entreposage", "Pneus d'hiver apportés par le client", null],
  },
  {
    weight: 12,
    lines: [['SRV-001', 1]],
    extras: [
      [0.3, 'PRD-006', 1],
      [0.25, 'SRV-002', 1],
      [0.2, 'PRD-005', 1],
    ],
    notes: [null, 'Client attend sur place', 'Rappel de vidange au tableau de bord'],
  },
  {
    weight: 7,
    lines: [
      ['SRV-005', 1],
      ['PRD-003', 1],
    ],
    extras: [[0.4, 'SRV-006', 1]],
    notes: ['Bruit de frottement à l’avant en freinant', 'Pédale de frein molle', null],
  },
  {
    weight: 6,
    lines: [['SRV-004', [1, 1.5]]],
    extras: [[0.5, 'SRV-006', 1]],
    notes: ['Témoin moteur allumé depuis lundi', 'Cogne au démarrage à froid', 'Perte de puissance en côte'],
  },
  {
    weight: 5,
    lines: [
      ['SRV-008', 1],
      ['PRD-004', 1],
    ],
    extras: [[0.3, 'PRD-006', 1]],
    notes: ['Ne démarre plus le matin par temps froid', 'Batterie d’origine (6 ans)', null],
  },
  {
    weight: 5,
    lines: [['SRV-006', 1]],
    extras: [
      [0.5, 'SRV-007', 1],
      [0.3, 'SRV-002', 1],
    ],
    notes: ['Inspection avant achat', 'Voiture tire à droite', null],
  },
  { weight: 3, lines: [['SRV-007', 1]], extras: [[0.5, 'SRV-002', 1]], notes: ['Usure inégale des pneus avant', null] },
  { weight: 2, lines: [['SRV-009', 1]], extras: [], notes: ['Climatisation ne refroidit plus', null] },
  {
    weight: 3,
    lines: [
      ['SRV-004', 1],
      ['PRD-007', 2],
    ],
    extras: [],
    free: [
      { name: 'Remplacement du thermostat', type: 'SERVICE', value: [1, 1.5], price: null },
      { name: 'Thermostat et joint', type: 'PRODUCT', value: 1, price: 64.5 },
    ],
    notes: ['Surchauffe dans le trafic', 'Chauffage tiède'],
  },
  {
    weight: 2,
    lines: [['SRV-006', 1]],
    extras: [],
    free: [
      { name: 'Capteur ABS arrière gauche', type: 'PRODUCT', value: 1, price: 124.5 },
      { name: 'Pose du capteur ABS', type: 'SERVICE', value: [1, 1.5], price: null },
    ],
    notes: ['Témoin ABS allumé'],
  },
];

/** Backlog tasks (demo-backlog.mjs) that are the same job as a catalogue line: pulled, the line is not added again. */
const BACKLOG_COVERS = new Map([
  ["Changement d'huile et filtre", 'SRV-001'],
  ["Pose des pneus d'hiver", 'SRV-003'],
  ['Freins avant', 'SRV-005'],
  ['Inspection multipoints', 'SRV-006'],
  ['Alignement des roues', 'SRV-007'],
  ['Permutation des pneus', 'SRV-002'],
  ['Diagnostic du témoin moteur', 'SRV-004'],
  ['Vérification de la climatisation', 'SRV-009'],
  ['Batterie 12 V', 'PRD-004'],
  ["Balais d'essuie-glace d'hiver", 'PRD-005'],
]);

/** The shop's weekday (0 Sunday) `daysAgo` days before `now`. */
function weekdayOf(now, daysAgo, zone) {
  return shopTime(now, daysAgo, 12, zone).getUTCDay();
}

/** When the cars came in over the last 30 days: weekdays, a few Saturdays, 7:30 to 16:30, none in the future; oldest first. */
function arrivals(random, now, zone, count) {
  const times = [];
  while (times.length < count) {
    const daysAgo = random.int(0, 29);
    const weekday = weekdayOf(now, daysAgo, zone);
    if (weekday === 0 || (weekday === 6 && random.chance(0.7))) continue;
    const at = shopTime(now, daysAgo, 7.5 + random.int(0, 36) / 4, zone);
    if (at.getTime() <= now.getTime() - 10 * 60 * 1000) times.push(at);
  }
  return times.sort((a, b) => a.getTime() - b.getTime());
}

const quantity = (random, value) => (Array.isArray(value) ? value[0] + random.int(0, Math.round((value[1] - value[0]) * 4)) / 4 : value);

/**
 * A work order's group by how long ago the car came in: a month-old job is done, today's is
 * waiting or under way.
 */
function groupFor(random, ageDays) {
  const roll = random.next();
  if (ageDays < 1) return roll < 0.65 ? 'TODO' : 'IN_PROGRESS';
  if (ageDays < 3) return roll < 0.35 ? 'TODO' : roll < 0.75 ? 'IN_PROGRESS' : 'DONE';
  if (ageDays < 8) return roll < 0.1 ? 'TODO' : roll < 0.35 ? 'IN_PROGRESS' : 'DONE';
  // Now and then an old one still waits (for parts, for the customer's answer).
  return roll < 0.04 ? 'TODO' : roll < 0.08 ? 'IN_PROGRESS' : 'DONE';
}

/** The shop's vehicles with their owner and whether an open backlog waits on them. */
async function vehiclesOf(db, accountId) {
  const rows = await db
    .select({
      mechUuid: mechs.uuid,
      mechId: mechs.id,
      customerUuid: customers.uuid,
      backlog: sql`exists (select 1 from ${entries} e where e.mech_id = ${mechs.id} and e.worksheet_id is null and e.account_id = ${accountId})`.mapWith(Boolean),
    })
    .from(mechs)
    .innerJoin(customers, eq(customers.id, mechs.customerId))
    .where(and(eq(mechs.accountId, accountId), isNull(mechs.deletedAt)))
    .orderBy(mechs.id);
  return rows;
}

async function catalogueByCode(db, accountId) {
  const query = catalogListQuerySchema.parse({ pageSize: 100 });
  const items = [];
  for (const kind of ['SERVICE', 'PRODUCT']) items.push(...(await listCatalogPage(db, { ...query, accountId, kind })).list);
  return new Map(items.filter((item) => item.code).map((item) => [item.code, item]));
}

/**
 * Creates `count` work orders (about 50 when not given) over the 30 days before `now`, in every
 * status of the shop, numbered by the shop's counter in the order they came in. Answers counts.
 */
export async function createDemoWorksheets({ db, accountId, team, random, now = new Date(), count = random.int(46, 56), zone = DEMO_TIMEZONE }) {
  const statuses = await listStatusRows(db, 'worksheet', { accountId });
  const lineStatuses = await listStatusRows(db, 'entry', { accountId });
  const lineStatus = (group) => lineStatuses.find((status) => status.group === group)?.id ?? null;
  const catalogue = await catalogueByCode(db, accountId);
  const technicians = [];
  for (const member of team.filter((m) => m.permissionFlags === 'EMPLOYEE')) technicians.push((await findUserByEmail(db, member.email)).user.uuid);
  const vehicles = await vehiclesOf(db, accountId);
  if (vehicles.length === 0 || statuses.length === 0) throw new Error('the demo shop needs vehicles and work-order statuses first');

  // Who comes in, when, for what, and where the work stands; then every status gets its work orders.
  const plans = arrivals(random, now, zone, Math.min(count, vehicles.length)).map((createdAt) => {
    const ageDays = (now.getTime() - createdAt.getTime()) / DAY;
    return { createdAt, ageDays, group: groupFor(random, ageDays), job: weighted(random, JOBS) };
  });
  const byGroup = (group) => statuses.filter((status) => status.group === group);
  for (const plan of plans) {
    const choices = byGroup(plan.group);
    // The first status of a group is the usual one; the others (waiting for parts, ready to invoice…) less so.
    plan.status = choices.length === 0 ? statuses[0] : random.chance(0.6) ? choices[0] : random.pick(choices);
  }
  const used = new Set(plans.map((plan) => plan.status.id));
  for (const status of statuses.filter((s) => !used.has(s.id))) {
    // A status nobody got takes a work order of its group that shares its status with others.
    const candidates = plans.filter((plan) => plan.status.group === status.group && plans.filter((p) => p.status.id === plan.status.id).length > 1);
    const plan = candidates.at(-1) ?? plans.filter((p) => plans.filter((q) => q.status.id === p.status.id).length > 1).at(-1);
    if (plan) {
      plan.status = status;
      plan.group = status.group;
    }
  }

  const pool = [...vehicles];
  const counts = { worksheets: 0, lines: 0, pulled: 0, numbers: [] };
  for (const plan of plans) {
    const vehicle = pool.splice(random.int(0, pool.length - 1), 1)[0];
    // A task written down at the last visit comes along, most of the time.
    const pullBacklog = vehicle.backlog && random.chance(0.7);
    const technicianUuid = plan.group === 'TODO' && random.chance(0.5) ? null : random.pick(technicians);
    const worksheet = await createWorksheet(db, {
      accountId,
      body: createWorksheetBodySchema.parse({
        customerUuid: vehicle.customerUuid,
        mechUuid: vehicle.mechUuid,
        technicianUuid,
        statusId: plan.status.id,
        notes: random.pick(plan.job.notes),
        pullBacklog,
      }),
    });
    counts.worksheets++;
    counts.numbers.push(worksheet.worksheetId);

    const pulledLines = (await listLines(db, { accountId, uuid: worksheet.uuid })).list;
    counts.pulled += pulledLines.length;
    const wanted = [...plan.job.lines, ...plan.job.extras.filter(([p]) => random.chance(p)).map(([, code, value]) => [code, value])];
    for (const [code, value] of wanted) {
      const item = catalogue.get(code);
      if (!item) continue;
      // The same job pulled from the backlog is not added twice.
      if (pulledLines.some((line) => BACKLOG_COVERS.get(line.name) === code)) continue;
      await createLine(db, {
        accountId,
        body: createEntryBodySchema.parse({ worksheetUuid: worksheet.uuid, related_item: { id: item.id }, value_measured: quantity(random, value) }),
      });
      counts.lines++;
    }
    for (const free of plan.job.free ?? []) {
      await createLine(db, {
        accountId,
        body: createEntryBodySchema.parse({
          worksheetUuid: worksheet.uuid,
          name: free.name,
          type: free.type,
          value_measured: quantity(random, free.value),
          price: free.price,
        }),
      });
      counts.lines++;
    }

    // Where the work stands, line by line: all done, the first ones done, or not started.
    const lines = (await listLines(db, { accountId, uuid: worksheet.uuid })).list.filter((line) => line.type === 'SERVICE');
    for (const [index, line] of lines.entries()) {
      const group = plan.group === 'DONE' ? 'DONE' : plan.group === 'IN_PROGRESS' ? (index === 0 ? 'DONE' : index === 1 ? 'IN_PROGRESS' : 'TODO') : 'TODO';
      const statusId = lineStatus(group);
      if (statusId) await patchLine(db, { accountId, id: line.id, body: updateEntryBodySchema.parse({ statusId }) });
    }

    // The day it came in; a finished job changed status a day or two later, an open one today.
    const changed =
      plan.group === 'DONE'
        ? new Date(Math.min(now.getTime() - HOUR, plan.createdAt.getTime() + random.int(3, 52) * HOUR))
        : plan.group === 'IN_PROGRESS'
          ? new Date(Math.min(now.getTime() - 5 * 60 * 1000, plan.createdAt.getTime() + random.int(1, 6) * HOUR))
          : plan.createdAt;
    await db.update(worksheets).set({ createdAt: plan.createdAt, updatedAt: changed, statusChangedAt: changed }).where(eq(worksheets.uuid, worksheet.uuid));
    await db
      .update(entries)
      .set({ createdAt: plan.createdAt, updatedAt: changed })
      .where(
        and(
          eq(entries.accountId, accountId),
          inArray(
            entries.id,
            (await listLines(db, { accountId, uuid: worksheet.uuid })).list.map((line) => line.id),
          ),
        ),
      );
  }
  return counts;
}
