import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { apiKeys, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { addMember, usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;
let rival: Team;

beforeAll(async () => {
  t = await createTestApp();
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

type Key = { uuid: string; key: string; auth: { authorization: string } };
async function newKey(owner: Member, body: object = {}): Promise<Key> {
  const response = await t.app.inject({ method: 'POST', url: '/api/api-keys', payload: { name: 'Intégration', ...body }, headers: owner.auth });
  if (response.statusCode !== 201) throw new Error(response.body);
  const { uuid, key } = response.json().data as { uuid: string; key: string };
  return { uuid, key, auth: { authorization: `Bearer ${key}` } };
}
const call = (auth: { authorization: string }, url: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE' = 'GET', payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const lastUsedAt = async (key: Key) => (await t.db.select({ at: apiKeys.lastUsedAt }).from(apiKeys).where(eq(apiKeys.uuid, key.uuid)))[0]!.at;

/** lastUsedAt is written after the answer; wait for it. */
async function waitForLastUsed(key: Key, after: Date | null): Promise<Date> {
  for (let i = 0; i < 50; i++) {
    const at = await lastUsedAt(key);
    if (at && (!after || at.getTime() > after.getTime())) return at;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('lastUsedAt not updated');
}

describe('Authorization: Bearer <API key>', () => {
  it("authenticates any call as the key's creator, in the creator's account", async () => {
    const key = await newKey(team.ADMINISTRATOR);
    const accounts = await call(key.auth, '/api/accounts');
    expect(accounts.statusCode).toBe(200);
    expect(accounts.json().data.uuid).toBe(team.ADMINISTRATOR.accountUuid);
    const validate = await call(key.auth, '/api/auth/validate');
    expect(validate.json().data.user).toMatchObject({ uuid: team.ADMINISTRATOR.uuid, permissionFlags: 'ADMINISTRATOR' });
    const listed = await call(key.auth, '/api/users?pageSize=100');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.total).toBe(4);
  });

  it('sets lastUsedAt on use, at most once a minute', async () => {
    const key = await newKey(team.FULL_ADMIN);
    expect(await lastUsedAt(key)).toBeNull();
    await call(key.auth, '/api/accounts');
    const first = await waitForLastUsed(key, null);
    expect(Math.abs(first.getTime() - Date.now())).toBeLessThan(60_000);
    const listed = (await call(team.FULL_ADMIN.auth, '/api/api-keys')).json().data.items.find((k: { uuid: string }) => k.uuid === key.uuid);
    expect(listed.lastUsedAt).toBe(first.toISOString());

    // Within the minute: no new write.
    await call(key.auth, '/api/accounts');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await lastUsedAt(key)).toEqual(first);

    // A minute later: written again.
    await t.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now() - interval '2 minutes'` })
      .where(eq(apiKeys.uuid, key.uuid));
    const older = (await lastUsedAt(key))!;
    await call(key.auth, '/api/accounts');
    expect((await waitForLastUsed(key, older)).getTime()).toBeGreaterThan(older.getTime());
  });

  it('answers an expired key with 401 ERR_INVALID_API_KEY', async () => {
    const key = await newKey(team.FULL_ADMIN, { expiresAt: new Date(Date.now() + 3600_000).toISOString() });
    expect((await call(key.auth, '/api/accounts')).statusCode).toBe(200);
    await t.db
      .update(apiKeys)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(apiKeys.uuid, key.uuid));
    expectApiError(await call(key.auth, '/api/accounts'), 401, 'ERR_INVALID_API_KEY', []);
  });

  it('answers a revoked key with 401 ERR_INVALID_API_KEY', async () => {
    const key = await newKey(team.FULL_ADMIN);
    await call(team.FULL_ADMIN.auth, `/api/api-keys/${key.uuid}`, 'DELETE');
    expectApiError(await call(key.auth, '/api/accounts'), 401, 'ERR_INVALID_API_KEY', []);
  });

  it('answers an unknown or altered key with 401 ERR_INVALID_API_KEY', async () => {
    const key = await newKey(team.FULL_ADMIN);
    const altered = key.key.slice(0, -1) + (key.key.endsWith('A') ? 'B' : 'A');
    for (const token of ['atk_', 'atk_unknown', altered]) {
      expectApiError(await call({ authorization: `Bearer ${token}` }, '/api/accounts'), 401, 'ERR_INVALID_API_KEY', []);
    }
  });

  it("never reaches another account's data", async () => {
    const key = await newKey(team.FULL_ADMIN);
    const theirKey = await newKey(rival.FULL_ADMIN);
    expectApiError(await call(key.auth, `/api/users/${rival.EMPLOYEE.uuid}`), 404, 'ERR_USER_NOT_FOUND');
    expectApiError(await call(key.auth, `/api/users/${rival.EMPLOYEE.uuid}`, 'PATCH', { fullname: 'Volé' }), 404, 'ERR_USER_NOT_FOUND');
    expectApiError(await call(key.auth, `/api/users/${rival.EMPLOYEE.uuid}`, 'DELETE'), 404, 'ERR_USER_NOT_FOUND');
    expectApiError(await call(key.auth, `/api/api-keys/${theirKey.uuid}`, 'DELETE'), 404, 'ERR_NOT_FOUND');
    const list = (await call(key.auth, `/api/users?q=${encodeURIComponent(rival.EMPLOYEE.email)}`)).json().data;
    expect(list).toMatchObject({ items: [], total: 0 });
    const keys = (await call(key.auth, '/api/api-keys')).json().data.items.map((k: { uuid: string }) => k.uuid);
    expect(keys).not.toContain(theirKey.uuid);

    const [row] = await t.db.select().from(users).where(eq(users.id, rival.EMPLOYEE.id));
    expect(row).toMatchObject({ fullname: rival.EMPLOYEE.fullname, deletedAt: null });
    expect((await call(theirKey.auth, '/api/accounts')).json().data.uuid).toBe(rival.FULL_ADMIN.accountUuid);
  });

  it("follows the creator's current role: a key of a user demoted to GUEST loses their rights at once", async () => {
    const admin = await addMember(t, team.FULL_ADMIN.accountId, 'ADMINISTRATOR', 'Admin Rétrogradé');
    const key = await newKey(admin);
    expect((await call(key.auth, '/api/users')).statusCode).toBe(200);
    expect((await call(key.auth, '/api/api-keys')).statusCode).toBe(200);

    const demoted = await call(team.FULL_ADMIN.auth, `/api/users/${admin.uuid}`, 'PATCH', { permissionFlags: 'GUEST' });
    expect(demoted.statusCode).toBe(200);
    expectApiError(await call(key.auth, '/api/users'), 403, 'ERR_FORBIDDEN');
    expectApiError(await call(key.auth, '/api/api-keys'), 403, 'ERR_FORBIDDEN');
    expectApiError(await call(key.auth, '/api/api-keys', 'POST', { name: 'Encore' }), 403, 'ERR_FORBIDDEN');
    // What a GUEST keeps: their account and their own profile.
    expect((await call(key.auth, '/api/accounts')).statusCode).toBe(200);
    expect((await call(key.auth, `/api/users/${admin.uuid}`)).statusCode).toBe(200);
  });

  it("cannot raise its creator's role either", async () => {
    const admin = await addMember(t, team.FULL_ADMIN.accountId, 'ADMINISTRATOR');
    const key = await newKey(admin);
    expectApiError(await call(key.auth, `/api/users/${admin.uuid}`, 'PATCH', { permissionFlags: 'FULL_ADMIN' }), 403, 'ERR_ROLE_NOT_ALLOWED');
  });

  it('stops working when its creator is deleted', async () => {
    const admin = await addMember(t, team.FULL_ADMIN.accountId, 'ADMINISTRATOR', 'Admin Supprimé');
    const key = await newKey(admin);
    expect((await call(team.FULL_ADMIN.auth, `/api/users/${admin.uuid}`, 'DELETE')).statusCode).toBe(200);
    expectApiError(await call(key.auth, '/api/accounts'), 401, 'ERR_INVALID_API_KEY');
  });
});
