import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { entries, entryStatuses } from '../../db/schema/index.js';
import { worksheetListSchema, worksheetSchema, type Worksheet } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { addMember, usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { entryRowsOf, mechRow, newCustomer, newMech, vehicleCalls } from '../../../test/vehicles.js';
import { counterOf, insertWorksheetStatus, setPreferences, worksheetCalls, worksheetRow, worksheetRowsOf } from '../../../test/worksheets.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof worksheetCalls>;
let todo: number;
let doing: number;
let done: number;
let rivalStatus: number;

beforeAll(async () => {
  t = await createTestApp();
  call = worksheetCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  todo = await insertWorksheetStatus(t, team.FULL_ADMIN.accountId, 'TODO', 'À faire');
  doing = await insertWorksheetStatus(t, team.FULL_ADMIN.accountId, 'IN_PROGRESS', 'En cours');
  done = await insertWorksheetStatus(t, team.FULL_ADMIN.accountId, 'DONE', 'Terminé');
  rivalStatus = await insertWorksheetStatus(t, rival.FULL_ADMIN.accountId, 'TODO');
});
afterAll(() => t.close());

async function create(payload: Record<string, unknown>, as: Member = team.EMPLOYEE): Promise<Worksheet> {
  const response = await call.create(as, payload);
  expect(response.statusCode, response.body).toBe(201);
  return worksheetSchema.parse(response.json().data);
}

/** A work order of the team for a new customer (and vehicle when asked). */
async function newWorksheet(options: { mech?: boolean; statusId?: number; as?: Member } = {}) {
  const as = options.as ?? team.FULL_ADMIN;
  const customerUuid = await newCustomer(t, as);
  const mechUuid = options.mech ? await newMech(t, as, { customerUuid }) : undefined;
  return create({ customerUuid, mechUuid, statusId: options.statusId ?? (as === team.FULL_ADMIN ? todo : rivalStatus) }, as);
}

describe('POST /api/worksheets', () => {
  it('creates a work order with the next number, its customer, vehicle, technician, status and notes', async () => {
    const customerUuid = await newCustomer(t, team.FULL_ADMIN, 'Jeanne Tremblay');
    const mechUuid = await newMech(t, team.FULL_ADMIN, { customerUuid, serialNumber: '1HGCM82633A004352', metric: { license: 'QC 123' } });
    const worksheet = await create({ customerUuid, mechUuid, technicianUuid: team.EMPLOYEE.uuid, statusId: todo, notes: '  Bruit au freinage ' });
    expect(worksheet).toEqual({
      uuid: expect.any(String),
      worksheetId: expect.any(Number),
      customer: { uuid: customerUuid, fullname: 'Jeanne Tremblay', mobile: null },
      mech: expect.objectContaining({ uuid: mechUuid, serialNumber: '1HGCM82633A004352', license: 'QC 123' }),
      technician: { uuid: team.EMPLOYEE.uuid, fullname: team.EMPLOYEE.fullname, username: team.EMPLOYEE.username },
      statusId: todo,
      status: { id: todo, name: 'À faire', group: 'TODO' },
      statusChangedAt: expect.any(String),
      notes: 'Bruit au freinage',
      invoice: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    const row = await worksheetRow(t, worksheet.uuid);
    expect(row).toMatchObject({
      accountId: team.FULL_ADMIN.accountId,
      worksheetId: worksheet.worksheetId,
      customerId: expect.any(Number),
      mechId: (await mechRow(t, mechUuid))!.id,
      technicianId: team.EMPLOYEE.id,
      statusId: todo,
    });
    expect((await call.get(team.EMPLOYEE, worksheet.uuid)).json().data).toEqual(worksheet);
  });

  it('numbers consecutively from the start number (default 1); a deleted work order keeps its number', async () => {
    const shop = await usersOfEveryRole(t);
    const status = await insertWorksheetStatus(t, shop.FULL_ADMIN.accountId);
    const customerUuid = await newCustomer(t, shop.FULL_ADMIN);
    const numbers: number[] = [];
    for (let i = 0; i < 3; i += 1) numbers.push((await create({ customerUuid, statusId: status }, shop.FULL_ADMIN)).worksheetId);
    expect(numbers).toEqual([1, 2, 3]);
    const third = (await worksheetRowsOf(t, shop.FULL_ADMIN.accountId))[2]!;
    expect((await call.remove(shop.FULL_ADMIN, third.uuid)).statusCode).toBe(200);
    expect((await create({ customerUuid, statusId: status }, shop.FULL_ADMIN)).worksheetId).toBe(4);
  });

  it('takes the start number as a floor that can change at any time: raised jumps to it, lowered never reuses; next-number says what comes', async () => {
    const shop = await usersOfEveryRole(t);
    const status = await insertWorksheetStatus(t, shop.FULL_ADMIN.accountId);
    const customerUuid = await newCustomer(t, shop.FULL_ADMIN);
    const next = async () => (await create({ customerUuid, statusId: status }, shop.FULL_ADMIN)).worksheetId;
    const peek = async (as: Member = shop.EMPLOYEE) => {
      const response = await t.app.inject({ method: 'GET', url: '/api/worksheets/next-number', headers: as.auth });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    };
    await setPreferences(t, shop.FULL_ADMIN.accountId, { worksheetStartNumber: 2024001 });
    expect(await peek()).toEqual({ next: 2024001, lastUsed: null });
    expect([await next(), await next()]).toEqual([2024001, 2024002]);
    await setPreferences(t, shop.FULL_ADMIN.accountId, { worksheetStartNumber: 5 });
    expect(await peek()).toEqual({ next: 2024003, lastUsed: 2024002 });
    expect(await next()).toBe(2024003);
    await setPreferences(t, shop.FULL_ADMIN.accountId, { worksheetStartNumber: 3000000 });
    expect(await peek()).toEqual({ next: 3000000, lastUsed: 2024003 });
    expect(await next()).toBe(3000000);
    expect(await counterOf(t, shop.FULL_ADMIN.accountId)).toBe(3000000);
    // Start number 0 is allowed (workshop §5: minimum 0); another shop's counter is not this one's.
    const fresh = await usersOfEveryRole(t);
    const freshStatus = await insertWorksheetStatus(t, fresh.FULL_ADMIN.accountId);
    await setPreferences(t, fresh.FULL_ADMIN.accountId, { worksheetStartNumber: 0 });
    expect(await peek(fresh.EMPLOYEE)).toEqual({ next: 0, lastUsed: null });
    expect((await create({ customerUuid: await newCustomer(t, fresh.FULL_ADMIN), statusId: freshStatus }, fresh.FULL_ADMIN)).worksheetId).toBe(0);
    expect(await peek(fresh.EMPLOYEE)).toEqual({ next: 1, lastUsed: 0 });
    expect(await peek()).toEqual({ next: 3000001, lastUsed: 3000000 });
  });

  it('50 simultaneous creations get 50 consecutive numbers, each once; failed ones take none', async () => {
    const shop = await usersOfEveryRole(t);
    const status = await insertWorksheetStatus(t, shop.FULL_ADMIN.accountId);
    await setPreferences(t, shop.FULL_ADMIN.accountId, { worksheetStartNumber: 100 });
    const customerUuid = await newCustomer(t, shop.FULL_ADMIN);
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        // Every sixth one names a status of another shop: refused after the others took their numbers.
        call.create(shop.EMPLOYEE, { customerUuid, statusId: i % 6 === 5 ? rivalStatus : status }),
      ),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    expect(created).toHaveLength(50);
    for (const response of responses.filter((r) => r.statusCode !== 201)) expectApiError(response, 400, 'ERR_VALIDATION');
    const numbers = created.map((response) => response.json().data.worksheetId as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => 100 + i));
    const rows = await worksheetRowsOf(t, shop.FULL_ADMIN.accountId);
    expect(rows.map((row) => row.worksheetId)).toEqual(numbers);
    expect(await counterOf(t, shop.FULL_ADMIN.accountId)).toBe(149);
  });

  it.each([
    [
      {},
      [
        { field: 'customerUuid', message: 'ERR_CUSTOMER_REQUIRED' },
        { field: 'statusId', message: 'ERR_STATUS_REQUIRED' },
      ],
    ],
    [{ customerUuid: 'pas-un-uuid' }, [{ field: 'customerUuid', message: 'ERR_CUSTOMER_REQUIRED' }]],
    [{ statusId: null }, [{ field: 'statusId', message: 'ERR_STATUS_REQUIRED' }]],
    [{ statusId: 'TODO' }, [{ field: 'statusId', message: 'ERR_STATUS_REQUIRED' }]],
    [{ statusId: 0 }, [{ field: 'statusId', message: 'ERR_STATUS_REQUIRED' }]],
    [{ mechUuid: 'x' }, [{ field: 'mechUuid', message: 'ERR_NOT_FOUND' }]],
    [{ notes: 'x'.repeat(5001) }, [{ field: 'notes', message: 'ERR_VALIDATION' }]],
    [{ pullBacklog: 'yes' }, [{ field: 'pullBacklog', message: 'ERR_VALIDATION' }]],
  ])('refuses %j with 400 and the field codes, writing nothing', async (patch, details) => {
    const before = await worksheetRowsOf(t, team.FULL_ADMIN.accountId);
    const counter = await counterOf(t, team.FULL_ADMIN.accountId);
    // {} alone is the empty body; any other case changes one field of a valid body.
    const body = Object.keys(patch).length === 0 ? {} : { customerUuid: await newCustomer(t, team.FULL_ADMIN), statusId: todo, ...patch };
    expectApiError(await call.create(team.EMPLOYEE, body), 400, 'ERR_VALIDATION', details);
    expect(await worksheetRowsOf(t, team.FULL_ADMIN.accountId)).toEqual(before);
    expect(await counterOf(t, team.FULL_ADMIN.accountId)).toBe(counter);
  });

  it("refuses another shop's (or a deleted) customer, vehicle, technician or status, and a vehicle of another customer: nothing written, no number taken", async () => {
    const customerUuid = await newCustomer(t, team.FULL_ADMIN);
    const otherCustomersMech = await newMech(t, team.FULL_ADMIN);
    const rivalCustomer = await newCustomer(t, rival.FULL_ADMIN);
    const rivalMech = await newMech(t, rival.FULL_ADMIN);
    const deletedCustomer = await newCustomer(t, team.FULL_ADMIN);
    await t.app.inject({ method: 'DELETE', url: `/api/customers/${deletedCustomer}`, headers: team.FULL_ADMIN.auth });
    const deletedMech = await newMech(t, team.FULL_ADMIN, { customerUuid });
    await vehicleCalls(t).removeMech(team.FULL_ADMIN, deletedMech);
    const leaver = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    await t.app.inject({ method: 'DELETE', url: `/api/users/${leaver.uuid}`, headers: team.FULL_ADMIN.auth });

    const before = await worksheetRowsOf(t, team.FULL_ADMIN.accountId);
    const rivalBefore = await worksheetRowsOf(t, rival.FULL_ADMIN.accountId);
    const counter = await counterOf(t, team.FULL_ADMIN.accountId);
    const base = { customerUuid, statusId: todo };
    const notFound = (field: string) => [{ field, message: 'ERR_NOT_FOUND' }];
    expectApiError(await call.create(team.EMPLOYEE, { ...base, customerUuid: rivalCustomer }), 404, 'ERR_NOT_FOUND', notFound('customerUuid'));
    expectApiError(await call.create(team.EMPLOYEE, { ...base, customerUuid: deletedCustomer }), 404, 'ERR_NOT_FOUND', notFound('customerUuid'));
    expectApiError(await call.create(team.EMPLOYEE, { ...base, mechUuid: rivalMech }), 404, 'ERR_NOT_FOUND', notFound('mechUuid'));
    expectApiError(await call.create(team.EMPLOYEE, { ...base, mechUuid: otherCustomersMech }), 404, 'ERR_NOT_FOUND', notFound('mechUuid'));
    expectApiError(await call.create(team.EMPLOYEE, { ...base, mechUuid: deletedMech }), 404, 'ERR_NOT_FOUND', notFound('mechUuid'));
    expectApiError(await call.create(team.EMPLOYEE, { ...base, technicianUuid: rival.EMPLOYEE.uuid }), 404, 'ERR_NOT_FOUND', notFound('technicianUuid'));
    expectApiError(await call.create(team.EMPLOYEE, { ...base, technicianUuid: leaver.uuid }), 404, 'ERR_NOT_FOUND', notFound('technicianUuid'));
    expectApiError(await call.create(team.EMPLOYEE, { ...base, statusId: rivalStatus }), 400, 'ERR_VALIDATION', [{ field: 'statusId', message: 'ERR_STATUS_REQUIRED' }]);
    expectApiError(await call.create(team.EMPLOYEE, { ...base, statusId: 2_000_000_000 }), 400, 'ERR_VALIDATION', [
      { field: 'statusId', message: 'ERR_STATUS_REQUIRED' },
    ]);
    expect(await worksheetRowsOf(t, team.FULL_ADMIN.accountId)).toEqual(before);
    expect(await worksheetRowsOf(t, rival.FULL_ADMIN.accountId)).toEqual(rivalBefore);
    expect(await counterOf(t, team.FULL_ADMIN.accountId)).toBe(counter);
  });
});

describe('backlog pull', () => {
  async function vehicleWithBacklog(names: string[]) {
    const customerUuid = await newCustomer(t, team.FULL_ADMIN);
    const mechUuid = await newMech(t, team.FULL_ADMIN, { customerUuid });
    const saved = await vehicleCalls(t).saveEntries(team.EMPLOYEE, mechUuid, { entries: names.map((name) => ({ name })) });
    expect(saved.statusCode, saved.body).toBe(200);
    return { customerUuid, mechUuid, mechId: (await mechRow(t, mechUuid))!.id };
  }

  it('pullBacklog: true moves the vehicle backlog onto the new work order, in order, in the same transaction', async () => {
    const { customerUuid, mechUuid, mechId } = await vehicleWithBacklog(['Vidange', 'Pneus']);
    const worksheet = await create({ customerUuid, mechUuid, statusId: todo, pullBacklog: true });
    const lines = (await call.entries(team.EMPLOYEE, worksheet.uuid)).json().data.list;
    expect(lines.map((line: { name: string; worksheetUuid: string; mechUuid: string }) => [line.name, line.worksheetUuid, line.mechUuid])).toEqual([
      ['Vidange', worksheet.uuid, mechUuid],
      ['Pneus', worksheet.uuid, mechUuid],
    ]);
    expect((await vehicleCalls(t).entries(team.EMPLOYEE, mechUuid)).json().data.list).toEqual([]);
    const worksheetId = (await worksheetRow(t, worksheet.uuid))!.id;
    expect((await entryRowsOf(t, team.FULL_ADMIN.accountId, mechId)).map((row) => [row.name, row.worksheetId])).toEqual([
      ['Vidange', worksheetId],
      ['Pneus', worksheetId],
    ]);
  });

  it('without pullBacklog the backlog stays; POST /worksheets/{uuid}/backlog pulls it later, after the existing lines', async () => {
    const { customerUuid, mechUuid } = await vehicleWithBacklog(['Freins']);
    const worksheet = await create({ customerUuid, mechUuid, statusId: todo });
    expect((await call.entries(team.EMPLOYEE, worksheet.uuid)).json().data.list).toEqual([]);
    expect((await vehicleCalls(t).entries(team.EMPLOYEE, mechUuid)).json().data.list).toHaveLength(1);
    const added = await call.addLine(team.EMPLOYEE, { worksheetUuid: worksheet.uuid, name: 'Diagnostic' });
    expect(added.statusCode, added.body).toBe(201);
    await vehicleCalls(t).saveEntries(team.EMPLOYEE, mechUuid, { entries: [{ name: 'Freins' }, { name: 'Essuie-glaces' }] });

    const pulled = await call.pullBacklog(team.EMPLOYEE, worksheet.uuid);
    expect(pulled.statusCode, pulled.body).toBe(200);
    expect(pulled.json().data.list.map((line: { name: string }) => line.name)).toEqual(['Diagnostic', 'Freins', 'Essuie-glaces']);
    expect((await vehicleCalls(t).entries(team.EMPLOYEE, mechUuid)).json().data.list).toEqual([]);
    // Pulling again moves nothing more.
    expect((await call.pullBacklog(team.EMPLOYEE, worksheet.uuid)).json().data.list).toHaveLength(3);
  });

  it('pulls only the open backlog: a task whose status is in the DONE group stays, and is not counted', async () => {
    const { customerUuid, mechUuid, mechId } = await vehicleWithBacklog(['Vidange', 'Pneus déjà faits']);
    const [finished] = await t.db
      .insert(entryStatuses)
      .values({ accountId: team.FULL_ADMIN.accountId, group: 'DONE', name: 'Fait', position: 99 })
      .returning({ id: entryStatuses.id });
    await t.db
      .update(entries)
      .set({ statusId: finished!.id })
      .where(and(eq(entries.mechId, mechId), eq(entries.name, 'Pneus déjà faits')));
    expect((await vehicleCalls(t).mech(team.EMPLOYEE, mechUuid)).json().data.entryCount).toBe(1);

    const worksheet = await create({ customerUuid, mechUuid, statusId: todo, pullBacklog: true });
    expect((await call.entries(team.EMPLOYEE, worksheet.uuid)).json().data.list.map((line: { name: string }) => line.name)).toEqual(['Vidange']);
    expect((await vehicleCalls(t).entries(team.EMPLOYEE, mechUuid)).json().data.list.map((entry: { name: string }) => entry.name)).toEqual(['Pneus déjà faits']);
    expect((await vehicleCalls(t).mech(team.EMPLOYEE, mechUuid)).json().data.entryCount).toBe(0);
  });

  it("a failed creation moves nothing; another shop's work order is 404 and its vehicle's backlog stays", async () => {
    const { customerUuid, mechUuid, mechId } = await vehicleWithBacklog(['Reste']);
    expectApiError(await call.create(team.EMPLOYEE, { customerUuid, mechUuid, statusId: rivalStatus, pullBacklog: true }), 400, 'ERR_VALIDATION');
    expect((await entryRowsOf(t, team.FULL_ADMIN.accountId, mechId)).map((row) => row.worksheetId)).toEqual([null]);

    const rivalCustomer = await newCustomer(t, rival.FULL_ADMIN);
    const rivalMech = await newMech(t, rival.FULL_ADMIN, { customerUuid: rivalCustomer });
    const rivalWorksheet = await create({ customerUuid: rivalCustomer, mechUuid: rivalMech, statusId: rivalStatus }, rival.FULL_ADMIN);
    await vehicleCalls(t).saveEntries(rival.EMPLOYEE, rivalMech, { entries: [{ name: 'Du voisin' }] });
    expectApiError(await call.pullBacklog(team.EMPLOYEE, rivalWorksheet.uuid), 404, 'ERR_NOT_FOUND');
    const rivalRows = await entryRowsOf(t, rival.FULL_ADMIN.accountId, (await mechRow(t, rivalMech))!.id);
    expect(rivalRows.map((row) => row.worksheetId)).toEqual([null]);
  });
});

describe('GET /api/worksheets', () => {
  let shop: Team;
  const made: Record<string, Worksheet> = {};
  let statuses: { todo: number; doing: number; done: number };

  beforeAll(async () => {
    shop = await usersOfEveryRole(t);
    const accountId = shop.FULL_ADMIN.accountId;
    statuses = {
      todo: await insertWorksheetStatus(t, accountId, 'TODO'),
      doing: await insertWorksheetStatus(t, accountId, 'IN_PROGRESS'),
      done: await insertWorksheetStatus(t, accountId, 'DONE'),
    };
    await setPreferences(t, accountId, { worksheetStartNumber: 500 });
    const roy = await newCustomer(t, shop.FULL_ADMIN, 'Amélie Roy');
    const cote = await newCustomer(t, shop.FULL_ADMIN, 'Élodie Côté');
    const royMech = await newMech(t, shop.FULL_ADMIN, { customerUuid: roy, serialNumber: '1HGCM82633A004352', metric: { license: 'ABC 123' } });
    made.a = await create({ customerUuid: roy, mechUuid: royMech, statusId: statuses.todo, technicianUuid: shop.EMPLOYEE.uuid }, shop.FULL_ADMIN);
    made.b = await create({ customerUuid: cote, statusId: statuses.doing }, shop.FULL_ADMIN);
    made.c = await create({ customerUuid: cote, statusId: statuses.done, technicianUuid: shop.EMPLOYEE.uuid }, shop.FULL_ADMIN);
    made.d = await create({ customerUuid: roy, statusId: statuses.done }, shop.FULL_ADMIN);
    const deleted = await create({ customerUuid: roy, statusId: statuses.todo }, shop.FULL_ADMIN);
    await call.remove(shop.FULL_ADMIN, deleted.uuid);
    // Another shop's work orders, with the same names, never show.
    const rivalRoy = await newCustomer(t, rival.FULL_ADMIN, 'Amélie Roy');
    await create({ customerUuid: rivalRoy, statusId: rivalStatus }, rival.FULL_ADMIN);
  });

  async function numbers(query = '') {
    const response = await call.list(shop.EMPLOYEE, query);
    expect(response.statusCode, response.body).toBe(200);
    const data = worksheetListSchema.parse(response.json().data);
    expect(data.items).toEqual(data.list);
    return data.list.map((worksheet) => worksheet.worksheetId);
  }

  it('answers the live work orders newest first, paged, with list = items and the total', async () => {
    const response = await call.list(shop.EMPLOYEE, '?pageSize=3');
    const data = worksheetListSchema.parse(response.json().data);
    expect(data).toMatchObject({ page: 1, pageSize: 3, total: 4 });
    expect(data.list.map((w) => w.worksheetId)).toEqual([503, 502, 501]);
    expect(data.list[0]).toEqual(made.d);
    expect(await numbers('?page=2&pageSize=3')).toEqual([500]);
    // Dates as toISOString writes them (PostgreSQL builds the JSON), the stored instants to the millisecond.
    const stored = (await worksheetRow(t, data.list[0]!.uuid))!;
    expect([data.list[0]!.createdAt, data.list[0]!.updatedAt, data.list[0]!.statusChangedAt]).toEqual(
      [stored.createdAt, stored.updatedAt, stored.statusChangedAt].map((date) => date.toISOString()),
    );
  });

  it('filters by status groups (?status=TODO,DONE), status, technician and customer', async () => {
    expect(await numbers('?status=TODO,DONE')).toEqual([503, 502, 500]);
    expect(await numbers('?status=IN_PROGRESS')).toEqual([501]);
    expect(await numbers('?status=done')).toEqual([503, 502]);
    expect(await numbers(`?statusId=${statuses.doing}`)).toEqual([501]);
    expect(await numbers(`?technicianUuid=${shop.EMPLOYEE.uuid}`)).toEqual([502, 500]);
    expect(await numbers(`?customerUuid=${made.b!.customer.uuid}`)).toEqual([502, 501]);
    expect(await numbers(`?customerUuid=${made.b!.customer.uuid}&status=DONE`)).toEqual([502]);
    expectApiError(await call.list(shop.EMPLOYEE, '?status=TODO,LATER'), 400, 'ERR_VALIDATION');
  });

  it('searches the number, the customer name (accents and case ignored), the VIN or the plate', async () => {
    expect(await numbers('?q=501')).toEqual([501]);
    expect(await numbers('?q=BT-501')).toEqual([501]);
    expect(await numbers('?q=50')).toEqual([503, 502, 501, 500]);
    expect(await numbers('?q=cote')).toEqual([502, 501]);
    expect(await numbers('?q=AMÉLIE')).toEqual([503, 500]);
    // Under 3 characters the search walks the work orders instead of listing matches first: same answers.
    expect(await numbers('?q=OD')).toEqual([502, 501]);
    expect(await numbers('?q=ab')).toEqual([500]);
    expect(await numbers('?q=abc-123')).toEqual([500]);
    expect(await numbers('?q=CM82633')).toEqual([500]);
    expect(await numbers('?q=personne')).toEqual([]);
    expect(await numbers('?q=%25')).toEqual([]);
  });
});

describe('GET, PUT and DELETE /api/worksheets/{uuid}', () => {
  it('PUT replaces the whole work order; a status change restarts statusChangedAt, the same status keeps it', async () => {
    const worksheet = await newWorksheet({ mech: true });
    const customerUuid = await newCustomer(t, team.FULL_ADMIN, 'Nouveau Client');
    const mechUuid = await newMech(t, team.FULL_ADMIN, { customerUuid });
    const same = await call.update(team.EMPLOYEE, worksheet.uuid, {
      customerUuid: worksheet.customer.uuid,
      mechUuid: worksheet.mech!.uuid,
      statusId: todo,
      notes: 'Note',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().data).toMatchObject({ notes: 'Note', statusChangedAt: worksheet.statusChangedAt });

    const response = await call.update(team.EMPLOYEE, worksheet.uuid, { customerUuid, mechUuid, technicianUuid: team.ADMINISTRATOR.uuid, statusId: doing });
    expect(response.statusCode, response.body).toBe(200);
    const updated = worksheetSchema.parse(response.json().data);
    expect(updated).toMatchObject({
      uuid: worksheet.uuid,
      worksheetId: worksheet.worksheetId,
      customer: { uuid: customerUuid, fullname: 'Nouveau Client' },
      mech: { uuid: mechUuid },
      technician: { uuid: team.ADMINISTRATOR.uuid },
      status: { id: doing, group: 'IN_PROGRESS' },
      notes: null,
    });
    expect(new Date(updated.statusChangedAt).getTime()).toBeGreaterThan(new Date(worksheet.statusChangedAt).getTime());

    // Without mech and technician, they are cleared (the whole work order is sent).
    const cleared = await call.update(team.EMPLOYEE, worksheet.uuid, { customerUuid, statusId: done });
    expect(cleared.json().data).toMatchObject({ mech: null, technician: null, status: { id: done } });
    expect(await worksheetRow(t, worksheet.uuid)).toMatchObject({ mechId: null, technicianId: null, statusId: done });
  });

  it("PUT to another vehicle takes the work order's lines with it", async () => {
    const customerUuid = await newCustomer(t, team.FULL_ADMIN);
    const first = await newMech(t, team.FULL_ADMIN, { customerUuid });
    const second = await newMech(t, team.FULL_ADMIN, { customerUuid });
    const worksheet = await create({ customerUuid, mechUuid: first, statusId: todo });
    await call.addLine(team.EMPLOYEE, { worksheetUuid: worksheet.uuid, name: 'Vidange' });
    const moved = await call.update(team.EMPLOYEE, worksheet.uuid, { customerUuid, mechUuid: second, statusId: todo });
    expect(moved.statusCode, moved.body).toBe(200);
    const lines = (await call.entries(team.EMPLOYEE, worksheet.uuid)).json().data.list;
    expect(lines.map((line: { mechUuid: string }) => line.mechUuid)).toEqual([second]);
    expect(await entryRowsOf(t, team.FULL_ADMIN.accountId, (await mechRow(t, first))!.id)).toEqual([]);
  });

  it("PUT refuses another shop's references and writes nothing; the status is required", async () => {
    const worksheet = await newWorksheet({ mech: true });
    const before = await worksheetRow(t, worksheet.uuid);
    const base = { customerUuid: worksheet.customer.uuid, statusId: todo };
    expectApiError(await call.update(team.EMPLOYEE, worksheet.uuid, { ...base, customerUuid: await newCustomer(t, rival.FULL_ADMIN) }), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.update(team.EMPLOYEE, worksheet.uuid, { ...base, mechUuid: await newMech(t, rival.FULL_ADMIN) }), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.update(team.EMPLOYEE, worksheet.uuid, { ...base, technicianUuid: rival.FULL_ADMIN.uuid }), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.update(team.EMPLOYEE, worksheet.uuid, { ...base, statusId: rivalStatus }), 400, 'ERR_VALIDATION', [
      { field: 'statusId', message: 'ERR_STATUS_REQUIRED' },
    ]);
    expectApiError(await call.update(team.EMPLOYEE, worksheet.uuid, { customerUuid: worksheet.customer.uuid }), 400, 'ERR_VALIDATION', [
      { field: 'statusId', message: 'ERR_STATUS_REQUIRED' },
    ]);
    expect(await worksheetRow(t, worksheet.uuid)).toEqual(before);
  });

  it("another shop's, a deleted or an unknown work order is 404 on every route, and the rival's stays untouched", async () => {
    const theirs = await newWorksheet({ as: rival.FULL_ADMIN });
    const before = await worksheetRow(t, theirs.uuid);
    const mine = await newWorksheet();
    expect((await call.remove(team.ADMINISTRATOR, mine.uuid)).json()).toEqual({ data: { uuid: mine.uuid } });
    expect((await worksheetRow(t, mine.uuid))!.deletedAt).not.toBeNull();
    for (const uuid of [theirs.uuid, mine.uuid, '00000000-0000-4000-8000-000000000000']) {
      expectApiError(await call.get(team.EMPLOYEE, uuid), 404, 'ERR_NOT_FOUND');
      expectApiError(await call.update(team.EMPLOYEE, uuid, { customerUuid: mine.customer.uuid, statusId: todo }), 404, 'ERR_NOT_FOUND');
      expectApiError(await call.remove(team.ADMINISTRATOR, uuid), 404, 'ERR_NOT_FOUND');
      expectApiError(await call.entries(team.EMPLOYEE, uuid), 404, 'ERR_NOT_FOUND');
      expectApiError(await call.totals(team.EMPLOYEE, uuid), 404, 'ERR_NOT_FOUND');
      expectApiError(await call.pullBacklog(team.EMPLOYEE, uuid), 404, 'ERR_NOT_FOUND');
      expectApiError(await call.addLine(team.EMPLOYEE, { worksheetUuid: uuid, name: 'Intrus' }), 404, 'ERR_NOT_FOUND');
    }
    expectApiError(await call.get(team.EMPLOYEE, 'pas-un-uuid'), 400, 'ERR_VALIDATION');
    expect(await worksheetRow(t, theirs.uuid)).toEqual(before);
    expect((await call.list(team.EMPLOYEE, `?q=${mine.worksheetId}`)).json().data.list.map((w: Worksheet) => w.uuid)).not.toContain(mine.uuid);
  });
});

describe('GET /api/worksheets/technicians', () => {
  it("lists the shop's live users who work on work orders, by name: no guest, no deleted user, no other shop's", async () => {
    const shop = await usersOfEveryRole(t);
    const leaver = await addMember(t, shop.FULL_ADMIN.accountId, 'EMPLOYEE', 'Albert Parti');
    await t.app.inject({ method: 'DELETE', url: `/api/users/${leaver.uuid}`, headers: shop.FULL_ADMIN.auth });
    const zoe = await addMember(t, shop.FULL_ADMIN.accountId, 'EMPLOYEE', 'Zoé Élec');
    const response = await t.app.inject({ method: 'GET', url: '/api/worksheets/technicians', headers: shop.EMPLOYEE.auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        list: [
          { uuid: shop.ADMINISTRATOR.uuid, fullname: 'Adrien Gestion' },
          { uuid: shop.EMPLOYEE.uuid, fullname: 'Émile Mécano' },
          { uuid: shop.FULL_ADMIN.uuid, fullname: 'Fanny Proprio' },
          { uuid: zoe.uuid, fullname: 'Zoé Élec' },
        ],
      },
    });
  });
});
