import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ROLES, ROLE_RANK, can, userSchema, type Role } from '@atelier/contracts';
import { users } from '../../db/schema/index.js';
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

const patch = (as: Member, uuid: string, payload: object) => t.app.inject({ method: 'PATCH', url: `/api/users/${uuid}`, payload, headers: as.auth });
const put = (as: Member, uuid: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/users/${uuid}`, payload, headers: as.auth });

async function rowOf(member: { id: number }) {
  const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
  return row!;
}
async function fullAdminsOf(accountId: number) {
  const rows = await t.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.permissionFlags, 'FULL_ADMIN'), sql`${users.deletedAt} IS NULL`));
  return rows.map((r) => r.id);
}
/** A new shop: its owner is the only FULL_ADMIN. */
async function newShop() {
  return usersOfEveryRole(t);
}

describe('PATCH /api/users/{uuid}', () => {
  it.each(ROLES)('lets %s change their own full name', async (role) => {
    const me = team[role];
    const response = await patch(me, me.uuid, { fullname: `  ${role} Renommé  ` });
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json().data)).toMatchObject({ uuid: me.uuid, fullname: `${role} Renommé`, permissionFlags: role });
    expect((await rowOf(me)).fullname).toBe(`${role} Renommé`);
  });

  it('ignores username and email (read-only) and answers the whole user', async () => {
    const me = team.EMPLOYEE;
    const response = await patch(me, me.uuid, { username: 'hijack', email: 'hijack@garage.test' } as object);
    expect(response.statusCode).toBe(200);
    const row = await rowOf(me);
    expect(row).toMatchObject({ username: me.username, email: me.email });
  });

  it.each(ROLES)("lets %s edit an employee's name only with users:manage", async (role) => {
    const target = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE', 'Cible Nom');
    const response = await patch(team[role], target.uuid, { fullname: 'Nom Changé' });
    if (can(role, 'users:manage')) {
      expect(response.statusCode).toBe(200);
      expect((await rowOf(target)).fullname).toBe('Nom Changé');
    } else {
      expectApiError(response, 403, 'ERR_FORBIDDEN');
      expect((await rowOf(target)).fullname).toBe('Cible Nom');
    }
  });

  it('refuses an ADMINISTRATOR any edit of a FULL_ADMIN (403), and changes nothing', async () => {
    const before = await rowOf(team.FULL_ADMIN);
    expectApiError(await patch(team.ADMINISTRATOR, team.FULL_ADMIN.uuid, { fullname: 'Pris' }), 403, 'ERR_FORBIDDEN');
    expectApiError(await patch(team.ADMINISTRATOR, team.FULL_ADMIN.uuid, { permissionFlags: 'EMPLOYEE' }), 403, 'ERR_FORBIDDEN');
    expect(await rowOf(team.FULL_ADMIN)).toEqual(before);
  });

  describe('nobody raises their own role', () => {
    const raises = ROLES.flatMap((role) => ROLES.filter((to) => ROLE_RANK[to] > ROLE_RANK[role]).map((to): [Role, Role] => [role, to]));
    it.each(raises)('%s → %s is 403 ERR_ROLE_NOT_ALLOWED', async (role, to) => {
      const me = await addMember(t, team.FULL_ADMIN.accountId, role);
      expectApiError(await patch(me, me.uuid, { permissionFlags: to }), 403, 'ERR_ROLE_NOT_ALLOWED', [{ field: 'permissionFlags', message: 'ERR_ROLE_NOT_ALLOWED' }]);
      expect((await rowOf(me)).permissionFlags).toBe(role);
    });

    const lowers = ROLES.flatMap((role) => ROLES.filter((to) => ROLE_RANK[to] < ROLE_RANK[role]).map((to): [Role, Role] => [role, to]));
    it.each(lowers)('%s → %s (lowering oneself) is allowed', async (role, to) => {
      const me = await addMember(t, team.FULL_ADMIN.accountId, role);
      const response = await patch(me, me.uuid, { permissionFlags: to });
      expect(response.statusCode).toBe(200);
      expect((await rowOf(me)).permissionFlags).toBe(to);
    });

    it('keeps the same role without complaint', async () => {
      const me = team.EMPLOYEE;
      expect((await patch(me, me.uuid, { permissionFlags: 'EMPLOYEE' })).statusCode).toBe(200);
    });
  });

  describe("changing someone else's role", () => {
    // [actor, from, to, expected]: canAssignRole, plus "an ADMINISTRATOR cannot edit a FULL_ADMIN".
    const cases: [Role, Role, Role, 200 | 403][] = [
      ['FULL_ADMIN', 'EMPLOYEE', 'ADMINISTRATOR', 200],
      ['FULL_ADMIN', 'GUEST', 'FULL_ADMIN', 200],
      ['FULL_ADMIN', 'ADMINISTRATOR', 'GUEST', 200],
      ['ADMINISTRATOR', 'GUEST', 'EMPLOYEE', 200],
      ['ADMINISTRATOR', 'EMPLOYEE', 'ADMINISTRATOR', 200],
      ['ADMINISTRATOR', 'ADMINISTRATOR', 'EMPLOYEE', 200],
      ['ADMINISTRATOR', 'EMPLOYEE', 'FULL_ADMIN', 403],
      ['ADMINISTRATOR', 'FULL_ADMIN', 'ADMINISTRATOR', 403],
      ['EMPLOYEE', 'GUEST', 'EMPLOYEE', 403],
      ['GUEST', 'EMPLOYEE', 'GUEST', 403],
    ];
    it.each(cases)('%s moving a %s to %s answers %i', async (actor, from, to, status) => {
      const target = await addMember(t, team.FULL_ADMIN.accountId, from);
      const response = await patch(team[actor], target.uuid, { permissionFlags: to });
      expect(response.statusCode).toBe(status);
      expect((await rowOf(target)).permissionFlags).toBe(status === 200 ? to : from);
      if (status === 403) {
        const code = !can(actor, 'users:manage') || from === 'FULL_ADMIN' ? 'ERR_FORBIDDEN' : 'ERR_ROLE_NOT_ALLOWED';
        expectApiError(response, 403, code);
      }
    });

    it('applies at once: a demoted ADMINISTRATOR loses the user list on the next call', async () => {
      const admin = await addMember(t, team.FULL_ADMIN.accountId, 'ADMINISTRATOR');
      expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: admin.auth })).statusCode).toBe(200);
      expect((await patch(team.FULL_ADMIN, admin.uuid, { permissionFlags: 'EMPLOYEE' })).statusCode).toBe(200);
      expectApiError(await t.app.inject({ method: 'GET', url: '/api/users', headers: admin.auth }), 403, 'ERR_FORBIDDEN');
    });
  });

  describe('the shop keeps at least one FULL_ADMIN', () => {
    it('refuses the only FULL_ADMIN lowering their own role (409 ERR_LAST_FULL_ADMIN)', async () => {
      const shop = await newShop();
      for (const to of ['ADMINISTRATOR', 'EMPLOYEE', 'GUEST'] as const) {
        expectApiError(await patch(shop.FULL_ADMIN, shop.FULL_ADMIN.uuid, { permissionFlags: to }), 409, 'ERR_LAST_FULL_ADMIN', [
          { field: 'permissionFlags', message: 'ERR_LAST_FULL_ADMIN' },
        ]);
      }
      expect(await fullAdminsOf(shop.FULL_ADMIN.accountId)).toEqual([shop.FULL_ADMIN.id]);
    });

    it('allows a demotion while another FULL_ADMIN remains, then refuses the next one', async () => {
      const shop = await newShop();
      const second = await addMember(t, shop.FULL_ADMIN.accountId, 'FULL_ADMIN', 'Seconde Proprio');
      expect((await patch(shop.FULL_ADMIN, second.uuid, { permissionFlags: 'ADMINISTRATOR' })).statusCode).toBe(200);
      expectApiError(await patch(shop.FULL_ADMIN, shop.FULL_ADMIN.uuid, { permissionFlags: 'ADMINISTRATOR' }), 409, 'ERR_LAST_FULL_ADMIN');
      expect(await fullAdminsOf(shop.FULL_ADMIN.accountId)).toEqual([shop.FULL_ADMIN.id]);
    });

    it('does not count a deleted FULL_ADMIN', async () => {
      const shop = await newShop();
      const ghost = await addMember(t, shop.FULL_ADMIN.accountId, 'FULL_ADMIN', 'Proprio Fantôme');
      await t.db
        .update(users)
        .set({ deletedAt: sql`now()` })
        .where(eq(users.id, ghost.id));
      expectApiError(await patch(shop.FULL_ADMIN, shop.FULL_ADMIN.uuid, { permissionFlags: 'EMPLOYEE' }), 409, 'ERR_LAST_FULL_ADMIN');
    });

    it('does not count a FULL_ADMIN of another shop', async () => {
      const shop = await newShop();
      expect((await fullAdminsOf(rival.FULL_ADMIN.accountId)).length).toBeGreaterThan(0);
      expectApiError(await patch(shop.FULL_ADMIN, shop.FULL_ADMIN.uuid, { permissionFlags: 'GUEST' }), 409, 'ERR_LAST_FULL_ADMIN');
    });

    it('lets only one of two simultaneous demotions of the two FULL_ADMINs pass', async () => {
      for (let round = 0; round < 5; round++) {
        const shop = await newShop();
        const a = shop.FULL_ADMIN;
        const b = await addMember(t, a.accountId, 'FULL_ADMIN', 'Proprio Deux');
        // Each lowers the other at the same moment; without the row lock both would pass.
        const answers = await Promise.all([patch(a, b.uuid, { permissionFlags: 'ADMINISTRATOR' }), patch(b, a.uuid, { permissionFlags: 'ADMINISTRATOR' })]);
        // The loser is refused either by the lock (409, it was still a FULL_ADMIN when it came in)
        // or at the door (403, it arrived after the winner had already demoted it).
        const statuses = answers.map((r) => r.statusCode).sort();
        expect([
          [200, 409],
          [200, 403],
        ]).toContainEqual(statuses);
        const loser = answers.find((r) => r.statusCode !== 200)!;
        expectApiError(loser, loser.statusCode, loser.statusCode === 409 ? 'ERR_LAST_FULL_ADMIN' : 'ERR_FORBIDDEN');
        expect(await fullAdminsOf(a.accountId)).toHaveLength(1);
      }
    });

    it('lets only one of two FULL_ADMINs lowering themselves at the same moment pass', async () => {
      for (let round = 0; round < 5; round++) {
        const shop = await newShop();
        const a = shop.FULL_ADMIN;
        const b = await addMember(t, a.accountId, 'FULL_ADMIN', 'Proprio Deux');
        const answers = await Promise.all([patch(a, a.uuid, { permissionFlags: 'GUEST' }), patch(b, b.uuid, { permissionFlags: 'GUEST' })]);
        expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        expect(await fullAdminsOf(a.accountId)).toHaveLength(1);
      }
    });
  });

  it("answers another shop's user with 404 ERR_USER_NOT_FOUND and changes nothing", async () => {
    const before = await rowOf(rival.EMPLOYEE);
    expectApiError(await patch(team.FULL_ADMIN, rival.EMPLOYEE.uuid, { fullname: 'Volé', permissionFlags: 'GUEST' }), 404, 'ERR_USER_NOT_FOUND');
    expectApiError(await patch(team.FULL_ADMIN, rival.FULL_ADMIN.uuid, { permissionFlags: 'GUEST' }), 404, 'ERR_USER_NOT_FOUND');
    expect(await rowOf(rival.EMPLOYEE)).toEqual(before);
    expect((await rowOf(rival.FULL_ADMIN)).permissionFlags).toBe('FULL_ADMIN');
  });

  it('answers an unknown or deleted user with 404', async () => {
    expectApiError(await patch(team.FULL_ADMIN, crypto.randomUUID(), { fullname: 'X' }), 404, 'ERR_USER_NOT_FOUND');
    const gone = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    await t.db
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, gone.id));
    expectApiError(await patch(team.FULL_ADMIN, gone.uuid, { fullname: 'Revenant' }), 404, 'ERR_USER_NOT_FOUND');
  });

  it.each([
    [{ fullname: '' }, 'fullname', 'ERR_FULLNAME_REQUIRED'],
    [{ fullname: 'x'.repeat(121) }, 'fullname', 'ERR_VALIDATION'],
    [{ permissionFlags: 'ROOT' }, 'permissionFlags', 'ERR_VALIDATION'],
  ])('answers %o with 400 on the field', async (payload, field, code) => {
    const body = expectApiError(await patch(team.FULL_ADMIN, team.EMPLOYEE.uuid, payload), 400, 'ERR_VALIDATION');
    expect(body.details).toContainEqual({ field, message: code });
  });

  it('requires authentication', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: `/api/users/${team.EMPLOYEE.uuid}`, payload: { fullname: 'X' } });
    expectApiError(response, 401, 'ERR_UNAUTHENTICATED');
  });
});

describe('PUT /api/users/{uuid}', () => {
  it('takes the full user as the client holds it and applies only fullname and permissionFlags', async () => {
    const target = await addMember(t, team.FULL_ADMIN.accountId, 'GUEST', 'Avant Remplacement');
    const current = (await t.app.inject({ method: 'GET', url: `/api/users/${target.uuid}`, headers: team.ADMINISTRATOR.auth })).json().data;
    const response = await put(team.ADMINISTRATOR, target.uuid, {
      ...current,
      fullname: 'Après Remplacement',
      permissionFlags: 'EMPLOYEE',
      username: 'changed.username',
      email: 'changed@garage.test',
      verified: true,
      picture: '/etc/passwd',
      id: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ ...current, fullname: 'Après Remplacement', permissionFlags: 'EMPLOYEE' });
    expect(await rowOf(target)).toMatchObject({
      fullname: 'Après Remplacement',
      permissionFlags: 'EMPLOYEE',
      username: target.username,
      email: target.email,
      picture: null,
      id: target.id,
    });
  });

  it('requires both editable fields', async () => {
    const body = expectApiError(await put(team.FULL_ADMIN, team.GUEST.uuid, { fullname: 'Sans Rôle' }), 400, 'ERR_VALIDATION');
    expect(body.details.map((d) => d.field)).toEqual(['permissionFlags']);
  });

  it('follows the same rules as PATCH: no self-promotion, no last FULL_ADMIN demotion, no other shop', async () => {
    const me = team.EMPLOYEE;
    expectApiError(await put(me, me.uuid, { fullname: me.fullname, permissionFlags: 'ADMINISTRATOR' }), 403, 'ERR_ROLE_NOT_ALLOWED');
    const shop = await newShop();
    expectApiError(await put(shop.FULL_ADMIN, shop.FULL_ADMIN.uuid, { fullname: 'Moi', permissionFlags: 'EMPLOYEE' }), 409, 'ERR_LAST_FULL_ADMIN');
    expect((await rowOf(shop.FULL_ADMIN)).fullname).toBe(shop.FULL_ADMIN.fullname);
    expectApiError(await put(team.FULL_ADMIN, rival.GUEST.uuid, { fullname: 'Volé', permissionFlags: 'GUEST' }), 404, 'ERR_USER_NOT_FOUND');
    expect((await rowOf(rival.GUEST)).fullname).toBe(rival.GUEST.fullname);
  });
});
