import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, type Role } from '@atelier/contracts';
import { users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { STRONG_PASSWORD, sessionOf, signin, tokenFromLink } from '../../../test/fixtures.js';
import { addMember, usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;
let rival: Team;

beforeAll(async () => {
  // One shop here makes more users than a plan allows: plans off (their limits are tested in modules/billing).
  t = await createTestApp({ billing: { mode: 'off', email: 'billing@atelier.test' } });
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Nouveau#Pass9';
const change = (as: { auth: { authorization: string } }, uuid: string, password = NEW_PASSWORD, password2 = password) =>
  t.app.inject({ method: 'PATCH', url: `/api/users/${uuid}/password`, payload: { password, password2 }, headers: as.auth });
const validate = (auth: { authorization: string }) => t.app.inject({ method: 'GET', url: '/api/auth/validate', headers: auth });
const hashOf = async (member: Member) => (await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.id, member.id)))[0]!.h;
const newMember = (role: Role) => addMember(t, team.FULL_ADMIN.accountId, role);

describe('PATCH /api/users/{uuid}/password', () => {
  it("changes one's own password, keeps the current session and ends the others", async () => {
    const me = await newMember('EMPLOYEE');
    const other = await sessionOf(t, me.email);
    const response = await change(me, me.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { ok: true } });

    expect((await validate(me.auth)).statusCode).toBe(200);
    expectApiError(await validate(other.auth), 401, 'AUTH_SESSION_EXPIRED');
    // The ended session cannot be refreshed either.
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: other.refreshToken } });
    expect(refreshed.statusCode).toBe(401);

    expectApiError(await signin(t, me.username, STRONG_PASSWORD), 401, 'ERR_INVALID_CREDENTIALS');
    expect((await signin(t, me.username, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await hashOf(me)).toMatch(/^\$argon2id\$/);
  });

  it('ends every session of the user when someone else sets the password', async () => {
    const target = await newMember('EMPLOYEE');
    const second = await sessionOf(t, target.email);
    expect((await change(team.FULL_ADMIN, target.uuid)).statusCode).toBe(200);
    expectApiError(await validate(target.auth), 401, 'AUTH_SESSION_EXPIRED');
    expectApiError(await validate(second.auth), 401, 'AUTH_SESSION_EXPIRED');
    expect((await validate(team.FULL_ADMIN.auth)).statusCode).toBe(200);
    expect((await signin(t, target.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('answers different passwords with 400 ERR_PASSWORD_MISMATCH on password2 and changes nothing', async () => {
    const me = await newMember('GUEST');
    const before = await hashOf(me);
    expectApiError(await change(me, me.uuid, NEW_PASSWORD, `${NEW_PASSWORD}x`), 400, 'ERR_PASSWORD_MISMATCH', [{ field: 'password2', message: 'ERR_PASSWORD_MISMATCH' }]);
    expect(await hashOf(me)).toBe(before);
    expect((await validate(me.auth)).statusCode).toBe(200);
  });

  it.each(['Ab1!x', 'alllowercase1!', 'NoDigits!!', 'NoSymbol123'])('answers the weak password %s with 400 ERR_WEAK_PASSWORD', async (weak) => {
    const me = await newMember('GUEST');
    const before = await hashOf(me);
    expectApiError(await change(me, me.uuid, weak), 400, 'ERR_WEAK_PASSWORD', [{ field: 'password', message: 'ERR_WEAK_PASSWORD' }]);
    expect(await hashOf(me)).toBe(before);
  });

  it('answers missing fields with their required codes', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/users/${team.GUEST.uuid}/password`, payload: {}, headers: team.GUEST.auth });
    const body = expectApiError(response, 400, 'ERR_VALIDATION');
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'password', message: 'ERR_PASSWORD_REQUIRED' },
        { field: 'password2', message: 'ERR_PASSWORD_REQUIRED' },
      ]),
    );
  });

  it.each(ROLES)('lets %s change their own password', async (role) => {
    const me = await newMember(role);
    expect((await change(me, me.uuid)).statusCode).toBe(200);
  });

  // [actor, target, allowed]: oneself, a FULL_ADMIN over anyone, users:manage over a lower rank.
  const matrix: [Role, Role, boolean][] = [
    ['FULL_ADMIN', 'FULL_ADMIN', true],
    ['FULL_ADMIN', 'ADMINISTRATOR', true],
    ['FULL_ADMIN', 'EMPLOYEE', true],
    ['FULL_ADMIN', 'GUEST', true],
    ['ADMINISTRATOR', 'FULL_ADMIN', false],
    ['ADMINISTRATOR', 'ADMINISTRATOR', false],
    ['ADMINISTRATOR', 'EMPLOYEE', true],
    ['ADMINISTRATOR', 'GUEST', true],
    ['EMPLOYEE', 'GUEST', false],
    ['EMPLOYEE', 'EMPLOYEE', false],
    ['GUEST', 'GUEST', false],
  ];
  it.each(matrix)("%s setting another %s's password: allowed = %s", async (actor, role, allowed) => {
    const target = await newMember(role);
    const before = await hashOf(target);
    const response = await change(team[actor], target.uuid);
    if (allowed) {
      expect(response.statusCode).toBe(200);
      expect(await hashOf(target)).not.toBe(before);
    } else {
      expectApiError(response, 403, 'ERR_FORBIDDEN');
      expect(await hashOf(target)).toBe(before);
      expect((await validate(target.auth)).statusCode).toBe(200);
    }
  });

  it("answers another shop's user with 404 and changes nothing", async () => {
    const before = await hashOf(rival.EMPLOYEE);
    expectApiError(await change(team.FULL_ADMIN, rival.EMPLOYEE.uuid), 404, 'ERR_USER_NOT_FOUND');
    expect(await hashOf(rival.EMPLOYEE)).toBe(before);
    expect((await validate(rival.EMPLOYEE.auth)).statusCode).toBe(200);
  });

  it('gives an invited user (no password yet, unverified) a password that signs in', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: team.FULL_ADMIN.auth,
      payload: { username: `atelier.sans.mail${Date.now()}`, fullname: 'Sans Courriel', email: `sans.mail.${Date.now()}@garage.test` },
    });
    const user = invited.json().data;
    expect((await change(team.FULL_ADMIN, user.uuid)).statusCode).toBe(200);
    expect((await signin(t, user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('spends the pending password links (invitation, lost password): the old mail cannot replace the new password', async () => {
    const email = `lien.perime.${Date.now()}@garage.test`;
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: team.FULL_ADMIN.auth,
      payload: { username: `lien.perime${Date.now()}`, fullname: 'Lien Périmé', email },
    });
    const user = invited.json().data;
    const token = tokenFromLink((await t.mail.waitFor(email)).links);
    expect((await change(team.FULL_ADMIN, user.uuid)).statusCode).toBe(200);

    const reset = await t.app.inject({ method: 'PUT', url: `/api/users/reset-password/${encodeURIComponent(token)}`, payload: { password: 'Autre#Pass77' } });
    expectApiError(reset, 400, 'ERR_INVALID_VERIFY_TOKEN');
    expect((await signin(t, user.username, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('requires authentication', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/users/${team.GUEST.uuid}/password`, payload: { password: NEW_PASSWORD, password2: NEW_PASSWORD } });
    expectApiError(response, 401, 'ERR_UNAUTHENTICATED');
  });
});
