import { and, asc, eq, inArray } from 'drizzle-orm';
import { entries, equipmentFields, equipmentTypes, makes, mechFieldValues, mechs, models } from '../src/db/schema/index.js';
import type { TestApp } from './test-app.js';

type Caller = { auth: Record<string, string> };
const body = (payload: unknown) => (payload !== undefined ? { payload: payload as object } : {});

/** The equipment, vehicle and entry routes as a given caller. */
export function vehicleCalls(t: TestApp) {
  const inject = (as: Caller | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: as?.auth, ...body(payload) });
  return {
    equipments: (as: Caller) => inject(as, 'GET', '/api/equipments'),
    equipment: (as: Caller, id: number | string) => inject(as, 'GET', `/api/equipments/${id}`),
    createEquipment: (as: Caller, payload?: unknown) => inject(as, 'POST', '/api/equipments', payload),
    updateEquipment: (as: Caller, id: number | string, payload?: unknown) => inject(as, 'PUT', `/api/equipments/${id}`, payload),
    removeField: (as: Caller, id: number | string, fieldId: number | string) => inject(as, 'DELETE', `/api/equipments/${id}/fields/${fieldId}`),
    removeEquipment: (as: Caller, id: number | string) => inject(as, 'DELETE', `/api/equipments/${id}`),

    createMech: (as: Caller | undefined, payload?: unknown) => inject(as, 'POST', '/api/mechs', payload),
    mechs: (as: Caller, query = '') => inject(as, 'GET', `/api/mechs${query}`),
    mech: (as: Caller, uuid: string) => inject(as, 'GET', `/api/mechs/${uuid}`),
    updateMech: (as: Caller, uuid: string, payload?: unknown) => inject(as, 'PUT', `/api/mechs/${uuid}`, payload),
    removeMech: (as: Caller, uuid: string) => inject(as, 'DELETE', `/api/mechs/${uuid}`),

    saveEntries: (as: Caller, uuid: string, payload?: unknown) => inject(as, 'POST', `/api/mechs/${uuid}/entries`, payload),
    entries: (as: Caller, uuid: string) => inject(as, 'GET', `/api/mechs/${uuid}/entries`),
    entriesByQuery: (as: Caller, query: string) => inject(as, 'GET', `/api/entries${query}`),
  };
}

let makeCounter = 0;
/**
 * A make and one of its models written straight into the catalogue: the account's own (USER)
 * when `accountId` is a number, a SYSTEM one when it is null.
 */
export async function insertMakeAndModel(t: TestApp, accountId: number | null, name?: { make?: string; model?: string }) {
  makeCounter += 1;
  const source = accountId === null ? 'SYSTEM' : 'USER';
  const [make] = await t.db
    .insert(makes)
    .values({ accountId, source, name: name?.make ?? `Marque Test ${makeCounter}` })
    .returning({ id: makes.id, name: makes.name });
  const [model] = await t.db
    .insert(models)
    .values({ accountId, source, makeId: make!.id, name: name?.model ?? `Modèle Test ${makeCounter}` })
    .returning({ id: models.id, name: models.name });
  return { make: make!, model: model! };
}

/** Another model of a make (a USER one when `accountId` is a number). */
export async function insertModel(t: TestApp, accountId: number | null, makeId: number, name: string) {
  const [model] = await t.db
    .insert(models)
    .values({ accountId, source: accountId === null ? 'SYSTEM' : 'USER', makeId, name })
    .returning({ id: models.id, name: models.name });
  return model!;
}

/** The account's equipment types with their fields, by position, read from the database. */
export async function equipmentRowsOf(t: TestApp, accountId: number) {
  const types = await t.db.select().from(equipmentTypes).where(eq(equipmentTypes.accountId, accountId)).orderBy(asc(equipmentTypes.position), asc(equipmentTypes.id));
  const fields =
    types.length === 0
      ? []
      : await t.db
          .select()
          .from(equipmentFields)
          .where(
            inArray(
              equipmentFields.equipmentTypeId,
              types.map((type) => type.id),
            ),
          )
          .orderBy(asc(equipmentFields.position), asc(equipmentFields.id));
  return types.map((type) => ({ ...type, fields: fields.filter((field) => field.equipmentTypeId === type.id) }));
}

/** The first of the account's types whose name is `name` (a default type such as 'Voiture'). */
export async function equipmentTypeNamed(t: TestApp, accountId: number, name: string) {
  const found = (await equipmentRowsOf(t, accountId)).find((type) => type.name === name);
  if (!found) throw new Error(`no equipment type ${name}`);
  return found;
}

export async function mechRow(t: TestApp, uuid: string) {
  const [row] = await t.db.select().from(mechs).where(eq(mechs.uuid, uuid));
  return row;
}

/** Every vehicle row of an account (deleted ones too). */
export function mechRowsOf(t: TestApp, accountId: number) {
  return t.db.select().from(mechs).where(eq(mechs.accountId, accountId)).orderBy(asc(mechs.id));
}

export function fieldValueRowsOf(t: TestApp, mechId: number) {
  return t.db.select().from(mechFieldValues).where(eq(mechFieldValues.mechId, mechId)).orderBy(asc(mechFieldValues.equipmentFieldId));
}

/** Every entry row of an account, or of one of its vehicles. */
export function entryRowsOf(t: TestApp, accountId: number, mechId?: number) {
  return t.db
    .select()
    .from(entries)
    .where(and(eq(entries.accountId, accountId), mechId === undefined ? undefined : eq(entries.mechId, mechId)))
    .orderBy(asc(entries.position), asc(entries.id));
}

let customerCounter = 0;
/** A new customer of the caller's shop, through the API. */
export async function newCustomer(t: TestApp, as: Caller, fullname?: string): Promise<string> {
  customerCounter += 1;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/customers',
    headers: as.auth,
    payload: { fullname: fullname ?? `Client Véhicule ${customerCounter}` },
  });
  if (response.statusCode !== 201) throw new Error(`customer not created: ${response.body}`);
  return response.json().data.uuid as string;
}

/** A new vehicle of the caller's shop, through the API (`mech` completes a plate-only vehicle). */
export async function newMech(t: TestApp, as: Caller, mech: Record<string, unknown> = {}): Promise<string> {
  const customerUuid = (mech.customerUuid as string | undefined) ?? (await newCustomer(t, as));
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/mechs',
    headers: as.auth,
    payload: { mech: { metric: { license: 'ABC 123' }, ...mech, customerUuid } },
  });
  if (response.statusCode !== 201) throw new Error(`vehicle not created: ${response.body}`);
  return response.json().data.uuid as string;
}
