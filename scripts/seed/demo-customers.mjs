// The demo shop's customers, their vehicles and the vehicles' backlogs, saved through the API's
// services (POST /customers, GET /vin/{vin} then POST /mechs, POST /mechs/{uuid}/entries).
import { eq } from 'drizzle-orm';
import { createMechBodySchema, customerBodySchema, saveEntriesBodySchema } from '@atelier/contracts';
import { customers, mechs } from '../../apps/api/src/db/schema/index.ts';
import { createCustomer } from '../../apps/api/src/modules/customers/create-customer.ts';
import { saveBacklog } from '../../apps/api/src/modules/entries/save-backlog.ts';
import { listTypes } from '../../apps/api/src/modules/equipments/queries.ts';
import { findMakeNamed, findModelNamed } from '../../apps/api/src/modules/makes/queries.ts';
import { createMech } from '../../apps/api/src/modules/mechs/create-mech.ts';
import { decodeVin } from '../../apps/api/src/modules/vin/decoder.ts';
import { matchMakeModel } from '../../apps/api/src/modules/vin/match-make-model.ts';
import { BACKLOG_TASKS } from './demo-backlog.mjs';
import { AREA_CODES, EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES, STREETS, VEHICLE_MODELS, emailPart, plate, postcode, weighted } from './quebec.mjs';
import { buildVin } from './vin.mjs';

const PEOPLE = 57;
const BUSINESSES = [
  { fullname: 'Plomberie Gauthier inc.', email: 'service@plomberie-gauthier.test', vehicles: 4 },
  { fullname: 'Déneigement Lavoie & Frères', email: 'info@deneigement-lavoie.test', vehicles: 3 },
  { fullname: 'Traiteur Chez Rosalie', email: 'commandes@chezrosalie.test', vehicles: 2 },
];
// Mileage is counted up to this year, so the shop is the same whenever it is seeded.
const REFERENCE_YEAR = 2026;
const DAY = 24 * 60 * 60 * 1000;

/** '5145550142' typed the way a counter clerk would: '514 555-0142'. 555-01xx numbers are fictional. */
function mobileNumber(random, index) {
  return `${random.pick(AREA_CODES)} 555-01${String(index).padStart(2, '0')}`;
}

function billingAddress(random) {
  const { street, city, fsa } = random.pick(STREETS);
  return { street_number: String(random.int(100, 9800)), address_line_1: street, city, region: 'QC', country: 'CA', postcode: postcode(random, fsa) };
}

function people(random) {
  const taken = new Set();
  const list = [];
  while (list.length < PEOPLE) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    if (taken.has(`${first} ${last}`)) continue;
    taken.add(`${first} ${last}`);
    const suffix = random.chance(0.3) ? String(random.int(1, 99)) : '';
    list.push({
      fullname: `${first} ${last}`,
      email: random.chance(0.85) ? `${emailPart(first)}.${emailPart(last)}${suffix}@${random.pick(EMAIL_DOMAINS)}` : null,
      vehicles: random.chance(0.6) ? 1 : random.chance(0.75) ? 2 : 3,
      trucksOnly: false,
    });
  }
  return list;
}

/** VIN, make, model and year as the vehicle drawer fills them: the VIN decoded, then matched to the shop's makes. */
async function identify({ db, config, accountId, random, trucksOnly }) {
  const choices = trucksOnly ? VEHICLE_MODELS.filter((m) => m.type === 'truck' || m.model === 'Grand Caravan') : VEHICLE_MODELS;
  const chosen = weighted(random, choices);
  const year = random.int(chosen.years[0], chosen.years[1]);
  const serialNumber = buildVin({ prefix: chosen.prefix, year, plant: chosen.plant, serial: random.int(100000, 999999) });
  // An older car's registration often has no readable VIN: make, model and year are picked from the lists.
  if (random.chance(0.08)) {
    const make = await findMakeNamed(db, { accountId, name: chosen.make });
    const model = make && (await findModelNamed(db, { accountId, makeId: make.id, name: chosen.model }));
    if (!make || !model) throw new Error(`${chosen.make} ${chosen.model} is not among the SYSTEM makes and models`);
    return { chosen, serialNumber: null, modelYear: year, make: { id: make.id }, model: { id: model.id } };
  }
  const decoded = await matchMakeModel(db, { accountId, decoded: await decodeVin(config.dataDir, serialNumber) });
  // The decoder checks what the table promises: this make, model and year, and the check digit.
  if (decoded.makeName !== chosen.make || decoded.modelName !== chosen.model || decoded.modelYear !== year || !decoded.model) {
    throw new Error(`${serialNumber} decodes to ${decoded.modelYear} ${decoded.makeName} ${decoded.modelName}, not ${year} ${chosen.make} ${chosen.model}`);
  }
  if (decoded.warnings.length > 0) throw new Error(`${serialNumber}: ${decoded.warnings.join('; ')}`);
  return { chosen, serialNumber, modelYear: year, make: { id: decoded.make.id }, model: { id: decoded.model.id } };
}

function backlog(random) {
  const count = random.chance(0.55) ? 0 : random.chance(0.6) ? 1 : random.chance(0.7) ? 2 : 3;
  const tasks = new Set();
  while (tasks.size < count) tasks.add(weighted(random, BACKLOG_TASKS));
  return [...tasks].map((t) => ({ name: t.name, content: t.content, type: t.type, value_measured: t.quantity ?? 1, price: t.price }));
}

/** Creates the customers, vehicles and backlogs; answers what was created. */
export async function createDemoCustomers({ db, config, accountId, random }) {
  const types = new Map((await listTypes(db, { accountId })).map((t) => [t.name, t.id]));
  const typeOf = (kind) => types.get(kind === 'truck' ? 'Camion' : 'Voiture') ?? null;
  const clients = [...people(random), ...BUSINESSES.map((b) => ({ ...b, trucksOnly: true }))];
  const counts = { customers: 0, vehicles: 0, entries: 0 };
  const now = Date.now();

  for (const [index, client] of clients.entries()) {
    const customer = await createCustomer(db, {
      accountId,
      body: customerBodySchema.parse({
        fullname: client.fullname,
        email: client.email,
        mobile: random.chance(0.95) ? mobileNumber(random, index) : null,
        address: random.chance(0.85) ? billingAddress(random) : null,
      }),
    });
    // A shop that has worked for years: customers arrived over the last three.
    const since = now - random.int(20, 1100) * DAY;
    await db
      .update(customers)
      .set({ createdAt: new Date(since), updatedAt: new Date(since) })
      .where(eq(customers.uuid, customer.uuid));
    counts.customers++;

    for (let v = 0; v < client.vehicles; v++) {
      const { chosen, serialNumber, modelYear, make, model } = await identify({ db, config, accountId, random, trucksOnly: client.trucksOnly });
      const mileage = (REFERENCE_YEAR - modelYear + 1) * random.int(11, 24) * 1000 + random.int(0, 999);
      const mech = await createMech(db, {
        accountId,
        body: createMechBodySchema.parse({
          mech: {
            customerUuid: customer.uuid,
            serialNumber,
            modelYear,
            make,
            model: { ...model, make },
            type: typeOf(chosen.type) ? { id: typeOf(chosen.type) } : null,
            metric: { license: plate(random), unit: 'km', mileage_in: mileage, engineHours: null },
          },
        }),
      });
      const added = new Date(Math.min(now - DAY, since + random.int(0, 300) * DAY));
      await db.update(mechs).set({ createdAt: added, updatedAt: added }).where(eq(mechs.uuid, mech.uuid));
      counts.vehicles++;

      const entries = backlog(random);
      if (entries.length > 0) {
        await saveBacklog(db, { accountId, uuid: mech.uuid, body: saveEntriesBodySchema.parse({ entries }) });
        counts.entries += entries.length;
      }
    }
  }
  return counts;
}
