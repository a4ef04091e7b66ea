import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unseenEventsSchema } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { eventRowsOf, insertHold, insertOnlineBooking, planningCalls } from '../../../test/planning.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * The Planning badge (issue 15): GET /api/events/unseen counts the online bookings the shop has
 * not opened and shows the five newest; opening one (any PATCH) or POST /api/events/seen marks
 * them seen. Holds and another shop's bookings never count, and are never marked.
 */

let t: TestApp;
let a: Team;
let b: Team;
let call: ReturnType<typeof planningCalls>;

const unseenOf = async (team: Team) => {
  const response = await call.unseen(team.EMPLOYEE);
  expect(response.statusCode, response.body).toBe(200);
  return unseenEventsSchema.parse(response.json().data);
};
const seen = async (team: Team, payload?: unknown) => {
  const response = await call.seen(team.EMPLOYEE, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { count: number };
};
const booking = (team: Team, day: number, fullname?: string, isSeen = false) =>
  insertOnlineBooking(t, { accountId: team.FULL_ADMIN.accountId, start: `2026-10-${day}T13:00:00Z`, end: `2026-10-${day}T14:00:00Z`, fullname, seen: isSeen });

beforeAll(async () => {
  t = await createTestApp();
  call = planningCalls(t);
  [a, b] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

describe('unseen online bookings', () => {
  it('counts the shop’s unseen online bookings, newest first, five at most; holds, seen ones and shop-made ones never', async () => {
    expect(await unseenOf(a)).toEqual({ count: 0, latest: [] });
    const uuids: string[] = [];
    for (let day = 10; day < 17; day++) uuids.push(await booking(a, day, `Client ${day}`));
    await booking(a, 20, 'Déjà vu', true);
    await insertHold(t, { accountId: a.FULL_ADMIN.accountId, start: '2026-10-21T13:00:00Z', end: '2026-10-21T14:00:00Z', expiresAt: new Date(Date.now() + 600_000) });
    await call.create(a.EMPLOYEE, { start: '2026-10-22T13:00:00Z', end: '2026-10-22T14:00:00Z' });
    await booking(b, 10, 'Client de B');

    const unseen = await unseenOf(a);
    expect(unseen.count).toBe(7);
    expect(unseen.latest.map((e) => e.uuid)).toEqual(uuids.slice(2).reverse());
    expect(unseen.latest.every((e) => e.unseen && e.source === 'ONLINE' && e.status === 'REQUESTED')).toBe(true);
    expect(unseen.latest[0]!.contact).toEqual({ fullname: 'Client 16', email: 'client@example.com', mobile: null });
    expect((await unseenOf(b)).count).toBe(1);
    expectApiError(await call.unseen(a.GUEST), 403, 'ERR_FORBIDDEN');

    // Opening one in the drawer (any PATCH) marks it seen.
    const opened = await call.patch(a.EMPLOYEE, uuids[6]!, {});
    expect([opened.statusCode, opened.json().data.unseen]).toEqual([200, false]);
    expect((await unseenOf(a)).count).toBe(6);

    // Marking some: only the shop's own are touched, whatever the list says.
    const bUuid = (await unseenOf(b)).latest[0]!.uuid;
    expect(await seen(a, { uuids: [uuids[0], bUuid] })).toEqual({ count: 5 });
    expect((await unseenOf(b)).count).toBe(1);
    // Then every one of them.
    expect(await seen(a, {})).toEqual({ count: 0 });
    expect(await seen(a)).toEqual({ count: 0 });
    expect(await unseenOf(a)).toEqual({ count: 0, latest: [] });
    expect((await unseenOf(b)).count).toBe(1);
    const held = (await eventRowsOf(t, a.FULL_ADMIN.accountId)).filter((r) => r.status === 'HELD');
    expect(held.map((r) => r.seenAt)).toEqual([null]);
  });

  it('refuses malformed bodies (400) and GUESTs (403)', async () => {
    for (const payload of [{ uuids: ['x'] }, { uuids: 'tous' }, { autre: 1 }, []]) {
      expectApiError(await call.seen(a.EMPLOYEE, payload), 400, 'ERR_VALIDATION');
    }
    expectApiError(await call.seen(a.GUEST, {}), 403, 'ERR_FORBIDDEN');
  });
});
