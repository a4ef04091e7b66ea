import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountSchema, packagesResponseSchema, sessionSchema, usageResponseSchema } from '@atelier/contracts';
import { accounts, apiKeys, customers, events, worksheets } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';
import { insertHold, insertOnlineBooking } from '../../../test/planning.js';
import { insertWorksheetStatus } from '../../../test/worksheets.js';
import { endTrial, expectPlanRefusal, insertCustomers, putOnPlan } from '../../../test/plans.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const usageOf = (as: Member) => t.app.inject({ method: 'GET', url: '/api/accounts/usage', headers: as.auth });
const packagesOf = (as: Member) => t.app.inject({ method: 'GET', url: '/api/accounts/packages', headers: as.auth });
const createCustomer = (as: Member, fullname: string) => t.app.inject({ method: 'POST', url: '/api/customers', headers: as.auth, payload: { fullname } });
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();

/** The day and time an instant reads in a zone: '01 00:00' for the start of a month there. */
const localDayAndTime = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zone, day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(iso)).replace(',', '');

/** Creates what each resource counts, and what must NOT count, in the team's shop. */
async function fillShop(team: Team) {
  const owner = team.FULL_ADMIN;
  const accountId = owner.accountId;
  // customers: 3 created, 1 deleted → 2
  const created = [];
  for (const name of ['Alice Roy', 'Bruno Côté', 'Chantal Roy']) created.push((await createCustomer(owner, name)).json().data.uuid as string);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/customers/${created[2]}`, headers: owner.auth })).statusCode).toBe(200);
  // users: the team's 4 and one invited (not yet signed in) → 5
  const invited = await t.app.inject({
    method: 'POST',
    url: '/api/users/invite',
    headers: owner.auth,
    payload: { username: `invite${accountId}`, fullname: 'Ines Invitée', email: `invite.${accountId}@garage.test`, permissionFlags: 'EMPLOYEE' },
  });
  expect(invited.statusCode, invited.body).toBe(201);
  // apiKeys: 3 created, 1 revoked, 1 expired → 1
  const keys = [];
  for (const name of ['Un', 'Deux', 'Trois'])
    keys.push((await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: owner.auth, payload: { name } })).json().data.uuid as string);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${keys[0]}`, headers: owner.auth })).statusCode).toBe(200);
  await t.db
    .update(apiKeys)
    .set({ expiresAt: new Date(Date.now() - 60_000) })
    .where(eq(apiKeys.uuid, keys[1]!));
  // workorders: 3 created this period (one deleted afterwards still counts), 1 created last period → 3
  const statusId = await insertWorksheetStatus(t, accountId);
  const sheets = [];
  for (let i = 0; i < 4; i++) {
    const response = await t.app.inject({ method: 'POST', url: '/api/worksheets', headers: owner.auth, payload: { customerUuid: created[0], statusId } });
    expect(response.statusCode, response.body).toBe(201);
    sheets.push(response.json().data.uuid as string);
  }
  expect((await t.app.inject({ method: 'DELETE', url: `/api/worksheets/${sheets[1]}`, headers: owner.auth })).statusCode).toBe(200);
  await t.db
    .update(worksheets)
    .set({ createdAt: sql`now() - interval '40 days'` })
    .where(eq(worksheets.uuid, sheets[3]!));
  // bookings: 2 online bookings and 1 live hold this period → 3; one older online booking and a shop appointment do not count
  await insertOnlineBooking(t, { accountId, start: hoursFromNow(48), end: hoursFromNow(49) });
  await insertOnlineBooking(t, { accountId, start: hoursFromNow(50), end: hoursFromNow(51) });
  await insertHold(t, { accountId, start: hoursFromNow(52), end: hoursFromNow(53), expiresAt: new Date(Date.now() + 600_000) });
  const old = await insertOnlineBooking(t, { accountId, start: hoursFromNow(54), end: hoursFromNow(55) });
  await t.db
    .update(events)
    .set({ createdAt: sql`now() - interval '40 days'` })
    .where(eq(events.uuid, old));
  await t.db.insert(events).values({ accountId, status: 'CONFIRMED', source: 'SHOP', startTime: new Date(hoursFromNow(56)), endTime: new Date(hoursFromNow(57)) });
}

describe('GET /api/accounts/usage', () => {
  it('counts every resource: standing customers, users (invited included), live keys; work orders and online bookings of the period', async () => {
    const [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
    await fillShop(team);
    await fillShop(rival);
    const response = await usageOf(team.FULL_ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    const usage = usageResponseSchema.parse(response.json());
    // A new shop is on its trial: Professionnel's limits.
    expect(usage.data).toEqual({
      customers: { used: 2, limit: null },
      users: { used: 5, limit: 25 },
      apiKeys: { used: 1, limit: 10 },
      workorders: { used: 3, limit: null },
      bookings: { used: 3, limit: null },
    });
    // No subscription: the calendar month in the shop's time zone.
    const { start, end } = usage.metadata.period;
    const zone = (await t.app.inject({ method: 'GET', url: '/api/accounts', headers: team.FULL_ADMIN.auth })).json().data.preferences.dateTime.timezone as string;
    expect(localDayAndTime(start, zone)).toBe('01 00:00');
    expect(localDayAndTime(end, zone)).toBe('01 00:00');
    expect(new Date(start).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(end).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(end).getTime() - new Date(start).getTime()).toBeGreaterThanOrEqual(27 * 86_400_000);
    expect(new Date(end).getTime() - new Date(start).getTime()).toBeLessThanOrEqual(32 * 86_400_000);
  });

  it('uses the subscription period while it contains now, and the limits of the plan in force', async () => {
    const team = await usersOfEveryRole(t);
    const accountId = team.FULL_ADMIN.accountId;
    const statusId = await insertWorksheetStatus(t, accountId);
    const customer = (await createCustomer(team.FULL_ADMIN, 'Denis Roy')).json().data.uuid as string;
    for (let i = 0; i < 2; i++)
      await t.app.inject({ method: 'POST', url: '/api/worksheets', headers: team.FULL_ADMIN.auth, payload: { customerUuid: customer, statusId } });
    // One of them was created before the subscription's period began.
    const [first] = await t.db.select({ id: worksheets.id }).from(worksheets).where(eq(worksheets.accountId, accountId)).orderBy(worksheets.id).limit(1);
    await t.db
      .update(worksheets)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(worksheets.id, first!.id));
    const periodStart = new Date(Date.now() - 86_400_000);
    const periodEnd = new Date(Date.now() + 29 * 86_400_000);
    await putOnPlan(t, accountId, 'clever');
    await t.db
      .update(accounts)
      .set({ periodStart, periodEnd, stripeCustomerId: `cus_${accountId}` })
      .where(eq(accounts.id, accountId));

    const usage = usageResponseSchema.parse((await usageOf(team.FULL_ADMIN)).json());
    expect(usage.metadata.period).toEqual({ start: periodStart.toISOString(), end: periodEnd.toISOString() });
    expect(usage.data.workorders).toEqual({ used: 1, limit: 500 });
    expect(usage.data.customers).toEqual({ used: 1, limit: 2000 });

    // The period ended and the next one's webhook has not come: back to the calendar month (both sheets in it).
    await t.db
      .update(accounts)
      .set({ periodStart: new Date(Date.now() - 31 * 86_400_000), periodEnd: new Date(Date.now() - 60_000) })
      .where(eq(accounts.id, accountId));
    const after = usageResponseSchema.parse((await usageOf(team.FULL_ADMIN)).json());
    expect(after.metadata.period.start).not.toBe(periodStart.toISOString());
    expect(after.data.workorders.used).toBeGreaterThanOrEqual(1);
    expect(new Date(after.metadata.period.end).getTime()).toBeGreaterThan(Date.now());
  });

  it("never counts another shop's rows, and answers the caller's shop only", async () => {
    const [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
    await insertCustomers(t, rival.FULL_ADMIN.accountId, 7);
    await createCustomer(team.FULL_ADMIN, 'Seul Client');
    const mine = usageResponseSchema.parse((await usageOf(team.FULL_ADMIN)).json());
    const theirs = usageResponseSchema.parse((await usageOf(rival.FULL_ADMIN)).json());
    expect(mine.data.customers.used).toBe(1);
    expect(theirs.data.customers.used).toBe(7);
    expect(mine.data.users.used).toBe(4);
  });

  it('is for the owner: 403 for the other roles, 401 without a token', async () => {
    const team = await usersOfEveryRole(t);
    for (const role of ['ADMINISTRATOR', 'EMPLOYEE', 'GUEST'] as const) {
      expect((await usageOf(team[role])).statusCode).toBe(403);
      expect((await packagesOf(team[role])).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/usage' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/packages' })).statusCode).toBe(401);
  });
});

describe('GET /api/accounts/packages', () => {
  it('answers the three plan cards with price, features and limits, the plan in force, the mode and the billing mailbox', async () => {
    const team = await usersOfEveryRole(t);
    const response = await packagesOf(team.FULL_ADMIN);
    expect(response.statusCode, response.body).toBe(200);
    const body = packagesResponseSchema.parse(response.json());
    expect(body.data.map((p) => [p.name, p.price])).toEqual([
      ['basic', 0],
      ['clever', 2900],
      ['genius', 7900],
    ]);
    expect(body.data[0]!.limits).toEqual({ workorders: 50, customers: 100, users: 1, bookings: 30, apiKeys: 1 });
    expect(body.data[0]!.features).not.toContain('invoicing');
    expect(body.data[1]!.features).toContain('invoicing');
    expect(body.metadata).toMatchObject({ mode: 'self-hosted', billingEmail: 'billing@atelier.test', portal: false });
    expect(body.metadata.current).toMatchObject({ name: 'TRIAL', isTrial: true });
    expect(new Date(body.metadata.current.trialEndsAt!).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    await t.db
      .update(accounts)
      .set({ stripeCustomerId: `cus_p${team.FULL_ADMIN.accountId}` })
      .where(eq(accounts.id, team.FULL_ADMIN.accountId));
    await putOnPlan(t, team.FULL_ADMIN.accountId, 'genius');
    const after = packagesResponseSchema.parse((await packagesOf(team.FULL_ADMIN)).json());
    expect(after.metadata).toMatchObject({ portal: true, current: { name: 'genius', isTrial: false, trialEndsAt: null } });
  });
});

describe('an ended trial', () => {
  it('is Découverte everywhere the moment it ends: GET /accounts, the refreshed user, the usage limits and the guard', async () => {
    const team = await usersOfEveryRole(t);
    const owner = team.FULL_ADMIN;
    await insertCustomers(t, owner.accountId, 100);
    // Still on the trial: no customer limit.
    expect((await createCustomer(owner, 'Pendant Essai')).statusCode).toBe(201);
    await t.db.delete(customers).where(eq(customers.fullname, 'Pendant Essai'));

    await endTrial(t, owner.accountId);
    const account = accountSchema.parse((await t.app.inject({ method: 'GET', url: '/api/accounts', headers: owner.auth })).json().data);
    expect(account.package).toEqual({ name: 'basic', isTrial: false, trialEndsAt: null });
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: owner.refreshToken } });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(sessionSchema.parse(refreshed.json().data).user.account.package).toEqual({ name: 'basic', isTrial: false, trialEndsAt: null });

    const usage = usageResponseSchema.parse((await usageOf(owner)).json());
    expect(usage.data.customers).toEqual({ used: 100, limit: 100 });
    expectPlanRefusal(await createCustomer(owner, 'Après Essai'), 'ERR_PLAN_LIMIT', { package: 'basic', resource: 'customers', limit: 100, upgradeTo: 'clever' });
  });
});

describe('BILLING=off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ billing: { mode: 'off', email: 'billing@atelier.test' } });
  });
  afterAll(() => off.close());

  it('lifts every limit: usage answers null limits, packages says mode off, a basic shop creates past its limit', async () => {
    const team = await usersOfEveryRole(off);
    await putOnPlan(off, team.FULL_ADMIN.accountId, 'basic');
    await insertCustomers(off, team.FULL_ADMIN.accountId, 100);
    const usage = usageResponseSchema.parse((await off.app.inject({ method: 'GET', url: '/api/accounts/usage', headers: team.FULL_ADMIN.auth })).json());
    expect(Object.values(usage.data).map((f) => f.limit)).toEqual([null, null, null, null, null]);
    expect(usage.data.customers.used).toBe(100);
    const packages = packagesResponseSchema.parse((await off.app.inject({ method: 'GET', url: '/api/accounts/packages', headers: team.FULL_ADMIN.auth })).json());
    expect(packages.metadata.mode).toBe('off');
    const created = await off.app.inject({ method: 'POST', url: '/api/customers', headers: team.FULL_ADMIN.auth, payload: { fullname: 'Cent Unième' } });
    expect(created.statusCode, created.body).toBe(201);
  });
});
