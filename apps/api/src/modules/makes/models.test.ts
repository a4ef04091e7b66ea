import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { modelSchema } from '@atelier/contracts';
import { models } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { makeCalls, systemMake, userModelsOf } from '../../../test/makes.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof makeCalls>;
let honda: number;
let hondaSystemModels: number;
let rivalMake: number;

beforeAll(async () => {
  t = await createTestApp();
  call = makeCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  honda = (await systemMake(t, 'Honda')).id;
  hondaSystemModels = (await t.db.select({ id: models.id }).from(models).where(eq(models.makeId, honda))).length;
  const created = await call.createMake(rival.FULL_ADMIN, { name: 'Moskvitch' });
  rivalMake = created.json().data.id;
  const rivalModel = await call.createModel(rival.FULL_ADMIN, rivalMake, { name: '412' });
  if (rivalModel.statusCode !== 201) throw new Error(rivalModel.body);
});
afterAll(() => t.close());

async function list(makeId: number, query = '', as = team.EMPLOYEE) {
  const response = await call.listModels(as, makeId, query);
  expect(response.statusCode, response.body).toBe(200);
  return { models: z.array(modelSchema).parse(response.json().data), total: Number(response.headers['x-total-count']) };
}
const names = (l: { models: { name: string }[] }) => l.models.map((m) => m.name);
const modelsUnder = (makeId: number) => t.db.select().from(models).where(eq(models.makeId, makeId)).orderBy(models.id);
const NAME_TAKEN = [{ field: 'name', message: 'ERR_MODEL_EXISTS' }];

describe('GET /api/nhtsa/{makeId}/models', () => {
  it("lists a SYSTEM make's vPIC models by name, with the count in X-Total-Count", async () => {
    expect(hondaSystemModels).toBeGreaterThan(100);
    const found = await list(honda, '?q=accord');
    expect(names(found)).toEqual(['Accord', 'Accord Crosstour']);
    expect(found.models.every((m) => m.source === 'SYSTEM')).toBe(true);
    const page = await list(honda, '?limit=3');
    expect(page.models).toHaveLength(3);
    expect(page.total).toBe(hondaSystemModels);
  });

  it('finds models anywhere in the name, accents and case ignored', async () => {
    expect(names(await list(honda, '?q=ÇÍVÌC'))).toEqual(expect.arrayContaining(['Civic']));
    expect(names(await list(honda, '?q=%25'))).toEqual([]);
  });

  it('answers 404 ERR_NOT_FOUND for a make that does not exist', async () => {
    expectApiError(await call.listModels(team.EMPLOYEE, 2147483647), 404, 'ERR_NOT_FOUND');
  });

  it('answers a make id that is not a number with 400, never a 500', async () => {
    expectApiError(await call.listModels(team.EMPLOYEE, 'honda'), 400, 'ERR_VALIDATION', [{ field: 'makeId', message: 'ERR_NOT_FOUND' }]);
    expectApiError(await call.listModels(team.EMPLOYEE, '99999999999'), 400, 'ERR_VALIDATION');
  });
});

describe('POST /api/nhtsa/{makeId}/models', () => {
  it('creates a USER model under a SYSTEM make, listed before the SYSTEM models, for this shop only', async () => {
    const response = await call.createModel(team.EMPLOYEE, honda, { name: ' Civic   Type R Atelier ' });
    expect(response.statusCode, response.body).toBe(201);
    const model = modelSchema.parse(response.json().data);
    expect(model).toMatchObject({ name: 'Civic Type R Atelier', source: 'USER' });
    expect(await userModelsOf(t, team.EMPLOYEE.accountId)).toEqual([
      expect.objectContaining({ id: model.id, makeId: honda, name: 'Civic Type R Atelier', source: 'USER' }),
    ]);
    const ours = await list(honda, '?q=civic');
    expect(ours.models[0]).toEqual(model);
    expect(ours.models.slice(1).every((m) => m.source === 'SYSTEM')).toBe(true);
    expect((await list(honda)).total).toBe(hondaSystemModels + 1);
    // Another shop sees Honda's SYSTEM models only.
    expect(names(await list(honda, '?q=civic', rival.EMPLOYEE))).not.toContain('Civic Type R Atelier');
    expect((await list(honda, '', rival.EMPLOYEE)).total).toBe(hondaSystemModels);
  });

  it("creates models under the shop's own USER make", async () => {
    const make = (await call.createMake(team.EMPLOYEE, { name: 'Lada' })).json().data.id as number;
    expect((await call.createModel(team.EMPLOYEE, make, { name: 'Niva' })).statusCode).toBe(201);
    expect((await call.createModel(team.EMPLOYEE, make, { name: 'Samara' })).statusCode).toBe(201);
    expect(await list(make)).toEqual({
      models: [expect.objectContaining({ name: 'Niva', source: 'USER' }), expect.objectContaining({ name: 'Samara', source: 'USER' })],
      total: 2,
    });
  });

  it('answers 409 for a name the make already lists for this shop, accents and case ignored', async () => {
    expectApiError(await call.createModel(team.EMPLOYEE, honda, { name: 'accord' }), 409, 'ERR_MODEL_EXISTS', NAME_TAKEN);
    expectApiError(await call.createModel(team.EMPLOYEE, honda, { name: 'CÍVIC TYPE R ATELIER' }), 409, 'ERR_MODEL_EXISTS', NAME_TAKEN);
    // The same name under another make, or in another shop, is another model.
    const toyota = (await systemMake(t, 'Toyota')).id;
    expect((await call.createModel(team.EMPLOYEE, toyota, { name: 'Civic Type R Atelier' })).statusCode).toBe(201);
    expect((await call.createModel(rival.EMPLOYEE, honda, { name: 'Civic Type R Atelier' })).statusCode).toBe(201);
  });

  it('creates one model when the same name is sent at once', async () => {
    const responses = await Promise.all(
      ['Prelude Atelier', 'PRELUDE ATELIER', 'Prélude atelier', 'prelude atelier'].map((name) => call.createModel(team.EMPLOYEE, honda, { name })),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect((await userModelsOf(t, team.EMPLOYEE.accountId)).filter((m) => /pr[eé]lude atelier/i.test(m.name))).toHaveLength(1);
  });

  it('refuses an empty name with ERR_NAME_REQUIRED', async () => {
    expectApiError(await call.createModel(team.EMPLOYEE, honda, { name: ' ' }), 400, 'ERR_VALIDATION', [{ field: 'name', message: 'ERR_NAME_REQUIRED' }]);
    expectApiError(await call.createModel(team.EMPLOYEE, honda, {}), 400, 'ERR_VALIDATION', [{ field: 'name', message: 'ERR_NAME_REQUIRED' }]);
  });

  it('needs a make the shop sees: a missing one is 404 and nothing is written', async () => {
    const before = await userModelsOf(t, team.EMPLOYEE.accountId);
    expectApiError(await call.createModel(team.EMPLOYEE, 2147483647, { name: 'Fantôme' }), 404, 'ERR_NOT_FOUND');
    expect(await userModelsOf(t, team.EMPLOYEE.accountId)).toEqual(before);
  });
});

describe("another shop's USER make", () => {
  it('is absent from the make list, and its models are 404', async () => {
    expect((await call.listMakes(team.EMPLOYEE, '?q=moskvitch')).json().data).toEqual([]);
    expectApiError(await call.listModels(team.EMPLOYEE, rivalMake), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.listModels(team.EMPLOYEE, rivalMake, '?q=412'), 404, 'ERR_NOT_FOUND');
  });

  it('takes no model from this shop: 404, and its rows are untouched', async () => {
    const before = await modelsUnder(rivalMake);
    expectApiError(await call.createModel(team.FULL_ADMIN, rivalMake, { name: 'Aleko' }), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.createModel(team.FULL_ADMIN, rivalMake, { name: '412' }), 404, 'ERR_NOT_FOUND');
    expect(await modelsUnder(rivalMake)).toEqual(before);
    expect((await userModelsOf(t, team.FULL_ADMIN.accountId)).map((m) => m.makeId)).not.toContain(rivalMake);
  });

  it('does not stop this shop from creating a make of the same name', async () => {
    expect((await call.createMake(team.EMPLOYEE, { name: 'Moskvitch' })).statusCode).toBe(201);
  });
});

describe('permissions', () => {
  it('requires a signed-in user who works on vehicles', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: `/api/nhtsa/${honda}/models` }), 401, 'ERR_UNAUTHENTICATED');
    expectApiError(await call.listModels(team.GUEST, honda), 403, 'ERR_FORBIDDEN');
    expectApiError(await call.createModel(team.GUEST, honda, { name: 'Jazz Atelier' }), 403, 'ERR_FORBIDDEN');
  });
});
