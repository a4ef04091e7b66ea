import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { apiErrorSchema } from '@atelier/contracts';
import { apiKeys, customers, events, users, worksheets } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { usersOfEveryRole, type Member } from '../../../test/roles.js';
import { insertOnlineBooking } from '../../../test/planning.js';
import { book, bookingBody, hold, localDate, publicShop, startAt } from '../../../test/public-booking.js';
import { insertWorksheetStatus } from '../../../test/worksheets.js';
import { expectPlanRefusal, insertCustomers, putOnPlan } from '../../../test/plans.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3600_000).toISOString();
const countOf = async (table: typeof worksheets | typeof users | typeof events | typeof customers, accountId: number) =>
  (await t.db.select({ n: count() }).from(table).where(eq(table.accountId, accountId)))[0]!.n;

/** `n` work orders created now, written straight into the table (numbers far from the counter's). */
async function insertWorksheets(accountId: number, customerUuid: string, statusId: number, n: number) {
  await t.db.execute(sql`
    INSERT INTO worksheets (account_id, worksheet_id, customer_id, status_id)
    SELECT ${accountId}, 100000 + g, c.id, ${statusId} FROM generate_series(1, ${n}) AS g, customers c WHERE c.uuid = ${customerUuid}`);
}

const invite = (as: Member, name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/invite',
    headers: as.auth,
    payload: { username: `${name}${as.accountId}`, fullname: 'Nouvel Employé', email: `${name}.${as.accountId}@garage.test`, permissionFlags: 'EMPLOYEE' },
  });

describe('the plan limits', () => {
  it('work orders: the 51st of the period is refused on Découverte, by POST /worksheets and by an appointment turned into one', async () => {
    const team = await usersOfEveryRole(t);
    const owner = team.FULL_ADMIN;
    const statusId = await insertWorksheetStatus(t, owner.accountId);
    const customerUuid = (await t.app.inject({ method: 'POST', url: '/api/customers', headers: owner.auth, payload: { fullname: 'Luc Gagné' } })).json().data
      .uuid as string;
    // Made while on the trial (scheduling allowed): an appointment to turn into a work order later.
    const event = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: owner.auth,
      payload: { start: hoursFromNow(2), end: hoursFromNow(3), customerUuid },
    });
    expect(event.statusCode, event.body).toBe(201);
    await putOnPlan(t, owner.accountId, 'basic');
    await insertWorksheets(owner.accountId, customerUuid, statusId, 49);
    // Last period's work orders do not count.
    await t.db.execute(sql`UPDATE worksheets SET created_at = now() - interval '45 days' WHERE account_id = ${owner.accountId} AND worksheet_id = 100001`);
    const create = () => t.app.inject({ method: 'POST', url: '/api/worksheets', headers: team.EMPLOYEE.auth, payload: { customerUuid, statusId } });
    expect((await create()).statusCode).toBe(201);
    expect((await create()).statusCode).toBe(201);
    expectPlanRefusal(await create(), 'ERR_PLAN_LIMIT', { package: 'basic', resource: 'workorders', limit: 50, upgradeTo: 'clever' });
    const toWorksheet = await t.app.inject({ method: 'POST', url: `/api/events/${event.json().data.uuid}/worksheet`, headers: owner.auth });
    expectPlanRefusal(toWorksheet, 'ERR_PLAN_LIMIT', { resource: 'workorders' });
    expect(await countOf(worksheets, owner.accountId)).toBe(51);
    const [row] = await t.db.select({ worksheetId: events.worksheetId, status: events.status }).from(events).where(eq(events.uuid, event.json().data.uuid));
    expect(row).toEqual({ worksheetId: null, status: 'CONFIRMED' });
  });

  it('users: an invitation past the plan’s users (invited ones count) is refused, whoever the address belongs to', async () => {
    const [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
    const owner = team.FULL_ADMIN;
    // Essentiel: 5 users. The team is 4.
    await putOnPlan(t, owner.accountId, 'clever');
    expect((await invite(owner, 'cinquieme')).statusCode).toBe(201);
    expectPlanRefusal(await invite(owner, 'sixieme'), 'ERR_PLAN_LIMIT', { package: 'clever', resource: 'users', limit: 5, upgradeTo: 'genius' });
    // An address of another shop is refused alike (the answer tells nothing of it).
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/users/invite',
      headers: owner.auth,
      payload: { username: `ailleurs${owner.accountId}`, fullname: 'Autre Garage', email: rival.EMPLOYEE.email, permissionFlags: 'EMPLOYEE' },
    });
    expectPlanRefusal(elsewhere, 'ERR_PLAN_LIMIT', { resource: 'users' });
    const live = await t.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.accountId, owner.accountId), isNull(users.deletedAt)));
    expect(live[0]!.n).toBe(5);
    // Découverte: one user, the owner; a shop already above it keeps its team.
    await putOnPlan(t, owner.accountId, 'basic');
    expectPlanRefusal(await invite(owner, 'septieme'), 'ERR_PLAN_LIMIT', { package: 'basic', resource: 'users', limit: 1 });
    expect((await t.app.inject({ method: 'GET', url: '/api/users', headers: owner.auth })).statusCode).toBe(200);
  });

  it('API keys: one live key on Découverte; a revoked one makes room', async () => {
    const team = await usersOfEveryRole(t);
    const owner = team.FULL_ADMIN;
    await putOnPlan(t, owner.accountId, 'basic');
    const create = (name: string) => t.app.inject({ method: 'POST', url: '/api/api-keys', headers: owner.auth, payload: { name } });
    const first = await create('Comptabilité');
    expect(first.statusCode, first.body).toBe(201);
    expectPlanRefusal(await create('Deuxième'), 'ERR_PLAN_LIMIT', { package: 'basic', resource: 'apiKeys', limit: 1, upgradeTo: 'clever' });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${first.json().data.uuid}`, headers: owner.auth })).statusCode).toBe(200);
    expect((await create('Remplaçante')).statusCode).toBe(201);
    const live = await t.db
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.accountId, owner.accountId), isNull(apiKeys.revokedAt)));
    expect(live[0]!.n).toBe(1);
  });

  it('online bookings: at 30 in the period the widget’s hold and booking get 402 ERR_PLAN_LIMIT, and nothing of the shop’s plan', async () => {
    const shop = await publicShop(t);
    await putOnPlan(t, shop.accountId, 'basic');
    for (let i = 0; i < 29; i++) await insertOnlineBooking(t, { accountId: shop.accountId, start: hoursFromNow(200 + i), end: hoursFromNow(200.5 + i) });
    const date = localDate(3);
    // The 30th: a hold, then its booking (the hold was the one counted).
    const held = await hold(t, shop.slug, { start: await startAt(t, date, '09:00'), services: [shop.serviceId] });
    expect(held.statusCode, held.body).toBe(201);
    // Replacing one's own hold at the limit is no new booking.
    const replaced = await hold(t, shop.slug, { start: await startAt(t, date, '10:00'), services: [shop.serviceId], replace: held.json().data.token });
    expect(replaced.statusCode, replaced.body).toBe(201);
    const booked = await book(t, shop.slug, { ...bookingBody(shop, await startAt(t, date, '10:00')), hold: replaced.json().data.token });
    expect(booked.statusCode, booked.body).toBe(201);

    const refusedHold = await hold(t, shop.slug, { start: await startAt(t, date, '13:00'), services: [shop.serviceId] });
    expect(refusedHold.statusCode, refusedHold.body).toBe(402);
    const body = apiErrorSchema.parse(refusedHold.json());
    expect(body).toMatchObject({ type: 'PLAN', message: 'ERR_PLAN_LIMIT' });
    expect(body.plan).toBeUndefined();
    const refusedBooking = await book(t, shop.slug, bookingBody(shop, await startAt(t, date, '14:00'), { email: 'autre@client.test' }));
    expect(refusedBooking.statusCode, refusedBooking.body).toBe(402);
    expect(refusedBooking.json().plan).toBeUndefined();
    expect(await countOf(events, shop.accountId)).toBe(30);
    // The refused booking wrote no customer either.
    expect(await countOf(customers, shop.accountId)).toBe(1);
  });

  it('customers: a booking that would add a customer past the limit is refused; a known customer still books', async () => {
    const shop = await publicShop(t);
    await putOnPlan(t, shop.accountId, 'basic');
    await insertCustomers(t, shop.accountId, 99);
    await t.db.insert(customers).values({ accountId: shop.accountId, fullname: 'Julie Client', email: 'julie@client.test' });
    const date = localDate(3);
    const refused = await book(t, shop.slug, bookingBody(shop, await startAt(t, date, '09:00'), { fullname: 'Nouveau Client', email: 'nouveau@client.test' }));
    expect(refused.statusCode, refused.body).toBe(402);
    expect(refused.json()).toMatchObject({ type: 'PLAN', message: 'ERR_PLAN_LIMIT' });
    expect(refused.json().plan).toBeUndefined();
    expect(await countOf(events, shop.accountId)).toBe(0);
    const known = await book(t, shop.slug, bookingBody(shop, await startAt(t, date, '09:00')));
    expect(known.statusCode, known.body).toBe(201);
    expect(await countOf(customers, shop.accountId)).toBe(100);
  });
});
