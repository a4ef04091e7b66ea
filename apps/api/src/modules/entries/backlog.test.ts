import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryListSchema } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { entryRowsOf, mechRow, newMech, vehicleCalls } from '../../../test/vehicles.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof vehicleCalls>;

beforeAll(async () => {
  t = await createTestApp();
  call = vehicleCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

async function save(uuid: string, entries: unknown[], as = team.EMPLOYEE) {
  const response = await call.saveEntries(as, uuid, { entries });
  expect(response.statusCode, response.body).toBe(200);
  return entryListSchema.parse(response.json().data).list;
}

const rowsOfMech = async (uuid: string, accountId = team.FULL_ADMIN.accountId) => entryRowsOf(t, accountId, (await mechRow(t, uuid))!.id);

describe('POST /api/mechs/{uuid}/entries', () => {
  it('creates the backlog in the order sent, with the contract shape and the §5 defaults', async () => {
    const uuid = await newMech(t, team.FULL_ADMIN);
    const list = await save(uuid, [
      { name: '  Vidange ', content: 'Huile 5W30', type: 'SERVICE', price: 89.95 },
      { name: 'Filtre à huile', type: 'PRODUCT' },
      { name: 'Pneus', type: 'PRODUCT', value_measured: 4, price: 0 },
    ]);
    expect(list).toEqual([
      {
        id: expect.any(Number),
        name: 'Vidange',
        content: 'Huile 5W30',
        type: 'SERVICE',
        status: null,
        value_measured: 1,
        price: 89.95,
        related_item: null,
        mechUuid: uuid,
        worksheetUuid: null,
        invoiceUuid: null,
      },
      expect.objectContaining({ name: 'Filtre à huile', type: 'PRODUCT', value_measured: 1, price: null, content: null }),
      expect.objectContaining({ name: 'Pneus', type: 'PRODUCT', value_measured: 4, price: 0 }),
    ]);
    const rows = await rowsOfMech(uuid);
    expect(rows.map((row) => [row.id, row.name, row.position, row.valueMeasured, row.price])).toEqual([
      [list[0]!.id, 'Vidange', 0, '1.00', '89.95'],
      [list[1]!.id, 'Filtre à huile', 1, '1.00', null],
      [list[2]!.id, 'Pneus', 2, '4.00', '0.00'],
    ]);
    expect(rows.every((row) => row.accountId === team.FULL_ADMIN.accountId)).toBe(true);
  });

  it('the backlog becomes exactly the list sent: two added, one removed, the rest updated and reordered', async () => {
    const uuid = await newMech(t, team.FULL_ADMIN);
    const [a, b, c] = await save(uuid, [{ name: 'A' }, { name: 'B' }, { name: 'C' }]);
    const list = await save(uuid, [
      { id: c!.id, name: 'C modifiée', content: 'détails', type: 'PRODUCT', value_measured: 2, price: 12.5 },
      { name: 'D' },
      { id: a!.id, name: 'A' },
      { name: 'E' },
    ]);
    expect(list.map((entry) => entry.name)).toEqual(['C modifiée', 'D', 'A', 'E']);
    expect(list[0]).toMatchObject({ id: c!.id, content: 'détails', type: 'PRODUCT', value_measured: 2, price: 12.5 });
    expect(list[2]!.id).toBe(a!.id);
    const ids = list.map((entry) => entry.id);
    expect(ids).not.toContain(b!.id);
    expect(new Set(ids).size).toBe(4);

    const rows = await rowsOfMech(uuid);
    expect(rows.map((row) => [row.id, row.position])).toEqual(ids.map((id, position) => [id, position]));
    expect((await call.entries(team.EMPLOYEE, uuid)).json().data.list).toEqual(list);
  });

  it('an empty list empties the backlog', async () => {
    const uuid = await newMech(t, team.FULL_ADMIN);
    await save(uuid, [{ name: 'A' }, { name: 'B' }]);
    expect(await save(uuid, [])).toEqual([]);
    expect(await rowsOfMech(uuid)).toEqual([]);
  });

  it("refuses an id that is not one of this vehicle's backlog entries (another vehicle's, another shop's, unknown, twice) and writes nothing", async () => {
    const uuid = await newMech(t, team.FULL_ADMIN);
    const other = await newMech(t, team.FULL_ADMIN);
    const rivalUuid = await newMech(t, rival.FULL_ADMIN);
    const [mine] = await save(uuid, [{ name: 'Mienne' }]);
    const [sibling] = await save(other, [{ name: 'De l’autre véhicule' }]);
    const [theirs] = await save(rivalUuid, [{ name: 'Du voisin' }], rival.EMPLOYEE);
    const before = await entryRowsOf(t, team.FULL_ADMIN.accountId);
    const rivalBefore = await entryRowsOf(t, rival.FULL_ADMIN.accountId);

    const response = await call.saveEntries(team.EMPLOYEE, uuid, {
      entries: [
        { id: mine!.id, name: 'Mienne renommée' },
        { name: 'Nouvelle' },
        { id: sibling!.id, name: 'Volée' },
        { id: theirs!.id, name: 'Volée chez le voisin' },
        { id: 2_000_000_000, name: 'Inconnue' },
        { id: mine!.id, name: 'Encore' },
      ],
    });
    expectApiError(response, 400, 'ERR_VALIDATION', [
      { field: 'entries.2.id', message: 'ERR_NOT_FOUND' },
      { field: 'entries.3.id', message: 'ERR_NOT_FOUND' },
      { field: 'entries.4.id', message: 'ERR_NOT_FOUND' },
      { field: 'entries.5.id', message: 'ERR_NOT_FOUND' },
    ]);
    expect(await entryRowsOf(t, team.FULL_ADMIN.accountId)).toEqual(before);
    expect(await entryRowsOf(t, rival.FULL_ADMIN.accountId)).toEqual(rivalBefore);
  });

  it.each([
    [{ name: '' }, 'entries.1.name', 'ERR_TITLE_REQUIRED'],
    [{ name: '   ' }, 'entries.1.name', 'ERR_TITLE_REQUIRED'],
    [{ content: 'sans titre' }, 'entries.1.name', 'ERR_TITLE_REQUIRED'],
    [{ name: 'Pneus', value_measured: 0 }, 'entries.1.value_measured', 'ERR_INVALID_QUANTITY'],
    [{ name: 'Pneus', value_measured: -3 }, 'entries.1.value_measured', 'ERR_INVALID_QUANTITY'],
    [{ name: 'Pneus', value_measured: 'quatre' }, 'entries.1.value_measured', 'ERR_INVALID_QUANTITY'],
    [{ name: 'Pneus', price: -1 }, 'entries.1.price', 'ERR_INVALID_PRICE'],
    [{ name: 'Pneus', price: 10.555 }, 'entries.1.price', 'ERR_INVALID_PRICE'],
    [{ name: 'Pneus', price: '10' }, 'entries.1.price', 'ERR_INVALID_PRICE'],
    [{ name: 'Pneus', type: 'LABOUR' }, 'entries.1.type', 'ERR_VALIDATION'],
  ])('refuses %j (400 %s → %s) and writes nothing', async (entry, field, code) => {
    const uuid = await newMech(t, team.FULL_ADMIN);
    await save(uuid, [{ name: 'Existante' }]);
    const before = await rowsOfMech(uuid);
    const response = await call.saveEntries(team.EMPLOYEE, uuid, { entries: [{ name: 'Valide' }, entry] });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field, message: code }]);
    expect(await rowsOfMech(uuid)).toEqual(before);
  });

  it("answers 404 for another shop's vehicle and writes nothing there", async () => {
    const rivalUuid = await newMech(t, rival.FULL_ADMIN);
    await save(rivalUuid, [{ name: 'Du voisin' }], rival.EMPLOYEE);
    const before = await entryRowsOf(t, rival.FULL_ADMIN.accountId);
    const mineBefore = await entryRowsOf(t, team.FULL_ADMIN.accountId);
    expectApiError(await call.saveEntries(team.EMPLOYEE, rivalUuid, { entries: [{ name: 'Intrus' }] }), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.saveEntries(team.EMPLOYEE, rivalUuid, { entries: [] }), 404, 'ERR_NOT_FOUND');
    expect(await entryRowsOf(t, rival.FULL_ADMIN.accountId)).toEqual(before);
    expect(await entryRowsOf(t, team.FULL_ADMIN.accountId)).toEqual(mineBefore);
  });

  it('two simultaneous saves of one backlog apply one after the other: the result is one of the two lists, never a mix', async () => {
    const uuid = await newMech(t, team.FULL_ADMIN);
    const first = [{ name: 'A1' }, { name: 'A2' }];
    const second = [{ name: 'B1' }, { name: 'B2' }, { name: 'B3' }];
    const responses = await Promise.all([call.saveEntries(team.EMPLOYEE, uuid, { entries: first }), call.saveEntries(team.EMPLOYEE, uuid, { entries: second })]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const names = (await rowsOfMech(uuid)).map((row) => row.name);
    expect([
      ['A1', 'A2'],
      ['B1', 'B2', 'B3'],
    ]).toContainEqual(names);
  });
});

describe('GET /api/mechs/{uuid}/entries and GET /api/entries?mechUuid=', () => {
  it('answer the same list, in order', async () => {
    const uuid = await newMech(t, team.FULL_ADMIN);
    const saved = await save(uuid, [{ name: 'Un' }, { name: 'Deux', type: 'PRODUCT', value_measured: 2.5 }]);
    const byPath = await call.entries(team.EMPLOYEE, uuid);
    expect(byPath.statusCode, byPath.body).toBe(200);
    expect(byPath.json()).toEqual({ data: { list: saved } });
    const byQuery = await call.entriesByQuery(team.EMPLOYEE, `?mechUuid=${uuid}`);
    expect(byQuery.statusCode, byQuery.body).toBe(200);
    expect(byQuery.json()).toEqual({ data: { list: saved } });
    expect(saved[1]!.value_measured).toBe(2.5);
  });

  it("answer 404 for another shop's vehicle or an unknown one, 400 without a valid mechUuid", async () => {
    const rivalUuid = await newMech(t, rival.FULL_ADMIN);
    await save(rivalUuid, [{ name: 'Du voisin' }], rival.EMPLOYEE);
    expectApiError(await call.entries(team.EMPLOYEE, rivalUuid), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.entriesByQuery(team.EMPLOYEE, `?mechUuid=${rivalUuid}`), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.entriesByQuery(team.EMPLOYEE, '?mechUuid=00000000-0000-4000-8000-000000000000'), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.entriesByQuery(team.EMPLOYEE, ''), 400, 'ERR_VALIDATION', [{ field: 'mechUuid', message: 'ERR_NOT_FOUND' }]);
  });
});
