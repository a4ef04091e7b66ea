import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT, searchResultSchema } from '@atelier/contracts';
import { usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newCustomer, newMech } from '../../../test/vehicles.js';
import { insertWorksheetStatus, setPreferences, worksheetCalls } from '../../../test/worksheets.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof worksheetCalls>;
const numbersOf: Record<string, number> = {};

async function create(as: Member, statusId: number, customerUuid: string, mechUuid?: string) {
  const response = await call.create(as, { customerUuid, mechUuid, statusId });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data as { uuid: string; worksheetId: number };
}

beforeAll(async () => {
  t = await createTestApp();
  call = worksheetCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  const status = await insertWorksheetStatus(t, team.FULL_ADMIN.accountId);
  await setPreferences(t, team.FULL_ADMIN.accountId, { worksheetStartNumber: 1200 });
  const roy = await newCustomer(t, team.FULL_ADMIN, 'Amélie Roy');
  const royCar = await newMech(t, team.FULL_ADMIN, { customerUuid: roy, serialNumber: '1HGCM82633A004352', metric: { license: 'ABC 123' } });
  const royTruck = await newMech(t, team.FULL_ADMIN, { customerUuid: roy, metric: { license: 'ZZZ 999' } });
  const cote = await newCustomer(t, team.FULL_ADMIN, 'Élodie Côté');
  numbersOf.royCar = (await create(team.FULL_ADMIN, status, roy, royCar)).worksheetId; // 1200
  numbersOf.royTruck = (await create(team.FULL_ADMIN, status, roy, royTruck)).worksheetId; // 1201
  numbersOf.cote = (await create(team.FULL_ADMIN, status, cote)).worksheetId; // 1202
  const deleted = await create(team.FULL_ADMIN, status, cote); // 1203, deleted
  await call.remove(team.FULL_ADMIN, deleted.uuid);
  await setPreferences(t, team.FULL_ADMIN.accountId, { worksheetStartNumber: 12000 });
  numbersOf.big = (await create(team.FULL_ADMIN, status, cote)).worksheetId; // 12000
  // Another shop with the same names, plate and numbers.
  const rivalStatus = await insertWorksheetStatus(t, rival.FULL_ADMIN.accountId);
  await setPreferences(t, rival.FULL_ADMIN.accountId, { worksheetStartNumber: 1200 });
  const rivalRoy = await newCustomer(t, rival.FULL_ADMIN, 'Amélie Roy');
  await create(rival.FULL_ADMIN, rivalStatus, rivalRoy, await newMech(t, rival.FULL_ADMIN, { customerUuid: rivalRoy, metric: { license: 'ABC 123' } }));
});
afterAll(() => t.close());

async function workorders(q: string, as: Member = team.EMPLOYEE) {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers: as.auth });
  expect(response.statusCode, response.body).toBe(200);
  return searchResultSchema.parse(response.json().data).workorders.map((w) => w.worksheetId);
}

describe('GET /api/search: work orders', () => {
  it('finds a work order by the start of its number: exact first, then shorter numbers, newest first within a length', async () => {
    expect(await workorders('1202')).toEqual([1202]);
    expect(await workorders('120')).toEqual([1202, 1201, 1200, 12000]);
    expect(await workorders('1200')).toEqual([1200, 12000]);
    expect(await workorders('12000')).toEqual([12000]);
    expect(await workorders('1203')).toEqual([]);
    expect(await workorders('0120')).toEqual([]);
    // As every screen writes it: BT-1202 (French) or WO-1202 (English).
    expect(await workorders('BT-1202')).toEqual([1202]);
    expect(await workorders('wo 120')).toEqual([1202, 1201, 1200, 12000]);
  });

  it("finds a customer's work orders by name (accents and case ignored), newest first", async () => {
    expect(await workorders('cote')).toEqual([12000, 1202]);
    expect(await workorders('AMÉLIE')).toEqual([1201, 1200]);
  });

  it("finds the matched vehicle's work orders by VIN or plate, not the customer's other vehicles'", async () => {
    expect(await workorders('ABC 123')).toEqual([1200]);
    expect(await workorders('CM82633')).toEqual([1200]);
    expect(await workorders('ZZZ-999')).toEqual([1201]);
  });

  it("answers the shape { uuid, worksheetId }, never another shop's or a deleted work order", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/search?q=1201', headers: team.EMPLOYEE.auth });
    expect(response.json().data.workorders).toEqual([{ uuid: expect.any(String), worksheetId: 1201 }]);
    expect(await workorders('1200', rival.EMPLOYEE)).toHaveLength(1);
    const rivalHits = (await t.app.inject({ method: 'GET', url: '/api/search?q=roy', headers: rival.EMPLOYEE.auth })).json().data.workorders;
    const mine = (await t.app.inject({ method: 'GET', url: '/api/search?q=roy', headers: team.EMPLOYEE.auth })).json().data.workorders;
    expect(rivalHits.map((w: { uuid: string }) => w.uuid).some((uuid: string) => mine.map((w: { uuid: string }) => w.uuid).includes(uuid))).toBe(false);
  });

  it(`answers at most ${SEARCH_LIMIT}`, async () => {
    const shop = await usersOfEveryRole(t);
    const status = await insertWorksheetStatus(t, shop.FULL_ADMIN.accountId);
    const customerUuid = await newCustomer(t, shop.FULL_ADMIN, 'Flotte Tremblay');
    for (let i = 0; i < SEARCH_LIMIT + 3; i += 1) await create(shop.FULL_ADMIN, status, customerUuid);
    const found = await workorders('tremblay', shop.EMPLOYEE);
    expect(found).toEqual(Array.from({ length: SEARCH_LIMIT }, (_, i) => SEARCH_LIMIT + 3 - i));
    expect(await workorders('1', shop.EMPLOYEE)).toHaveLength(0);
    expect(await workorders('11', shop.EMPLOYEE)).toEqual([11]);
  });
});
