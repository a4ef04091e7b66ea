import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { exclusionRowsOf, makeCalls, systemMake } from '../../../test/makes.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof makeCalls>;
let honda: number;
let toyota: number;
let ford: number;
let lada: number;
let rivalMake: number;

beforeAll(async () => {
  t = await createTestApp();
  call = makeCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  [honda, toyota, ford] = await Promise.all(['Honda', 'Toyota', 'Ford'].map(async (name) => (await systemMake(t, name)).id));
  lada = (await call.createMake(team.FULL_ADMIN, { name: 'Lada' })).json().data.id;
  rivalMake = (await call.createMake(rival.FULL_ADMIN, { name: 'Moskvitch' })).json().data.id;
});
afterAll(() => t.close());

async function excluded(as = team.EMPLOYEE) {
  const response = await call.exclusions(as);
  expect(response.statusCode, response.body).toBe(200);
  return z.array(makeSchema).parse(response.json().data);
}
async function exclude(makeIds: unknown[], as = team.FULL_ADMIN) {
  const response = await call.exclude(as, { makeIds });
  expect(response.statusCode, response.body).toBe(200);
  return z.array(makeSchema).parse(response.json().data);
}
async function makeNames(q: string, as = team.EMPLOYEE) {
  const response = await call.listMakes(as, `?q=${encodeURIComponent(q)}`);
  return { names: (response.json().data as { name: string }[]).map((m) => m.name), total: Number(response.headers['x-total-count']) };
}
const names = (makes: { name: string }[]) => makes.map((m) => m.name);

describe('GET and POST /api/exclusions/makes', () => {
  it('starts empty', async () => {
    expect(await excluded()).toEqual([]);
  });

  it('excludes SYSTEM and USER makes: answered by name, hidden from GET /nhtsa/makes', async () => {
    const before = await makeNames('o');
    const saved = await exclude([toyota, lada, honda]);
    expect(saved).toEqual([
      { id: honda, name: 'Honda', source: 'SYSTEM' },
      { id: lada, name: 'Lada', source: 'USER' },
      { id: toyota, name: 'Toyota', source: 'SYSTEM' },
    ]);
    expect(await excluded()).toEqual(saved);
    expect((await makeNames('hond')).names).toEqual(['Sundiro Honda Motorcycle Co. Ltd']);
    expect((await makeNames('lada')).names).toEqual(['Pulada']);
    const after = await makeNames('o');
    expect(after.total).toBe(before.total - 2);
    expect(after.names).not.toContain('Toyota');
  });

  it('is per shop: another shop still lists the makes and has no exclusions', async () => {
    expect((await makeNames('hond', rival.EMPLOYEE)).names).toEqual(['Honda', 'Sundiro Honda Motorcycle Co. Ltd']);
    expect(await excluded(rival.EMPLOYEE)).toEqual([]);
    expect(await exclusionRowsOf(t, rival.FULL_ADMIN.accountId)).toEqual([]);
  });

  it('replaces the whole set: what is left out comes back', async () => {
    expect(names(await exclude([ford, toyota, ford]))).toEqual(['Ford', 'Toyota']);
    expect((await makeNames('hond')).names).toEqual(['Honda', 'Sundiro Honda Motorcycle Co. Ltd']);
    expect((await exclusionRowsOf(t, team.FULL_ADMIN.accountId)).map((r) => r.makeId).sort((a, b) => a - b)).toEqual([ford, toyota].sort((a, b) => a - b));
    expect(await exclude([])).toEqual([]);
    expect(await exclusionRowsOf(t, team.FULL_ADMIN.accountId)).toEqual([]);
  });

  it("refuses a make the shop does not see (missing, or another shop's) on makeIds.<i>, writing nothing", async () => {
    await exclude([honda]);
    const response = await call.exclude(team.FULL_ADMIN, { makeIds: [toyota, 2147483647, rivalMake, lada] });
    expectApiError(response, 400, 'ERR_VALIDATION', [
      { field: 'makeIds.1', message: 'ERR_NOT_FOUND' },
      { field: 'makeIds.2', message: 'ERR_NOT_FOUND' },
    ]);
    expect((await exclusionRowsOf(t, team.FULL_ADMIN.accountId)).map((r) => r.makeId)).toEqual([honda]);
    expect(await exclusionRowsOf(t, rival.FULL_ADMIN.accountId)).toEqual([]);
    // The other shop still lists its make.
    expect((await makeNames('moskvitch', rival.EMPLOYEE)).names).toEqual(['Moskvitch']);
  });

  it.each([
    ['no body', undefined],
    ['no makeIds', {}],
    ['makeIds not a list', { makeIds: 'honda' }],
  ])('answers %s with 400 ERR_VALIDATION', async (_label, payload) => {
    expectApiError(await call.exclude(team.FULL_ADMIN, payload), 400, 'ERR_VALIDATION');
  });

  it('answers an id that is not a make id with ERR_MAKEID_REQUIRED on its index', async () => {
    expectApiError(await call.exclude(team.FULL_ADMIN, { makeIds: [honda, 'x', 0] }), 400, 'ERR_VALIDATION', [
      { field: 'makeIds.1', message: 'ERR_MAKEID_REQUIRED' },
      { field: 'makeIds.2', message: 'ERR_MAKEID_REQUIRED' },
    ]);
  });

  it('ends as one of two saves sent at once, never a mix', async () => {
    const a = [honda, toyota];
    const b = [ford, lada];
    for (let round = 0; round < 5; round += 1) {
      await Promise.all([exclude(a), exclude(b)]);
      const ids = (await exclusionRowsOf(t, team.FULL_ADMIN.accountId)).map((r) => r.makeId).sort((x, y) => x - y);
      expect([[...a].sort((x, y) => x - y), [...b].sort((x, y) => x - y)]).toContainEqual(ids);
    }
  });

  it('lets a technician read the exclusions but only a settings manager save them', async () => {
    await exclude([honda]);
    expect(names(await excluded(team.EMPLOYEE))).toEqual(['Honda']);
    expectApiError(await call.exclude(team.EMPLOYEE, { makeIds: [] }), 403, 'ERR_FORBIDDEN');
    expectApiError(await call.exclude(team.EMPLOYEE, { makeIds: 'bad' }), 403, 'ERR_FORBIDDEN');
    expectApiError(await call.exclusions(team.GUEST), 403, 'ERR_FORBIDDEN');
    expect(names(await exclude([toyota], team.ADMINISTRATOR))).toEqual(['Toyota']);
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/exclusions/makes' }), 401, 'ERR_UNAUTHENTICATED');
  });
});
