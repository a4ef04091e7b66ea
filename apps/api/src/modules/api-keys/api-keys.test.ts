import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_KEY_PREFIX, ROLES, apiKeyListSchema, apiKeySchema, can, createdApiKeySchema } from '@atelier/contracts';
import { apiKeys } from '../../db/schema/index.js';
import { hashOpaqueToken } from '../auth/opaque-tokens.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;
let rival: Team;

beforeAll(async () => {
  // One shop here makes more keys than a plan allows: plans off (their limits are tested in modules/billing).
  t = await createTestApp({ billing: { mode: 'off', email: 'billing@atelier.test' } });
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

const list = (as: Member) => t.app.inject({ method: 'GET', url: '/api/api-keys', headers: as.auth });
const create = (as: Member, payload: object) => t.app.inject({ method: 'POST', url: '/api/api-keys', payload, headers: as.auth });
const revoke = (as: Member, uuid: string) => t.app.inject({ method: 'DELETE', url: `/api/api-keys/${uuid}`, headers: as.auth });
const rowOf = async (uuid: string) => (await t.db.select().from(apiKeys).where(eq(apiKeys.uuid, uuid)))[0];
const inOneHour = () => new Date(Date.now() + 3600_000).toISOString();

describe('POST /api/api-keys', () => {
  it('creates a key, answers its secret once and stores only a hash and a prefix', async () => {
    const expiresAt = inOneHour();
    const response = await create(team.ADMINISTRATOR, { name: '  Comptabilité  ', description: 'Export des factures', expiresAt });
    expect(response.statusCode).toBe(201);
    const key = createdApiKeySchema.parse(response.json().data);
    expect(key).toMatchObject({
      name: 'Comptabilité',
      description: 'Export des factures',
      expiresAt,
      lastUsedAt: null,
      revokedAt: null,
      createdBy: { uuid: team.ADMINISTRATOR.uuid, fullname: team.ADMINISTRATOR.fullname },
    });
    expect(key.key).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(key.prefix).toBe(key.key.slice(0, API_KEY_PREFIX.length + 6));
    const row = await rowOf(key.uuid);
    expect(row).toMatchObject({ accountId: team.ADMINISTRATOR.accountId, userId: team.ADMINISTRATOR.id, keyHash: hashOpaqueToken(key.key) });
    expect(JSON.stringify(row)).not.toContain(key.key);
  });

  it('accepts a key without description or expiry', async () => {
    const response = await create(team.FULL_ADMIN, { name: 'Sans limite' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ description: null, expiresAt: null });
  });

  it('gives every key a different secret', async () => {
    const [a, b] = await Promise.all([create(team.FULL_ADMIN, { name: 'A' }), create(team.FULL_ADMIN, { name: 'B' })]);
    expect(a.json().data.key).not.toBe(b.json().data.key);
  });

  it.each([
    [{}, 'name', 'ERR_NAME_REQUIRED'],
    [{ name: '   ' }, 'name', 'ERR_NAME_REQUIRED'],
    [{ name: 'x'.repeat(81) }, 'name', 'ERR_VALIDATION'],
    [{ name: 'Date', expiresAt: 'tomorrow' }, 'expiresAt', 'ERR_INVALID_DATE'],
    [{ name: 'Date', expiresAt: '2030-01-01' }, 'expiresAt', 'ERR_INVALID_DATE'],
  ])('answers %o with 400 on the field', async (payload, field, code) => {
    const body = expectApiError(await create(team.FULL_ADMIN, payload), 400, 'ERR_VALIDATION');
    expect(body.details).toContainEqual({ field, message: code });
  });

  it('answers an expiry in the past with 400 ERR_INVALID_DATE and creates nothing', async () => {
    const before = (await t.db.select().from(apiKeys)).length;
    const past = new Date(Date.now() - 60_000).toISOString();
    expectApiError(await create(team.FULL_ADMIN, { name: 'Passé', expiresAt: past }), 400, 'ERR_INVALID_DATE', [{ field: 'expiresAt', message: 'ERR_INVALID_DATE' }]);
    expect((await t.db.select().from(apiKeys)).length).toBe(before);
  });

  it('reads an expiry with a time-zone offset as that instant', async () => {
    const local = new Date(Date.now() + 2 * 3600_000);
    const withOffset = new Date(local.getTime() - 4 * 3600_000).toISOString().replace('Z', '-04:00').replace(/\.\d+/, '');
    const response = await create(team.FULL_ADMIN, { name: 'Fuseau', expiresAt: withOffset });
    expect(response.statusCode).toBe(201);
    expect(Math.abs(Date.parse(response.json().data.expiresAt) - local.getTime())).toBeLessThan(1000);
  });
});

describe('GET /api/api-keys', () => {
  it("lists the account's keys newest first, never a secret or a hash", async () => {
    const first = (await create(team.FULL_ADMIN, { name: 'Premier' })).json().data;
    const second = (await create(team.ADMINISTRATOR, { name: 'Second' })).json().data;
    await create(rival.FULL_ADMIN, { name: 'Chez le voisin' });
    const response = await list(team.ADMINISTRATOR);
    expect(response.statusCode).toBe(200);
    const { items } = apiKeyListSchema.parse(response.json().data);
    expect(items.map((k) => k.uuid).slice(0, 2)).toEqual([second.uuid, first.uuid]);
    const rows = await t.db.select({ uuid: apiKeys.uuid }).from(apiKeys).where(eq(apiKeys.accountId, team.FULL_ADMIN.accountId));
    expect(items.map((k) => k.uuid).sort()).toEqual(rows.map((r) => r.uuid).sort());
    expect(items.map((k) => k.name)).not.toContain('Chez le voisin');
    for (const item of response.json().data.items) expect(Object.keys(item).sort()).toEqual(Object.keys(apiKeySchema.shape).sort());
    expect(response.body).not.toContain(first.key);
    expect(response.body).not.toContain(hashOpaqueToken(first.key));
    const times = items.map((k) => Date.parse(k.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe('DELETE /api/api-keys/{uuid}', () => {
  it('revokes the key: it is listed as revoked and stops working at once', async () => {
    const created = (await create(team.FULL_ADMIN, { name: 'À révoquer' })).json().data;
    const auth = { authorization: `Bearer ${created.key}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts', headers: auth })).statusCode).toBe(200);

    const response = await revoke(team.ADMINISTRATOR, created.uuid);
    expect(response.statusCode).toBe(200);
    const revoked = apiKeySchema.parse(response.json().data);
    expect(revoked).toMatchObject({ uuid: created.uuid, name: 'À révoquer' });
    expect(revoked.revokedAt).not.toBeNull();
    expect(response.body).not.toContain(created.key);
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/accounts', headers: auth }), 401, 'ERR_INVALID_API_KEY');
    const listed = (await list(team.FULL_ADMIN)).json().data.items.find((k: { uuid: string }) => k.uuid === created.uuid);
    expect(listed.revokedAt).toBe(revoked.revokedAt);

    // Revoking again keeps the first date.
    const again = await revoke(team.FULL_ADMIN, created.uuid);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.revokedAt).toBe(revoked.revokedAt);
  });

  it("answers another shop's key with 404 and leaves it working", async () => {
    const theirs = (await create(rival.FULL_ADMIN, { name: 'Clé du voisin' })).json().data;
    expectApiError(await revoke(team.FULL_ADMIN, theirs.uuid), 404, 'ERR_NOT_FOUND');
    expect((await rowOf(theirs.uuid))!.revokedAt).toBeNull();
    const auth = { authorization: `Bearer ${theirs.key}` };
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts', headers: auth })).statusCode).toBe(200);
  });

  it('answers an unknown uuid with 404 and a malformed one with 400', async () => {
    expectApiError(await revoke(team.FULL_ADMIN, crypto.randomUUID()), 404, 'ERR_NOT_FOUND');
    expectApiError(await revoke(team.FULL_ADMIN, 'atk_nope'), 400, 'ERR_VALIDATION');
  });
});

describe('who may manage API keys (apiKeys:manage)', () => {
  it.each(ROLES)('%s: list, create and revoke', async (role) => {
    const me = team[role];
    const existing = (await create(team.FULL_ADMIN, { name: `Pour ${role}` })).json().data;
    const answers = [await list(me), await create(me, { name: `Par ${role}` }), await revoke(me, existing.uuid)];
    if (can(role, 'apiKeys:manage')) {
      expect(answers.map((r) => r.statusCode)).toEqual([200, 201, 200]);
    } else {
      for (const response of answers) expectApiError(response, 403, 'ERR_FORBIDDEN');
      expect((await rowOf(existing.uuid))!.revokedAt).toBeNull();
      const names = (await t.db.select({ name: apiKeys.name }).from(apiKeys)).map((r) => r.name);
      expect(names).not.toContain(`Par ${role}`);
    }
  });

  it('requires authentication', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/api-keys' }), 401, 'ERR_UNAUTHENTICATED');
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/api-keys', payload: { name: 'x' } }), 401, 'ERR_UNAUTHENTICATED');
  });
});
