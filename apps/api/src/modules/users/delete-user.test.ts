import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ROLES, can, type Role } from '@atelier/contracts';
import { apiKeys, userTokens, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { STRONG_PASSWORD, signin } from '../../../test/fixtures.js';
import { addMember, usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;
let rival: Team;

beforeAll(async () => {
  t = await createTestApp();
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

const remove = (as: Member, uuid: string) => t.app.inject({ method: 'DELETE', url: `/api/users/${uuid}`, headers: as.auth });
const deletedAt = async (member: { id: number }) => (await t.db.select({ d: users.deletedAt }).from(users).where(eq(users.id, member.id)))[0]!.d;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
async function liveFullAdmins(accountId: number) {
  const rows = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.permissionFlags, 'FULL_ADMIN'), isNull(users.deletedAt)));
  return rows.map((r) => r.id);
}

describe('DELETE /api/users/{uuid}', () => {
  it('soft-deletes the user and ends their sessions, API keys and sign-in at once', async () => {
    const target = await addMember(t, team.FULL_ADMIN.accountId, 'ADMINISTRATOR', 'Départ Prochain');
    const created = await t.app.inject({ method: 'POST', url: '/api/api-keys', payload: { name: 'Intégration' }, headers: target.auth });
    const key = created.json().data.key as string;
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(key) })).statusCode).toBe(200);

    const response = await remove(team.FULL_ADMIN, target.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { uuid: target.uuid } });

    expect(await deletedAt(target)).toBeInstanceOf(Date);
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/auth/validate', headers: target.auth }), 401, 'AUTH_SESSION_EXPIRED');
    expectApiError(await signin(t, target.username, STRONG_PASSWORD), 401, 'ERR_INVALID_CREDENTIALS');
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/accounts', headers: bearer(key) }), 401, 'ERR_INVALID_API_KEY');
    const [keyRow] = await t.db.select({ revokedAt: apiKeys.revokedAt }).from(apiKeys).where(eq(apiKeys.uuid, created.json().data.uuid));
    expect(keyRow!.revokedAt).toBeInstanceOf(Date);

    // Gone from the list and from reads; a second delete finds nothing.
    const list = (await t.app.inject({ method: 'GET', url: '/api/users?pageSize=100', headers: team.FULL_ADMIN.auth })).json().data;
    expect(list.items.map((u: { uuid: string }) => u.uuid)).not.toContain(target.uuid);
    expectApiError(await t.app.inject({ method: 'GET', url: `/api/users/${target.uuid}`, headers: team.FULL_ADMIN.auth }), 404, 'ERR_USER_NOT_FOUND');
    expectApiError(await remove(team.FULL_ADMIN, target.uuid), 404, 'ERR_USER_NOT_FOUND');
  });

  it('spends a pending invitation: its link no longer sets a password', async () => {
    const email = `parti.${Date.now()}@garage.test`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/users/invite',
      payload: { username: `parti${Date.now()}`, fullname: 'Invité Parti', email },
      headers: team.FULL_ADMIN.auth,
    });
    const uuid = invited.json().data.uuid as string;
    expect((await remove(team.FULL_ADMIN, uuid)).statusCode).toBe(200);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.uuid, uuid));
    const live = await t.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, row!.id), isNull(userTokens.usedAt)));
    expect(live).toEqual([]);
  });

  it('refuses to delete oneself with 409 ERR_CANNOT_DELETE_SELF', async () => {
    for (const role of ['FULL_ADMIN', 'ADMINISTRATOR'] as const) {
      expectApiError(await remove(team[role], team[role].uuid), 409, 'ERR_CANNOT_DELETE_SELF');
      expect(await deletedAt(team[role])).toBeNull();
    }
  });

  it('knows oneself whatever the case of the uuid: capitals do not get round ERR_CANNOT_DELETE_SELF', async () => {
    const admin = await addMember(t, team.FULL_ADMIN.accountId, 'ADMINISTRATOR', 'Majuscules Partout');
    expectApiError(await remove(admin, admin.uuid.toUpperCase()), 409, 'ERR_CANNOT_DELETE_SELF');
    expect(await deletedAt(admin)).toBeNull();
  });

  it.each(ROLES)('lets %s delete an employee only with users:manage', async (role) => {
    const target = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    const response = await remove(team[role], target.uuid);
    if (can(role, 'users:manage')) {
      expect(response.statusCode).toBe(200);
      expect(await deletedAt(target)).not.toBeNull();
    } else {
      expectApiError(response, 403, 'ERR_FORBIDDEN');
      expect(await deletedAt(target)).toBeNull();
    }
  });

  const targets: [Role, Role, boolean][] = [
    ['ADMINISTRATOR', 'FULL_ADMIN', false],
    ['ADMINISTRATOR', 'ADMINISTRATOR', true],
    ['FULL_ADMIN', 'FULL_ADMIN', true],
    ['FULL_ADMIN', 'ADMINISTRATOR', true],
  ];
  it.each(targets)('%s deleting a %s: allowed = %s (a FULL_ADMIN needs users:manageFullAdmins)', async (actor, role, allowed) => {
    const target = await addMember(t, team.FULL_ADMIN.accountId, role);
    const response = await remove(team[actor], target.uuid);
    if (allowed) expect(response.statusCode).toBe(200);
    else expectApiError(response, 403, 'ERR_FORBIDDEN');
    expect((await deletedAt(target)) !== null).toBe(allowed);
  });

  it('keeps the last FULL_ADMIN when two FULL_ADMINs delete each other at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const shop = await usersOfEveryRole(t);
      const a = shop.FULL_ADMIN;
      const b = await addMember(t, a.accountId, 'FULL_ADMIN', 'Proprio Bis');
      const answers = await Promise.all([remove(a, b.uuid), remove(b, a.uuid)]);
      // The loser is refused as the last FULL_ADMIN, or, when the winner's delete committed before
      // the loser's request was authenticated, as a user who no longer exists.
      const [won, lost] = [...answers].sort((x, y) => x.statusCode - y.statusCode);
      expect(won!.statusCode).toBe(200);
      if (lost!.statusCode === 401) expectApiError(lost!, 401, 'AUTH_SESSION_EXPIRED');
      else expectApiError(lost!, 409, 'ERR_LAST_FULL_ADMIN');
      expect(await liveFullAdmins(a.accountId)).toHaveLength(1);
    }
  });

  it('keeps the last FULL_ADMIN when one is deleted while the other lowers their own role', async () => {
    for (let round = 0; round < 5; round++) {
      const shop = await usersOfEveryRole(t);
      const a = shop.FULL_ADMIN;
      const b = await addMember(t, a.accountId, 'FULL_ADMIN', 'Proprio Ter');
      const [deleted, lowered] = await Promise.all([
        remove(a, b.uuid),
        t.app.inject({ method: 'PATCH', url: `/api/users/${a.uuid}`, payload: { permissionFlags: 'EMPLOYEE' }, headers: a.auth }),
      ]);
      // One of the two is refused as the last FULL_ADMIN; or, when the lowering committed before the
      // delete was authenticated, the delete is refused because its author is no longer an admin.
      if (deleted.statusCode === 403) {
        expectApiError(deleted, 403, 'ERR_FORBIDDEN');
        expect(lowered.statusCode).toBe(200);
      } else {
        expect([deleted.statusCode, lowered.statusCode].sort()).toEqual([200, 409]);
        expectApiError(deleted.statusCode === 409 ? deleted : lowered, 409, 'ERR_LAST_FULL_ADMIN');
      }
      expect(await liveFullAdmins(a.accountId)).toHaveLength(1);
    }
  });

  it("answers another shop's user with 404 and changes nothing", async () => {
    for (const other of [rival.EMPLOYEE, rival.FULL_ADMIN]) {
      expectApiError(await remove(team.FULL_ADMIN, other.uuid), 404, 'ERR_USER_NOT_FOUND');
      expect(await deletedAt(other)).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/validate', headers: other.auth })).statusCode).toBe(200);
    }
  });

  it('answers an unknown uuid with 404 and a malformed one with 400', async () => {
    expectApiError(await remove(team.FULL_ADMIN, crypto.randomUUID()), 404, 'ERR_USER_NOT_FOUND');
    expectApiError(await remove(team.FULL_ADMIN, 'nope'), 400, 'ERR_VALIDATION');
  });

  it('requires authentication', async () => {
    expectApiError(await t.app.inject({ method: 'DELETE', url: `/api/users/${team.GUEST.uuid}` }), 401, 'ERR_UNAUTHENTICATED');
    expect(
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.id, team.GUEST.id)),
    ).toEqual([{ n: 1 }]);
    expect(await deletedAt(team.GUEST)).toBeNull();
  });
});
