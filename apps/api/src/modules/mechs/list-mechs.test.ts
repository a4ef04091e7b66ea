import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mechListSchema } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { mechRow, newCustomer, newMech, vehicleCalls } from '../../../test/vehicles.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof vehicleCalls>;
const uuids: Record<string, string> = {};
const customers: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  call = vehicleCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  customers.eloise = await newCustomer(t, team.FULL_ADMIN, 'Éloïse Bérubé');
  customers.marc = await newCustomer(t, team.FULL_ADMIN, 'Marc 100% Côté');
  // Created one after the other: the list shows them newest first.
  uuids.first = await newMech(t, team.FULL_ADMIN, { customerUuid: customers.eloise, serialNumber: '1HGCM82633A123456', metric: { license: 'FLD-4821' } });
  uuids.second = await newMech(t, team.FULL_ADMIN, { customerUuid: customers.eloise, modelYear: 2019, metric: { license: 'Q 7 Z' } });
  uuids.third = await newMech(t, team.FULL_ADMIN, { customerUuid: customers.marc, serialNumber: 'KM8K2CAB4PU001140', metric: { license: null } });
  uuids.rival = await newMech(t, rival.FULL_ADMIN, { serialNumber: '1HGCM82633A654321', metric: { license: 'FLD 4821' } });
});
afterAll(() => t.close());

async function listed(query = '') {
  const response = await call.mechs(team.EMPLOYEE, query);
  expect(response.statusCode, response.body).toBe(200);
  const page = mechListSchema.parse(response.json().data);
  return { ...page, uuids: page.items.map((item) => item.uuid) };
}

describe('GET /api/mechs', () => {
  it("lists the shop's live vehicles newest first, with the total; another shop's never appear", async () => {
    const page = await listed();
    expect(page.uuids).toEqual([uuids.third, uuids.second, uuids.first]);
    expect(page).toMatchObject({ page: 1, pageSize: 25, total: 3 });
    expect(page.items[0]!.customer).toEqual({ uuid: customers.marc, fullname: 'Marc 100% Côté', mobile: null });
  });

  it('pages', async () => {
    const second = await listed('?page=2&pageSize=2');
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3, uuids: [uuids.first] });
    expect((await listed('?page=3&pageSize=2')).uuids).toEqual([]);
    expectApiError(await call.mechs(team.EMPLOYEE, '?pageSize=101'), 400, 'ERR_VALIDATION');
  });

  it.each([
    ['a part of the VIN, any case', 'a12345', ['first']],
    ['the plate without its dash', 'fld4821', ['first']],
    ['the plate with spaces instead of a dash', 'FLD 48', ['first']],
    ['a plate typed without its spaces', 'q7z', ['second']],
    ["the customer's name without accents", 'eloise berube', ['second', 'first']],
    ["a customer's name with a % in it, taken literally", '100%', ['third']],
    ['a % alone, which is not a wildcard', '%', ['third']],
    ['nothing that matches', 'zzzz', []],
  ])('q matches %s (%s)', async (_label, q, expected) => {
    const page = await listed(`?q=${encodeURIComponent(q)}`);
    expect(page.uuids).toEqual(expected.map((key) => uuids[key]));
    expect(page.total).toBe(expected.length);
  });

  it("narrows to one customer; another shop's customer gives nothing", async () => {
    expect((await listed(`?customerUuid=${customers.eloise}`)).uuids).toEqual([uuids.second, uuids.first]);
    expect((await listed(`?customerUuid=${customers.eloise}&q=q7`)).uuids).toEqual([uuids.second]);
    const rivalCustomer = (await call.mech(rival.FULL_ADMIN, uuids.rival)).json().data.customer.uuid;
    expect((await listed(`?customerUuid=${rivalCustomer}`)).total).toBe(0);
    expectApiError(await call.mechs(team.EMPLOYEE, '?customerUuid=abc'), 400, 'ERR_VALIDATION');
  });

  it('counts each vehicle\u2019s backlog entries', async () => {
    await call.saveEntries(team.FULL_ADMIN, uuids.second, { entries: [{ name: 'Pneus d’hiver' }, { name: 'Vidange' }] });
    const page = await listed();
    expect(page.items.map((item) => item.entryCount)).toEqual([0, 2, 0]);
    expect((await call.mech(team.EMPLOYEE, uuids.second)).json().data.entryCount).toBe(2);
  });
});

describe('GET /api/mechs/{uuid}', () => {
  it("answers the shop's vehicle, 404 for another shop's or an unknown one, 400 for a malformed uuid", async () => {
    const response = await call.mech(team.EMPLOYEE, uuids.first);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ uuid: uuids.first, serialNumber: '1HGCM82633A123456', metric: { license: 'FLD-4821' } });
    expectApiError(await call.mech(team.EMPLOYEE, uuids.rival), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.mech(team.EMPLOYEE, '00000000-0000-4000-8000-000000000000'), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.mech(team.EMPLOYEE, 'abc'), 400, 'ERR_VALIDATION');
  });
});

describe('DELETE /api/mechs/{uuid}', () => {
  it("answers 404 for another shop's vehicle and leaves it untouched", async () => {
    const before = await mechRow(t, uuids.rival);
    expectApiError(await call.removeMech(team.FULL_ADMIN, uuids.rival), 404, 'ERR_NOT_FOUND');
    expect(await mechRow(t, uuids.rival)).toEqual(before);
    expect((await call.mech(rival.EMPLOYEE, uuids.rival)).statusCode).toBe(200);
  });

  it('soft-deletes: the row stays, the vehicle is 404 everywhere and leaves the list', async () => {
    const uuid = await newMech(t, team.FULL_ADMIN, { customerUuid: customers.marc, metric: { license: 'DEL 001' } });
    await call.saveEntries(team.FULL_ADMIN, uuid, { entries: [{ name: 'Freins' }] });
    const response = await call.removeMech(team.ADMINISTRATOR, uuid.toUpperCase());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { uuid } });
    expect(await mechRow(t, uuid)).toMatchObject({ deletedAt: expect.any(Date) });

    expectApiError(await call.mech(team.FULL_ADMIN, uuid), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.updateMech(team.FULL_ADMIN, uuid, { mech: { modelYear: 2001 } }), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.removeMech(team.FULL_ADMIN, uuid), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.entries(team.FULL_ADMIN, uuid), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.entriesByQuery(team.FULL_ADMIN, `?mechUuid=${uuid}`), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.saveEntries(team.FULL_ADMIN, uuid, { entries: [] }), 404, 'ERR_NOT_FOUND');
    expect((await listed('?q=DEL001')).total).toBe(0);
    expect((await listed()).uuids).not.toContain(uuid);
  });
});
