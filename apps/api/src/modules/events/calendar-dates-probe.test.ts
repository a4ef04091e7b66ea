import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../../test/api-error.js';
import { planningCalls } from '../../../test/planning.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/*
 * Probe (issue 15): a time on a day the calendar does not have (2026-02-30, 2026-02-29, 24:00)
 * was read by Date.parse, which rolls it over to another day: the appointment landed on 2 March
 * without a word. Such a time is refused, and nothing is written.
 */

let t: TestApp;
let a: Team;
let call: ReturnType<typeof planningCalls>;

beforeAll(async () => {
  t = await createTestApp();
  call = planningCalls(t);
  a = await usersOfEveryRole(t);
});
afterAll(async () => {
  await t.close();
});

const eventCount = async () => (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM events WHERE account_id = ${a.FULL_ADMIN.accountId}`)).rows[0]!.n;

describe('times on days the calendar does not have', () => {
  it.each([
    ['30 February', '2026-02-30T10:00:00Z'],
    ['29 February of a common year', '2026-02-29T10:00:00.000Z'],
    ['31 April', '2026-04-31T10:00:00-04:00'],
    ['24:00', '2026-05-01T24:00:00Z'],
    ['minute 60', '2026-05-01T10:60:00Z'],
  ])('POST /api/events refuses a start on %s (400 ERR_INVALID_TIME), writing nothing', async (_label, start) => {
    const before = await eventCount();
    // The end is a real time after any rolled-over start: only the start is wrong.
    const response = await call.create(a.FULL_ADMIN, { start, end: '2026-05-02T12:00:00Z', title: 'rolled over?' });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'start', message: 'ERR_INVALID_TIME' }]);
    expect(await eventCount()).toBe(before);
  });

  it('still takes 29 February of a leap year', async () => {
    const response = await call.create(a.FULL_ADMIN, { start: '2028-02-29T10:00:00Z', end: '2028-02-29T11:00:00Z' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.start).toBe('2028-02-29T10:00:00.000Z');
  });

  it('PATCH /api/events/{uuid} refuses a move to 30 February and leaves the appointment where it was', async () => {
    const created = await call.create(a.FULL_ADMIN, { start: '2026-03-02T10:00:00Z', end: '2026-03-02T11:00:00Z' });
    expect(created.statusCode, created.body).toBe(201);
    const uuid = created.json().data.uuid as string;
    const response = await call.patch(a.FULL_ADMIN, uuid, { start: '2026-02-30T12:00:00Z', end: '2026-02-30T13:00:00Z' });
    expectApiError(response, 400, 'ERR_VALIDATION', [
      { field: 'start', message: 'ERR_INVALID_TIME' },
      { field: 'end', message: 'ERR_INVALID_TIME' },
    ]);
    const { rows } = await t.db.execute<{ start: string }>(
      sql`SELECT to_char(start_time AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS start FROM events WHERE uuid = ${uuid}`,
    );
    expect(rows[0]!.start).toBe('2026-03-02 10:00');
  });

  it('GET /api/events refuses a range starting on 30 February (not an empty list of 2 March)', async () => {
    const response = await call.list(a.EMPLOYEE, '?from=2026-02-30T00:00:00Z&to=2026-03-05T00:00:00Z');
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'from', message: 'ERR_INVALID_TIME' }]);
  });
});
