import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { featureListSchema, featureSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { signedInOwner, type Owner } from '../../../test/fixtures.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';

let t: TestApp;
let alice: Owner;
let bruno: Owner;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bruno, team] = await Promise.all([signedInOwner(t, { fullname: 'Alice Setup' }), signedInOwner(t, { fullname: 'Bruno Setup' }), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

const accountOf = (who: Owner | Team[keyof Team]) => ('accountUuid' in who ? who.accountUuid : who.user.account.uuid);

/** The SETUP feature row of a user's account, read from the database. */
async function setupFeatureOf(who: Owner | Team[keyof Team]): Promise<{ id: number; completedAt: Date | null }> {
  const { rows } = await t.db.execute(sql`
    SELECT f.id, f.completed_at FROM features f JOIN accounts a ON a.id = f.account_id
    WHERE a.uuid = ${accountOf(who)} AND f.type = 'SETUP'`);
  expect(rows).toHaveLength(1);
  return { id: Number(rows[0]!.id), completedAt: rows[0]!.completed_at ? new Date(String(rows[0]!.completed_at)) : null };
}

const pending = (owner: { auth: Record<string, string> }) => t.app.inject({ method: 'GET', url: '/api/features/setup', headers: owner.auth });
const complete = (owner: { auth: Record<string, string> }, id: number | string) =>
  t.app.inject({ method: 'POST', url: `/api/features/${id}/complete`, headers: owner.auth });

describe('GET /api/features/setup', () => {
  it("answers a new account's pending SETUP feature", async () => {
    const response = await pending(alice);
    expect(response.statusCode).toBe(200);
    const features = featureListSchema.parse(response.json().data);
    expect(features).toEqual([{ id: (await setupFeatureOf(alice)).id, type: 'SETUP' }]);
  });

  it('is readable by every role, an EMPLOYEE and a GUEST included (the wizard checks it on load)', async () => {
    for (const role of ['ADMINISTRATOR', 'EMPLOYEE', 'GUEST'] as const) {
      const response = await pending(team[role]);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toHaveLength(1);
    }
  });

  it('requires authentication', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/features/setup' }), 401, 'ERR_UNAUTHENTICATED');
  });
});

describe('POST /api/features/{id}/complete', () => {
  it('completes the feature: it is no longer pending, and a second call changes nothing', async () => {
    const owner = await signedInOwner(t, { fullname: 'Chloé Fin' });
    const { id } = await setupFeatureOf(owner);
    const first = await complete(owner, id);
    expect(first.statusCode).toBe(200);
    expect(featureSchema.parse(first.json().data)).toEqual({ id, type: 'SETUP' });
    const completedAt = (await setupFeatureOf(owner)).completedAt;
    expect(completedAt).not.toBeNull();
    expect((await pending(owner)).json().data).toEqual([]);

    const again = await complete(owner, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual({ id, type: 'SETUP' });
    expect((await setupFeatureOf(owner)).completedAt).toEqual(completedAt);
  });

  it("answers another shop's feature 404, like a missing one, and leaves it pending", async () => {
    const { id } = await setupFeatureOf(bruno);
    expectApiError(await complete(alice, id), 404, 'ERR_NOT_FOUND');
    expect((await setupFeatureOf(bruno)).completedAt).toBeNull();
    expect((await pending(bruno)).json().data).toEqual([{ id, type: 'SETUP' }]);
  });

  it.each([
    ['an unknown id', 987654],
    ['an id beyond any integer column', 99999999999],
  ])('answers %s 404', async (_label, id) => {
    expectApiError(await complete(alice, id), 404, 'ERR_NOT_FOUND');
  });

  it('answers an id that is not a positive whole number 400 on the id', async () => {
    expectApiError(await complete(alice, 'abc'), 400, 'ERR_VALIDATION', [{ field: 'id', message: 'ERR_VALIDATION' }]);
    expectApiError(await complete(alice, 0), 400, 'ERR_VALIDATION', [{ field: 'id', message: 'ERR_NOT_FOUND' }]);
  });

  it('is refused to an EMPLOYEE and a GUEST (settings:manage), and the feature stays pending', async () => {
    const { id } = await setupFeatureOf(team.FULL_ADMIN);
    for (const role of ['EMPLOYEE', 'GUEST'] as const) {
      expectApiError(await complete(team[role], id), 403, 'ERR_FORBIDDEN');
    }
    expect((await setupFeatureOf(team.FULL_ADMIN)).completedAt).toBeNull();
  });

  it('is allowed to an ADMINISTRATOR', async () => {
    const { id } = await setupFeatureOf(team.FULL_ADMIN);
    expect((await complete(team.ADMINISTRATOR, id)).statusCode).toBe(200);
    expect((await setupFeatureOf(team.FULL_ADMIN)).completedAt).not.toBeNull();
  });

  it('requires authentication', async () => {
    const { id } = await setupFeatureOf(alice);
    expectApiError(await t.app.inject({ method: 'POST', url: `/api/features/${id}/complete` }), 401, 'ERR_UNAUTHENTICATED');
    expect((await setupFeatureOf(alice)).completedAt).toBeNull();
  });
});
