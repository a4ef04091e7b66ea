import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { ROLES, can, userListSchema, userSchema, type Role } from '@atelier/contracts';
import { accounts, userTokens, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { STRONG_PASSWORD, signin, tokenFromLink } from '../../../test/fixtures.js';
import { addMember, usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;
let rival: Team;

beforeAll(async () => {
  t = await createTestApp();
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

const get = (as: Member | undefined, url: string) => t.app.inject({ method: 'GET', url, headers: as?.auth });
const invite = (as: Member, payload: object) => t.app.inject({ method: 'POST', url: '/api/users/invite', payload, headers: as.auth });
const isInvitation = (m: { subject: string }) => /invite/i.test(m.subject);

let counter = 0;
/** A fresh invitation payload: username and email never used before. */
function newcomer(extra: object = {}) {
  counter += 1;
  const username = `newcomer${counter}.${Date.now().toString(36)}`;
  return { username, fullname: `Nouveau Venu ${counter}`, email: `${username}@garage.test`, ...extra };
}

async function liveUsersOf(accountId: number) {
  return t.db
    .select({ uuid: users.uuid })
    .from(users)
    .where(and(eq(users.accountId, accountId), sql`${users.deletedAt} IS NULL`));
}

describe('GET /api/users', () => {
  it("lists the account's live users only, in the contract shape, without secrets", async () => {
    const deleted = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE', 'Supprimé Déjà');
    await t.db
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, deleted.id));
    const response = await get(team.FULL_ADMIN, '/api/users?pageSize=100');
    expect(response.statusCode).toBe(200);
    const list = userListSchema.parse(response.json().data);
    const expected = (await liveUsersOf(team.FULL_ADMIN.accountId)).map((r) => r.uuid).sort();
    expect(list.items.map((u) => u.uuid).sort()).toEqual(expected);
    expect(list.total).toBe(expected.length);
    expect(list.items.map((u) => u.uuid)).not.toContain(deleted.uuid);
    for (const other of Object.values(rival)) expect(list.items.map((u) => u.uuid)).not.toContain(other.uuid);
    expect(response.body).not.toMatch(/argon2|passwordHash|password_hash/);
  });

  it('paginates on the server with page, pageSize and total', async () => {
    const all = userListSchema.parse((await get(team.FULL_ADMIN, '/api/users?pageSize=100&sort=username')).json().data);
    const page2 = userListSchema.parse((await get(team.FULL_ADMIN, '/api/users?page=2&pageSize=2&sort=username')).json().data);
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(page2.items.map((u) => u.uuid)).toEqual(all.items.slice(2, 4).map((u) => u.uuid));
    const beyond = userListSchema.parse((await get(team.FULL_ADMIN, '/api/users?page=99&pageSize=2')).json().data);
    expect(beyond).toMatchObject({ items: [], total: all.total });
  });

  it('sorts by full name (case-insensitive), both ways, and by role from FULL_ADMIN down', async () => {
    const names = async (query: string) => userListSchema.parse((await get(team.FULL_ADMIN, `/api/users?pageSize=100&${query}`)).json().data).items;
    const asc = (await names('sort=fullname&order=asc')).map((u) => u.fullname);
    expect(asc).toEqual([...asc].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en')));
    const desc = (await names('sort=fullname&order=desc')).map((u) => u.fullname);
    expect(desc).toEqual([...asc].reverse());
    const roles = (await names('sort=permissionFlags')).map((u) => u.permissionFlags);
    expect(roles).toEqual([...roles].sort((a, b) => ROLES.indexOf(a) - ROLES.indexOf(b)));
    expect(roles[0]).toBe('FULL_ADMIN');
  });

  it('searches full name, username and email, case-insensitively, with % and _ taken literally', async () => {
    const search = async (q: string) => userListSchema.parse((await get(team.FULL_ADMIN, `/api/users?q=${encodeURIComponent(q)}`)).json().data).items.map((u) => u.uuid);
    expect(await search('mécano')).toEqual([team.EMPLOYEE.uuid]);
    expect(await search(team.ADMINISTRATOR.username.toUpperCase())).toEqual([team.ADMINISTRATOR.uuid]);
    expect(await search(team.GUEST.email)).toEqual([team.GUEST.uuid]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    // Another shop's user is never found, even by exact email.
    expect(await search(rival.EMPLOYEE.email)).toEqual([]);
  });

  it('answers a bad query with 400', async () => {
    expectApiError(await get(team.FULL_ADMIN, '/api/users?pageSize=1000'), 400, 'ERR_VALIDATION');
    expectApiError(await get(team.FULL_ADMIN, '/api/users?sort=password_hash'), 400, 'ERR_VALIDATION');
  });

  it.each(ROLES)('is allowed to %s only with users:read', async (role) => {
    const response = await get(team[role], '/api/users');
    if (can(role, 'users:read')) expect(response.statusCode).toBe(200);
    else expectApiError(response, 403, 'ERR_FORBIDDEN');
  });

  it('requires authentication', async () => {
    expectApiError(await get(undefined, '/api/users'), 401, 'ERR_UNAUTHENTICATED');
  });
});

describe('GET /api/users/{uuid}', () => {
  it('answers a user of the account', async () => {
    const response = await get(team.ADMINISTRATOR, `/api/users/${team.EMPLOYEE.uuid}`);
    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json().data)).toMatchObject({
      uuid: team.EMPLOYEE.uuid,
      username: team.EMPLOYEE.username,
      email: team.EMPLOYEE.email,
      permissionFlags: 'EMPLOYEE',
      account: { uuid: team.EMPLOYEE.accountUuid },
    });
    expect(response.body).not.toMatch(/argon2/);
  });

  it.each(ROLES)('lets %s read their own profile', async (role) => {
    const response = await get(team[role], `/api/users/${team[role].uuid}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ uuid: team[role].uuid, permissionFlags: role });
  });

  it.each(ROLES)("lets %s read someone else's profile only with users:read", async (role) => {
    const other = role === 'GUEST' ? team.EMPLOYEE : team.GUEST;
    const response = await get(team[role], `/api/users/${other.uuid}`);
    if (can(role, 'users:read')) expect(response.statusCode).toBe(200);
    else expectApiError(response, 403, 'ERR_FORBIDDEN');
  });

  it("answers another shop's user, an unknown uuid and a deleted user alike: 404 ERR_USER_NOT_FOUND", async () => {
    const gone = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE', 'Parti Déjà');
    await t.db
      .update(users)
      .set({ deletedAt: sql`now()` })
      .where(eq(users.id, gone.id));
    const answers = [];
    for (const uuid of [rival.EMPLOYEE.uuid, rival.FULL_ADMIN.uuid, crypto.randomUUID(), gone.uuid]) {
      const response = await get(team.FULL_ADMIN, `/api/users/${uuid}`);
      expectApiError(response, 404, 'ERR_USER_NOT_FOUND', []);
      answers.push(response.json().details);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });

  it('answers a malformed uuid with 400', async () => {
    expectApiError(await get(team.FULL_ADMIN, '/api/users/not-a-uuid'), 400, 'ERR_VALIDATION', [{ field: 'uuid', message: 'ERR_USER_NOT_FOUND' }]);
  });
});

describe('POST /api/users/invite', () => {
  it("creates an unverified user without a password in the caller's account, with a 7-day PASSWORD_RESET token", async () => {
    const body = newcomer({ permissionFlags: 'EMPLOYEE' });
    const response = await invite(team.FULL_ADMIN, { ...body, username: body.username.toUpperCase(), email: body.email.toUpperCase() });
    expect(response.statusCode).toBe(201);
    const user = userSchema.parse(response.json().data);
    expect(user).toMatchObject({
      username: body.username,
      fullname: body.fullname,
      email: body.email,
      permissionFlags: 'EMPLOYEE',
      verified: false,
      picture: null,
      account: { uuid: team.FULL_ADMIN.accountUuid },
    });
    const [row] = await t.db.select().from(users).where(eq(users.uuid, user.uuid));
    expect(row).toMatchObject({ accountId: team.FULL_ADMIN.accountId, passwordHash: null, verified: false });
    const tokens = await t.db
      .select({ type: userTokens.type, days: sql<number>`round(extract(epoch FROM ${userTokens.expiresAt} - now()) / 86400)::int` })
      .from(userTokens)
      .where(eq(userTokens.userId, row!.id));
    expect(tokens).toEqual([{ type: 'PASSWORD_RESET', days: 7 }]);
  });

  it('defaults the role to EMPLOYEE', async () => {
    const response = await invite(team.ADMINISTRATOR, newcomer());
    expect(response.json().data.permissionFlags).toBe('EMPLOYEE');
  });

  it('mails an invitation (French for a French account) whose token lets the invitee choose a password and sign in', async () => {
    const body = newcomer();
    expect((await invite(team.FULL_ADMIN, body)).statusCode).toBe(201);
    const mail = await t.mail.waitFor(body.email, isInvitation);
    expect(mail.subject).toBe(`${team.FULL_ADMIN.fullname} vous invite dans Atelier`);
    expect(mail.text).toContain(body.username);
    expect(mail.text).toContain('7 jours');
    const token = tokenFromLink(mail.links);
    expect(mail.links[0]).toBe(`${t.config.publicUrl}/#/verify-email?t=${encodeURIComponent(token)}`);

    // Not able to sign in before choosing a password.
    expectApiError(await signin(t, body.username, STRONG_PASSWORD), 401, 'ERR_INVALID_CREDENTIALS');
    const verified = await t.app.inject({ method: 'GET', url: `/api/users/verify/${encodeURIComponent(token)}` });
    expect(verified.json().data).toMatchObject({ type: 'PASSWORD_RESET', user: { email: body.email } });
    const reset = await t.app.inject({ method: 'PUT', url: `/api/users/reset-password/${encodeURIComponent(token)}`, payload: { password: STRONG_PASSWORD } });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.user).toMatchObject({ verified: true, permissionFlags: 'EMPLOYEE' });
    const session = await signin(t, body.username, STRONG_PASSWORD);
    expect(session.statusCode).toBe(200);
    expect(session.json().data.user.account.uuid).toBe(team.FULL_ADMIN.accountUuid);
    // The link works once.
    const again = await t.app.inject({ method: 'PUT', url: `/api/users/reset-password/${encodeURIComponent(token)}`, payload: { password: 'Autre!2026x' } });
    expectApiError(again, 400, 'ERR_INVALID_VERIFY_TOKEN');
  });

  it("writes the mail in the account's language (English) and names the shop", async () => {
    const shop = await usersOfEveryRole(t);
    await t.db
      .update(accounts)
      .set({ preferences: sql`jsonb_set(${accounts.preferences}, '{language}', '"en"')` })
      .where(eq(accounts.id, shop.FULL_ADMIN.accountId));
    await t.db.execute(sql`UPDATE brands SET address = '{"name": "Garage du Coin"}'::jsonb WHERE account_id = ${shop.FULL_ADMIN.accountId}`);
    const body = newcomer();
    expect((await invite(shop.ADMINISTRATOR, body)).statusCode).toBe(201);
    const mail = await t.mail.waitFor(body.email, isInvitation);
    expect(mail.subject).toBe(`${shop.ADMINISTRATOR.fullname} invites you to Atelier`);
    expect(mail.text).toContain('join the Garage du Coin team');
    expect(mail.text).toContain('7 days');
  });

  it("answers a username already taken in the caller's shop (any case) with 409 ERR_USERNAME_TAKEN on the field, and creates nothing", async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const response = await invite(team.FULL_ADMIN, newcomer({ username: team.EMPLOYEE.username.toUpperCase() }));
    expectApiError(response, 409, 'ERR_USERNAME_TAKEN', [{ field: 'username', message: 'ERR_USERNAME_TAKEN' }]);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(users)).toEqual(before);
  });

  it("answers an email already taken in the caller's shop with 409 ERR_EMAIL_TAKEN on the field", async () => {
    expectApiError(await invite(team.FULL_ADMIN, newcomer({ email: team.GUEST.email.toUpperCase() })), 409, 'ERR_EMAIL_TAKEN', [
      { field: 'email', message: 'ERR_EMAIL_TAKEN' },
    ]);
  });

  it("answers another shop's email or username exactly like a free one (status, headers, body shape) and changes nothing of that shop", async () => {
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : value === null ? null : typeof value;
    const rivalRows = () => t.db.select().from(users).where(eq(users.accountId, rival.FULL_ADMIN.accountId)).orderBy(users.id);
    const rivalTokens = async () =>
      (await t.db.execute(sql`SELECT t.* FROM user_tokens t JOIN users u ON u.id = t.user_id WHERE u.account_id = ${rival.FULL_ADMIN.accountId} ORDER BY t.id`)).rows;
    const [rowsBefore, tokensBefore] = [await rivalRows(), await rivalTokens()];

    const free = await invite(team.FULL_ADMIN, newcomer());
    const emailElsewhere = await invite(team.FULL_ADMIN, newcomer({ email: rival.FULL_ADMIN.email.toUpperCase() }));
    const usernameElsewhere = await invite(team.FULL_ADMIN, newcomer({ username: rival.GUEST.username.toUpperCase() }));
    for (const answer of [emailElsewhere, usernameElsewhere]) {
      expect(answer.statusCode).toBe(free.statusCode);
      expect(Object.keys(answer.headers).sort()).toEqual(Object.keys(free.headers).sort());
      expect(shape(answer.json())).toEqual(shape(free.json()));
      expect(userSchema.parse(answer.json().data)).toMatchObject({ verified: false, permissionFlags: 'EMPLOYEE', account: { uuid: team.FULL_ADMIN.accountUuid } });
    }
    expect(free.statusCode).toBe(201);
    // Ids keep increasing as for real users: the answer's id is not a hint either.
    expect(emailElsewhere.json().data.id).toBeGreaterThan(free.json().data.id);
    expect(usernameElsewhere.json().data.id).toBeGreaterThan(emailElsewhere.json().data.id);

    // The other shop: its users and their tokens are untouched, its user still signs in.
    expect(await rivalRows()).toEqual(rowsBefore);
    expect(await rivalTokens()).toEqual(tokensBefore);
    expect((await signin(t, rival.FULL_ADMIN.email, rival.FULL_ADMIN.password)).statusCode).toBe(200);
    expect((await signin(t, rival.GUEST.username, rival.GUEST.password)).statusCode).toBe(200);
    // The address's owner, not the inviting shop, learns that the address already has an account.
    const told = await t.mail.waitFor(rival.FULL_ADMIN.email, isInvitation);
    expect(told.text).toContain('a déjà un compte Atelier');
    expect(told.text).not.toMatch(/verify-email/);

    // The invitee whose username was taken elsewhere is invited under the first free variant and signs in with it.
    const variant = usernameElsewhere.json().data.username as string;
    expect(variant).toMatch(new RegExp(`^${rival.GUEST.username.replace(/[.]/g, '\\.')}\\d+$`));
    const mail = await t.mail.waitFor(usernameElsewhere.json().data.email, isInvitation);
    expect(mail.text).toContain(`: ${variant}.`);
    const token = tokenFromLink(mail.links);
    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/users/reset-password/${encodeURIComponent(token)}`, payload: { password: STRONG_PASSWORD } })).statusCode,
    ).toBe(200);
    expect((await signin(t, variant, STRONG_PASSWORD)).json().data.user.account.uuid).toBe(team.FULL_ADMIN.accountUuid);
  });

  it('gives exactly one of two simultaneous invitations of the same username', async () => {
    const body = newcomer();
    const answers = await Promise.all([invite(team.FULL_ADMIN, body), invite(team.ADMINISTRATOR, { ...body, email: `other.${body.email}` })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expectApiError(
      answers.find((a) => a.statusCode === 409)!,
      409,
      'ERR_USERNAME_TAKEN',
    );
  });

  it('frees the username and email of a deleted user', async () => {
    const gone = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE', 'Ancien Employé');
    await t.app.inject({ method: 'DELETE', url: `/api/users/${gone.uuid}`, headers: team.FULL_ADMIN.auth });
    const response = await invite(team.FULL_ADMIN, newcomer({ username: gone.username, email: gone.email }));
    expect(response.statusCode).toBe(201);
  });

  it.each([
    [{ fullname: '   ' }, 'fullname', 'ERR_FULLNAME_REQUIRED'],
    [{ username: 'Jean Dupont' }, 'username', 'ERR_INVALID_USERNAME'],
    [{ username: '' }, 'username', 'ERR_USERNAME_REQUIRED'],
    [{ email: 'not-an-email' }, 'email', 'ERR_INVALID_EMAIL'],
    [{ permissionFlags: 'ROOT' }, 'permissionFlags', 'ERR_VALIDATION'],
  ])('answers %o with 400 on the field', async (override, field, code) => {
    const response = await invite(team.FULL_ADMIN, newcomer(override));
    const body = expectApiError(response, 400, 'ERR_VALIDATION');
    expect(body.details).toContainEqual({ field, message: code });
  });

  const inviteMatrix: [Role, Role, boolean][] = ROLES.flatMap((actor) =>
    ROLES.map((role): [Role, Role, boolean] => [actor, role, can(actor, 'users:manage') && (role !== 'FULL_ADMIN' || can(actor, 'users:manageFullAdmins'))]),
  );
  it.each(inviteMatrix)('%s inviting a %s: allowed = %s', async (actor, role, allowed) => {
    const body = newcomer({ permissionFlags: role });
    const response = await invite(team[actor], body);
    if (allowed) {
      expect(response.statusCode).toBe(201);
      expect(response.json().data.permissionFlags).toBe(role);
    } else if (!can(actor, 'users:manage')) {
      expectApiError(response, 403, 'ERR_FORBIDDEN');
    } else {
      expectApiError(response, 403, 'ERR_ROLE_NOT_ALLOWED', [{ field: 'permissionFlags', message: 'ERR_ROLE_NOT_ALLOWED' }]);
    }
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, body.username));
    expect(!!row).toBe(allowed);
  });
});
