import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entrySchema, type Entry } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { mechRow, newCustomer, newMech, vehicleCalls } from '../../../test/vehicles.js';
import { insertCatalogItem, insertEntryStatus, insertWorksheetStatus, lineRowsOf, worksheetCalls, worksheetRow } from '../../../test/worksheets.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof worksheetCalls>;
let status: number;
let rivalStatus: number;
let waiting: number;
let rivalEntryStatus: number;

beforeAll(async () => {
  t = await createTestApp();
  call = worksheetCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  status = await insertWorksheetStatus(t, team.FULL_ADMIN.accountId);
  rivalStatus = await insertWorksheetStatus(t, rival.FULL_ADMIN.accountId);
  waiting = await insertEntryStatus(t, team.FULL_ADMIN.accountId, 'En attente');
  rivalEntryStatus = await insertEntryStatus(t, rival.FULL_ADMIN.accountId);
});
afterAll(() => t.close());

/** A work order of the caller's shop (on a vehicle when `mech`), and its uuid and vehicle. */
async function newWorksheet(as: Member = team.FULL_ADMIN, mech = false) {
  const customerUuid = await newCustomer(t, as);
  const mechUuid = mech ? await newMech(t, as, { customerUuid }) : undefined;
  const response = await call.create(as, { customerUuid, mechUuid, statusId: as.accountId === team.FULL_ADMIN.accountId ? status : rivalStatus });
  expect(response.statusCode, response.body).toBe(201);
  return { uuid: response.json().data.uuid as string, mechUuid };
}

async function add(payload: Record<string, unknown>, as: Member = team.EMPLOYEE): Promise<Entry> {
  const response = await call.addLine(as, payload);
  expect(response.statusCode, response.body).toBe(201);
  return entrySchema.parse(response.json().data);
}

async function patch(id: number, payload: Record<string, unknown>): Promise<Entry> {
  const response = await call.patchLine(team.EMPLOYEE, id, payload);
  expect(response.statusCode, response.body).toBe(200);
  return entrySchema.parse(response.json().data);
}

const accountLines = () => lineRowsOf(t, team.FULL_ADMIN.accountId);

describe('POST /api/entries', () => {
  it('adds lines at the end of the work order, with the contract shape; PRODUCT quantity defaults to 1; only SERVICE lines keep a status', async () => {
    const { uuid, mechUuid } = await newWorksheet(team.FULL_ADMIN, true);
    const service = await add({ worksheetUuid: uuid, name: ' Vidange ', content: 'Huile 5W30', type: 'SERVICE', value_measured: 1.5, price: 89.95, statusId: waiting });
    expect(service).toEqual({
      id: expect.any(Number),
      name: 'Vidange',
      content: 'Huile 5W30',
      type: 'SERVICE',
      status: { id: waiting, name: 'En attente' },
      value_measured: 1.5,
      price: 89.95,
      related_item: null,
      mechUuid,
      worksheetUuid: uuid,
      invoiceUuid: null,
      discount: 0,
    });
    const part = await add({ worksheetUuid: uuid, name: 'Filtre', type: 'PRODUCT', statusId: waiting, price: 0 });
    expect(part).toMatchObject({ type: 'PRODUCT', value_measured: 1, price: 0, status: null });
    const noPrice = await add({ worksheetUuid: uuid, name: 'Diagnostic' });
    expect(noPrice).toMatchObject({ type: 'SERVICE', price: null, status: null });

    const list = (await call.entries(team.EMPLOYEE, uuid)).json();
    expect(list).toEqual({ data: { list: [service, part, noPrice] } });
    const worksheetId = (await worksheetRow(t, uuid))!.id;
    const rows = await lineRowsOf(t, team.FULL_ADMIN.accountId, worksheetId);
    expect(rows.map((row) => [row.name, row.position, row.valueMeasured, row.price, row.statusId, row.mechId])).toEqual([
      ['Vidange', 0, '1.50', '89.95', waiting, (await mechRow(t, mechUuid!))!.id],
      ['Filtre', 1, '1.00', '0.00', null, expect.any(Number)],
      ['Diagnostic', 2, '1.00', null, null, expect.any(Number)],
    ]);
  });

  it.each([
    [{ name: 'Sans bon' }, [{ field: 'worksheetUuid', message: 'ERR_WORKORDER_REQUIRED' }]],
    [{ worksheetUuid: 'abc', name: 'Sans bon' }, [{ field: 'worksheetUuid', message: 'ERR_WORKORDER_REQUIRED' }]],
    [{ WS: true }, [{ field: 'title', message: 'ERR_TITLE_REQUIRED' }]],
    [{ WS: true, name: '   ' }, [{ field: 'title', message: 'ERR_TITLE_REQUIRED' }]],
    [{ WS: true, content: 'description sans titre' }, [{ field: 'title', message: 'ERR_TITLE_REQUIRED' }]],
    [{ WS: true, name: 'Pneus', value_measured: 0 }, [{ field: 'value_measured', message: 'ERR_INVALID_QUANTITY' }]],
    [{ WS: true, name: 'Pneus', value_measured: 'quatre' }, [{ field: 'value_measured', message: 'ERR_INVALID_QUANTITY' }]],
    [{ WS: true, name: 'Pneus', price: -1 }, [{ field: 'price', message: 'ERR_INVALID_PRICE' }]],
    [{ WS: true, name: 'Pneus', price: 10.555 }, [{ field: 'price', message: 'ERR_INVALID_PRICE' }]],
    [{ WS: true, name: 'Pneus', type: 'LABOUR' }, [{ field: 'type', message: 'ERR_VALIDATION' }]],
    [{ WS: true, name: 'x'.repeat(201) }, [{ field: 'name', message: 'ERR_VALIDATION' }]],
  ])('refuses %j with 400 and the field codes, writing nothing', async (input: Record<string, unknown>, details) => {
    // WS: the body names a work order of the shop.
    const { WS, ...payload } = input;
    const { uuid } = await newWorksheet();
    const before = await accountLines();
    expectApiError(await call.addLine(team.EMPLOYEE, WS ? { worksheetUuid: uuid, ...payload } : payload), 400, 'ERR_VALIDATION', details);
    expect(await accountLines()).toEqual(before);
  });

  it("refuses another shop's work order, entry status or catalogue item, and a deleted one, writing nothing anywhere", async () => {
    const { uuid } = await newWorksheet();
    const theirs = await newWorksheet(rival.FULL_ADMIN);
    const rivalItem = await insertCatalogItem(t, rival.FULL_ADMIN.accountId);
    const deletedItem = await insertCatalogItem(t, team.FULL_ADMIN.accountId, { deleted: true });
    const before = await accountLines();
    const rivalBefore = await lineRowsOf(t, rival.FULL_ADMIN.accountId);
    expectApiError(await call.addLine(team.EMPLOYEE, { worksheetUuid: theirs.uuid, name: 'Intrus' }), 404, 'ERR_NOT_FOUND', [
      { field: 'worksheetUuid', message: 'ERR_NOT_FOUND' },
    ]);
    expectApiError(await call.addLine(team.EMPLOYEE, { worksheetUuid: uuid, name: 'A', statusId: rivalEntryStatus }), 400, 'ERR_VALIDATION', [
      { field: 'statusId', message: 'ERR_NOT_FOUND' },
    ]);
    for (const item of [rivalItem, deletedItem]) {
      expectApiError(await call.addLine(team.EMPLOYEE, { worksheetUuid: uuid, related_item: { id: item.id } }), 400, 'ERR_VALIDATION', [
        { field: 'related_item.id', message: 'ERR_NOT_FOUND' },
      ]);
    }
    expect(await accountLines()).toEqual(before);
    expect(await lineRowsOf(t, rival.FULL_ADMIN.accountId)).toEqual(rivalBefore);
  });
});

describe('catalogue linking (§4)', () => {
  it('a line whose catalogue item was deleted since shows no link (nothing to refresh from) and keeps its values', async () => {
    const { uuid } = await newWorksheet();
    const brakes = await insertCatalogItem(t, team.FULL_ADMIN.accountId, { kind: 'SERVICE', name: 'Freins avant', price: '150.00' });
    const line = await add({ worksheetUuid: uuid, related_item: { id: brakes.id } });
    expect(line.related_item).toEqual({ id: brakes.id, name: 'Freins avant' });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/services/${brakes.id}`, headers: team.FULL_ADMIN.auth });
    expect(removed.statusCode, removed.body).toBe(200);
    const [after] = (await call.entries(team.EMPLOYEE, uuid)).json().data.list as Entry[];
    expect(after).toMatchObject({ id: line.id, name: 'Freins avant', price: 150, related_item: null });
  });

  it('a line from a catalogue item takes its name, description, price and kind; what the body sends wins', async () => {
    const { uuid } = await newWorksheet();
    const oil = await insertCatalogItem(t, team.FULL_ADMIN.accountId, { kind: 'SERVICE', name: 'Vidange', description: 'Huile et filtre', price: '89.95' });
    const tyre = await insertCatalogItem(t, team.FULL_ADMIN.accountId, { kind: 'PRODUCT', name: 'Pneu', price: '120.00' });
    expect(await add({ worksheetUuid: uuid, related_item: { id: oil.id } })).toMatchObject({
      name: 'Vidange',
      content: 'Huile et filtre',
      type: 'SERVICE',
      price: 89.95,
      related_item: { id: oil.id, name: 'Vidange' },
    });
    expect(await add({ worksheetUuid: uuid, related_item: { id: tyre.id }, value_measured: 4 })).toMatchObject({
      name: 'Pneu',
      type: 'PRODUCT',
      value_measured: 4,
      price: 120,
      related_item: { id: tyre.id, name: 'Pneu' },
    });
    expect(await add({ worksheetUuid: uuid, related_item: { id: oil.id }, name: 'Vidange synthétique', content: null, price: 99.5 })).toMatchObject({
      name: 'Vidange synthétique',
      content: null,
      price: 99.5,
      related_item: { id: oil.id, name: 'Vidange' },
    });
    // price: null is sent: the line has none (a SERVICE line is then priced at the hourly rate).
    expect(await add({ worksheetUuid: uuid, related_item: { id: oil.id }, price: null })).toMatchObject({ price: null, related_item: { id: oil.id } });
  });

  it('Disconnect unlinks and keeps the price as a plain price (the item’s when the line had none); the price can be removed', async () => {
    const { uuid } = await newWorksheet();
    const item = await insertCatalogItem(t, team.FULL_ADMIN.accountId, { name: 'Alignement', price: '79.00' });
    const linked = await add({ worksheetUuid: uuid, related_item: { id: item.id } });
    const bare = await add({ worksheetUuid: uuid, related_item: { id: item.id }, price: null });

    const disconnected = await call.disconnect(team.EMPLOYEE, linked.id);
    expect(disconnected.statusCode, disconnected.body).toBe(200);
    expect(disconnected.json().data).toEqual({ ...linked, related_item: null, price: 79 });
    expect((await call.disconnect(team.EMPLOYEE, bare.id)).json().data).toMatchObject({ related_item: null, price: 79, name: 'Alignement' });
    // Later changes to the catalogue no longer reach the line.
    const rows = await accountLines();
    expect(rows.find((row) => row.id === linked.id)).toMatchObject({ catalogItemId: null, price: '79.00' });

    const removed = await call.removePrice(team.EMPLOYEE, linked.id);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ id: linked.id, price: null });
    expect((await accountLines()).find((row) => row.id === linked.id)!.price).toBeNull();
  });

  it('PATCH links another item (filling what is not sent), related_item: null unlinks keeping the values', async () => {
    const { uuid } = await newWorksheet();
    const first = await insertCatalogItem(t, team.FULL_ADMIN.accountId, { name: 'Freins avant', price: '150.00' });
    const second = await insertCatalogItem(t, team.FULL_ADMIN.accountId, { name: 'Freins arrière', description: 'Disques et plaquettes', price: '180.00' });
    const line = await add({ worksheetUuid: uuid, related_item: { id: first.id } });
    expect(await patch(line.id, { related_item: { id: second.id } })).toMatchObject({
      name: 'Freins arrière',
      content: 'Disques et plaquettes',
      price: 180,
      related_item: { id: second.id, name: 'Freins arrière' },
    });
    // 'Refresh' (§4) re-sends the item with the values the web copied from it.
    expect(await patch(line.id, { related_item: { id: second.id }, price: 175 })).toMatchObject({ price: 175, related_item: { id: second.id } });
    expect(await patch(line.id, { related_item: null })).toMatchObject({ name: 'Freins arrière', price: 175, related_item: null });
    const rival = await insertCatalogItem(t, (await usersOfEveryRole(t)).FULL_ADMIN.accountId);
    const before = await accountLines();
    expectApiError(await call.patchLine(team.EMPLOYEE, line.id, { related_item: { id: rival.id } }), 400, 'ERR_VALIDATION', [
      { field: 'related_item.id', message: 'ERR_NOT_FOUND' },
    ]);
    expect(await accountLines()).toEqual(before);
  });
});

describe('PATCH and DELETE /api/entries/{id}', () => {
  it('changes only what is sent: name, content, quantity, status, price', async () => {
    const { uuid } = await newWorksheet();
    const line = await add({ worksheetUuid: uuid, name: 'Vidange', content: 'Huile', price: 50 });
    expect(await patch(line.id, { name: 'Vidange complète' })).toEqual({ ...line, name: 'Vidange complète' });
    expect(await patch(line.id, { value_measured: 2, statusId: waiting })).toMatchObject({
      name: 'Vidange complète',
      value_measured: 2,
      status: { id: waiting },
      price: 50,
    });
    expect(await patch(line.id, { statusId: null, content: null, price: 12.5 })).toMatchObject({ status: null, content: null, price: 12.5, value_measured: 2 });
    const part = await add({ worksheetUuid: uuid, name: 'Filtre', type: 'PRODUCT' });
    expect(await patch(part.id, { statusId: waiting })).toMatchObject({ status: null });
  });

  it.each([
    [{ name: '' }, [{ field: 'title', message: 'ERR_TITLE_REQUIRED' }]],
    [{ name: '  ' }, [{ field: 'title', message: 'ERR_TITLE_REQUIRED' }]],
    [{ value_measured: 0.5 }, [{ field: 'value_measured', message: 'ERR_INVALID_QUANTITY' }]],
    [{ price: -0.01 }, [{ field: 'price', message: 'ERR_INVALID_PRICE' }]],
    [{ statusId: 'waiting' }, [{ field: 'statusId', message: 'ERR_VALIDATION' }]],
  ])('PATCH refuses %j and writes nothing', async (payload, details) => {
    const { uuid } = await newWorksheet();
    const line = await add({ worksheetUuid: uuid, name: 'Vidange' });
    const before = await accountLines();
    expectApiError(await call.patchLine(team.EMPLOYEE, line.id, payload), 400, 'ERR_VALIDATION', details);
    expect(await accountLines()).toEqual(before);
  });

  it('DELETE removes the line', async () => {
    const { uuid } = await newWorksheet();
    const line = await add({ worksheetUuid: uuid, name: 'À retirer' });
    const kept = await add({ worksheetUuid: uuid, name: 'Gardée' });
    expect((await call.removeLine(team.EMPLOYEE, line.id)).json()).toEqual({ data: { id: line.id } });
    expect((await call.entries(team.EMPLOYEE, uuid)).json().data.list).toEqual([kept]);
    expectApiError(await call.removeLine(team.EMPLOYEE, line.id), 404, 'ERR_NOT_FOUND');
  });

  it("another shop's line, a vehicle's backlog entry, a line of a deleted work order or an unknown id: 404 on every route, untouched", async () => {
    const theirs = await newWorksheet(rival.FULL_ADMIN);
    const rivalLine = await add({ worksheetUuid: theirs.uuid, name: 'Du voisin', price: 10 }, rival.EMPLOYEE);
    const mechUuid = await newMech(t, team.FULL_ADMIN);
    const [backlog] = (await vehicleCalls(t).saveEntries(team.EMPLOYEE, mechUuid, { entries: [{ name: 'Tâche', price: 5 }] })).json().data.list;
    const gone = await newWorksheet();
    const orphan = await add({ worksheetUuid: gone.uuid, name: 'Orpheline', price: 5 });
    await call.remove(team.ADMINISTRATOR, gone.uuid);

    const before = await accountLines();
    const rivalBefore = await lineRowsOf(t, rival.FULL_ADMIN.accountId);
    for (const id of [rivalLine.id, backlog.id, orphan.id, 2_000_000_000]) {
      expectApiError(await call.patchLine(team.EMPLOYEE, id, { name: 'Volée' }), 404, 'ERR_NOT_FOUND');
      expectApiError(await call.removeLine(team.EMPLOYEE, id), 404, 'ERR_NOT_FOUND');
      expectApiError(await call.disconnect(team.EMPLOYEE, id), 404, 'ERR_NOT_FOUND');
      expectApiError(await call.removePrice(team.EMPLOYEE, id), 404, 'ERR_NOT_FOUND');
    }
    expectApiError(await call.patchLine(team.EMPLOYEE, 'abc', { name: 'x' }), 400, 'ERR_VALIDATION');
    expect(await accountLines()).toEqual(before);
    expect(await lineRowsOf(t, rival.FULL_ADMIN.accountId)).toEqual(rivalBefore);
  });
});
