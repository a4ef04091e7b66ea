import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_LIMIT, searchResultSchema, type SearchResult } from '@atelier/contracts';
import { mechs } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { customerCalls, customerRow } from '../../../test/customers.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';

// The command palette's vehicles group of GET /api/search (issue 17): `vehicles=true`.
let t: TestApp;
let team: Team;
let rival: Team;
const owners: Record<string, string> = {};

async function createCustomer(of: Team, fullname: string) {
  const response = await customerCalls(t).create(of.FULL_ADMIN, { fullname });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data.uuid as string;
}

/** A vehicle written straight into the table (the vehicle routes are another module's); its uuid. */
async function insertVehicle(customerUuid: string, values: { serialNumber?: string; license?: string; modelYear?: number; deleted?: boolean }) {
  const row = await customerRow(t, customerUuid);
  const [vehicle] = await t.db
    .insert(mechs)
    .values({
      accountId: row!.accountId,
      customerId: row!.id,
      serialNumber: values.serialNumber ?? null,
      license: values.license ?? null,
      modelYear: values.modelYear ?? null,
      deletedAt: values.deleted ? new Date() : null,
    })
    .returning({ uuid: mechs.uuid });
  return vehicle!.uuid;
}

const vehicles: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  owners.amelie = await createCustomer(team, 'Amélie Roy');
  owners.marc = await createCustomer(team, 'Marc Leroy');
  vehicles.civic = await insertVehicle(owners.amelie, { serialNumber: '1HGCM82633A123456', license: 'ABC-123', modelYear: 2003 });
  vehicles.abc1234 = await insertVehicle(owners.marc, { license: 'ABC 1234' });
  vehicles.xabc = await insertVehicle(owners.marc, { serialNumber: '2T1BURHE0JC043821', license: 'XABC 12' });
  // Deleted vehicle, and a live vehicle of a deleted customer: never found.
  await insertVehicle(owners.marc, { serialNumber: 'KM8K2CAB4PU001140', license: 'ABC-999', deleted: true });
  const gone = await createCustomer(team, 'Client Supprimé');
  await insertVehicle(gone, { serialNumber: '5YJSA1E26HF000001', license: 'ABC-777' });
  await customerCalls(t).remove(team.FULL_ADMIN, gone);
  // Another shop's vehicle matching every search here.
  const other = await createCustomer(rival, 'Garage Rival');
  vehicles.rival = await insertVehicle(other, { serialNumber: '1HGCM82633A123456', license: 'ABC-123' });
});
afterAll(() => t.close());

async function search(q: string, as = team.EMPLOYEE, flag = 'true'): Promise<SearchResult> {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}&vehicles=${flag}`, headers: as.auth });
  expect(response.statusCode, response.body).toBe(200);
  return searchResultSchema.parse(response.json().data);
}
const found = (result: SearchResult) => (result.vehicles ?? []).map((v) => v.uuid);

describe('GET /api/search?vehicles=true', () => {
  it('answers the vehicles group only when asked (the header box has none)', async () => {
    expect((await search('ABC123', team.EMPLOYEE, 'false')).vehicles).toBeUndefined();
    const response = await t.app.inject({ method: 'GET', url: '/api/search?q=ABC123', headers: team.EMPLOYEE.auth });
    expect(response.json().data).not.toHaveProperty('vehicles');
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/search?q=ABC123&vehicles=maybe', headers: team.EMPLOYEE.auth }), 400, 'ERR_VALIDATION');
  });

  it('finds a vehicle by its plate in any spacing or case, the exact plate first, with its owner, make and year', async () => {
    for (const q of ['ABC 123', 'abc-123', 'ABC123']) {
      const result = await search(q);
      // 'ABC 1234' starts with it; 'XABC 12' does not contain it.
      expect(found(result), q).toEqual([vehicles.civic, vehicles.abc1234]);
    }
    expect((await search('abc123')).vehicles![0]).toEqual({
      uuid: vehicles.civic,
      serialNumber: '1HGCM82633A123456',
      license: 'ABC-123',
      modelYear: 2003,
      make: null,
      model: null,
      customer: 'Amélie Roy',
    });
  });

  it('finds a vehicle by a fragment of its VIN or plate', async () => {
    expect(found(await search('CM8263'))).toEqual([vehicles.civic]);
    expect(found(await search('043821'))).toEqual([vehicles.xabc]);
    // All three contain it, none starts with it: by plate.
    expect(found(await search('c 12'))).toEqual([vehicles.civic, vehicles.abc1234, vehicles.xabc]);
    expect(found(await search('abc'))).toEqual([vehicles.civic, vehicles.abc1234, vehicles.xabc]);
    expect(found(await search('XAB'))).toEqual([vehicles.xabc]);
  });

  it('needs three letters or digits; a name finds no vehicle', async () => {
    expect((await search('AB')).vehicles).toEqual([]);
    expect((await search('a-b')).vehicles).toEqual([]);
    expect((await search('Amélie')).vehicles).toEqual([]);
  });

  it('never answers a deleted vehicle nor the vehicle of a deleted customer', async () => {
    expect(found(await search('ABC 999'))).toEqual([]);
    expect(found(await search('KM8K2CAB'))).toEqual([]);
    expect(found(await search('ABC 777'))).toEqual([]);
    expect(found(await search('5YJSA1E'))).toEqual([]);
  });

  it("never answers another shop's vehicle, and the other shop sees only its own", async () => {
    for (const q of ['ABC123', '1HGCM', 'CM82633A123456']) expect(found(await search(q)), q).not.toContain(vehicles.rival);
    expect(found(await search('1HGCM82633A123456', rival.EMPLOYEE))).toEqual([vehicles.rival]);
  });

  it(`answers at most ${SEARCH_LIMIT} vehicles`, async () => {
    const shop = await usersOfEveryRole(t);
    const owner = await createCustomer(shop, 'Flotte Tremblay');
    for (let i = 0; i < SEARCH_LIMIT + 3; i += 1) await insertVehicle(owner, { license: `FLT ${String(i).padStart(3, '0')}` });
    const result = await search('FLT', shop.EMPLOYEE);
    expect(result.vehicles!.map((v) => v.license)).toEqual(Array.from({ length: SEARCH_LIMIT }, (_, i) => `FLT ${String(i).padStart(3, '0')}`));
  });

  it('is for roles that work with customers: GUEST 403', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/search?q=ABC123&vehicles=true', headers: team.GUEST.auth }), 403, 'ERR_FORBIDDEN');
    for (const role of ['FULL_ADMIN', 'ADMINISTRATOR', 'EMPLOYEE'] as const) expect(found(await search('ABC123', team[role]))).toHaveLength(2);
  });
});
