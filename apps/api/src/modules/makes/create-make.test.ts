import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { countSystemRows, makeCalls, userMakesOf } from '../../../test/makes.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof makeCalls>;

beforeAll(async () => {
  t = await createTestApp();
  call = makeCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

const NAME_TAKEN = [{ field: 'name', message: 'ERR_MAKE_EXISTS' }] as const;

describe('POST /api/nhtsa/makes', () => {
  it("creates a USER make of the shop from the search text ('Ajouter {text}?', §5)", async () => {
    const response = await call.createMake(team.EMPLOYEE, { name: '  Trabant   Sachsenring ' });
    expect(response.statusCode, response.body).toBe(201);
    const make = makeSchema.parse(response.json().data);
    expect(make).toMatchObject({ name: 'Trabant Sachsenring', source: 'USER' });
    const rows = await userMakesOf(t, team.EMPLOYEE.accountId);
    expect(rows).toEqual([expect.objectContaining({ id: make.id, name: 'Trabant Sachsenring', source: 'USER', vpicId: null })]);
    const listed = await call.listMakes(team.FULL_ADMIN, '?q=trabant');
    expect(listed.json().data).toEqual([make]);
  });

  it.each([
    ['an empty name', { name: '' }],
    ['blanks only', { name: '   ' }],
    ['no name', {}],
    ['a name that is not text', { name: 42 }],
  ])('refuses %s with ERR_NAME_REQUIRED on the name field', async (_label, payload) => {
    expectApiError(await call.createMake(team.EMPLOYEE, payload), 400, 'ERR_VALIDATION', [{ field: 'name', message: 'ERR_NAME_REQUIRED' }]);
  });

  it('refuses a name over 80 characters and a missing body, never a 500', async () => {
    expectApiError(await call.createMake(team.EMPLOYEE, { name: 'x'.repeat(81) }), 400, 'ERR_VALIDATION', [{ field: 'name', message: 'ERR_VALIDATION' }]);
    expect((await call.createMake(team.EMPLOYEE)).statusCode).toBe(400);
  });

  it.each([
    ['the SYSTEM make in capitals', 'HONDA'],
    ['the SYSTEM make with an accent vPIC does not write', 'Citroën'],
    ['the SYSTEM make with extra blanks', ' land   rover '],
  ])('answers 409 ERR_MAKE_EXISTS (not the customer code ERR_ALREADY_EXISTS) for %s', async (_label, name) => {
    expectApiError(await call.createMake(team.EMPLOYEE, { name }), 409, 'ERR_MAKE_EXISTS', [...NAME_TAKEN]);
  });

  it("answers 409 for the shop's own make, accents and case ignored, and writes nothing", async () => {
    expect((await call.createMake(team.EMPLOYEE, { name: 'Škoda' })).statusCode).toBe(201);
    for (const name of ['skoda', 'ŠKODA', 'Skóda']) {
      expectApiError(await call.createMake(team.ADMINISTRATOR, { name }), 409, 'ERR_MAKE_EXISTS', [...NAME_TAKEN]);
    }
    expect((await userMakesOf(t, team.EMPLOYEE.accountId)).filter((m) => m.name.toLowerCase().includes('koda'))).toHaveLength(1);
  });

  it('lets another shop create a make of the same name: USER makes are per account', async () => {
    expect((await call.createMake(team.EMPLOYEE, { name: 'Zastava' })).statusCode).toBe(201);
    const theirs = await call.createMake(rival.EMPLOYEE, { name: 'Zastava' });
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect((await userMakesOf(t, rival.EMPLOYEE.accountId)).map((m) => m.name)).toEqual(['Zastava']);
  });

  it('creates one make when the same name (in other accents and cases) is sent at once', async () => {
    const names = ['Tatra', 'TATRA', 'Tâtra', 'tatra', 'Tatrá', 'TÂTRA'];
    const responses = await Promise.all(names.map((name) => call.createMake(team.EMPLOYEE, { name })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) expectApiError(response, 409, 'ERR_MAKE_EXISTS', [...NAME_TAKEN]);
    const rows = (await userMakesOf(t, team.EMPLOYEE.accountId)).filter((m) => /t[aâá]tr[aá]/i.test(m.name));
    expect(rows).toHaveLength(1);
  });

  it('never touches the SYSTEM makes', async () => {
    const before = await countSystemRows(t);
    await call.createMake(team.EMPLOYEE, { name: 'Moskvitch' });
    expect(await countSystemRows(t)).toEqual(before);
  });

  it('requires a signed-in user who works on vehicles', async () => {
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/nhtsa/makes', payload: { name: 'Lada' } }), 401, 'ERR_UNAUTHENTICATED');
    expectApiError(await call.createMake(team.GUEST, { name: 'Lada' }), 403, 'ERR_FORBIDDEN');
    expectApiError(await call.createMake(team.GUEST, { name: '' }), 403, 'ERR_FORBIDDEN');
    expect((await userMakesOf(t, team.GUEST.accountId)).map((m) => m.name)).not.toContain('Lada');
  });
});
