import { calendarFeedSchema } from '@atelier/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAppointment } from '../../../test/booking-events.js';
import { parseIcs } from '../../../test/ics.js';
import { usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { calendarFeeds, customers, users } from '../../db/schema/index.js';

let t: TestApp;
let team: Team;
let other: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await usersOfEveryRole(t);
  other = await usersOfEveryRole(t);
});
afterAll(() => t.close());

const feedOf = async (member: Member, method: 'GET' | 'POST' = 'GET') => {
  const response = await t.app.inject({ method, url: '/api/events/feed', headers: member.auth });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return calendarFeedSchema.parse(response.json().data).url;
};
const fetchFeed = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe('calendar feed', () => {
  it('gives each person their own secret address, the same on every call', async () => {
    const url = await feedOf(team.EMPLOYEE);
    expect(url).toMatch(new RegExp(`^${t.config.publicUrl}/api/public/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedOf(team.EMPLOYEE)).toBe(url);
    expect(await feedOf(team.ADMINISTRATOR)).not.toBe(url);
  });

  it('lists only the person’s appointments of their shop, 30 days back to 180 ahead, without holds', async () => {
    const me = team.EMPLOYEE;
    const [customer] = await t.db.insert(customers).values({ accountId: me.accountId, fullname: 'Paul Client', mobile: '4185550111' }).returning({ id: customers.id });
    const mine = await insertAppointment(t, { accountId: me.accountId, inHours: 30, technicianId: me.id, customerId: customer!.id, source: 'SHOP', email: null });
    const canceled = await insertAppointment(t, { accountId: me.accountId, inHours: 40, technicianId: me.id, status: 'CANCELED', fullname: 'Annulé Client' });
    const past = await insertAppointment(t, { accountId: me.accountId, inHours: -24 * 10, technicianId: me.id });
    const tooOld = await insertAppointment(t, { accountId: me.accountId, inHours: -24 * 31, technicianId: me.id });
    const tooFar = await insertAppointment(t, { accountId: me.accountId, inHours: 24 * 181, technicianId: me.id });
    const hold = await insertAppointment(t, { accountId: me.accountId, inHours: 60, technicianId: me.id, status: 'HELD' });
    const colleague = await insertAppointment(t, { accountId: me.accountId, inHours: 30, technicianId: team.ADMINISTRATOR.id });
    const unassigned = await insertAppointment(t, { accountId: me.accountId, inHours: 31 });
    const elsewhere = await insertAppointment(t, { accountId: other.EMPLOYEE.accountId, inHours: 30, technicianId: other.EMPLOYEE.id });

    const response = await fetchFeed(await feedOf(me));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('private, max-age=300');
    const ics = parseIcs(response.body);
    const uids = ics.events.map((e) => e.UID!.value);
    expect(uids.sort()).toEqual([mine, canceled, past].map((e) => `${e.uuid}@atelier`).sort());
    for (const absent of [tooOld, tooFar, hold, colleague, unassigned, elsewhere]) expect(uids).not.toContain(`${absent.uuid}@atelier`);
    const first = ics.events.find((e) => e.UID!.value === `${mine.uuid}@atelier`)!;
    expect(first.SUMMARY!.value).toContain('Paul Client');
    expect(first.SUMMARY!.value).toContain('2019 Honda Civic');
    expect(first.DESCRIPTION!.value).toContain('4185550111');
    expect(ics.events.find((e) => e.UID!.value === `${canceled.uuid}@atelier`)!.STATUS!.value).toBe('CANCELLED');
    expect(ics.calendar.METHOD).toBeUndefined();
  });

  it('a new address replaces the old, which then answers 404', async () => {
    const me = team.FULL_ADMIN;
    const old = await feedOf(me);
    expect((await fetchFeed(old)).statusCode).toBe(200);
    const fresh = await feedOf(me, 'POST');
    expect(fresh).not.toBe(old);
    const gone = await fetchFeed(old);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('ERR_NOT_FOUND');
    expect((await fetchFeed(fresh)).statusCode).toBe(200);
    expect(await feedOf(me)).toBe(fresh);
  });

  it('answers 404 for an unknown or malformed token, and needs a session for the address', async () => {
    for (const path of [`/api/public/calendar/${'A'.repeat(43)}.ics`, '/api/public/calendar/short.ics', `/api/public/calendar/${'A'.repeat(43)}.txt`]) {
      const response = await t.app.inject({ method: 'GET', url: path });
      expect(response.statusCode, path).toBe(404);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/events/feed' });
    expect(anonymous.statusCode).toBe(401);
    // A guest does not plan: no feed.
    const guest = await t.app.inject({ method: 'GET', url: '/api/events/feed', headers: team.GUEST.auth });
    expect(guest.statusCode).toBe(403);
  });

  it('stops working when its person is deleted', async () => {
    const me = other.ADMINISTRATOR;
    const url = await feedOf(me);
    const token = /calendar\/(.+)\.ics$/.exec(url)![1]!;
    expect(await t.db.$count(calendarFeeds, eq(calendarFeeds.token, token))).toBe(1);
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, me.id));
    expect((await fetchFeed(url)).statusCode).toBe(404);
  });
});
