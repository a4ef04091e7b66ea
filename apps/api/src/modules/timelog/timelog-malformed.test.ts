import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES, apiErrorSchema } from '@atelier/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { timelogCalls, timelogOf, timelogRowsOf } from '../../../test/timelog.js';
import { newCustomer } from '../../../test/vehicles.js';
import { insertWorksheetStatus, worksheetCalls } from '../../../test/worksheets.js';

/*
 * Malformed input on every time route (issue 13 review): wrong types, huge strings, dates that are
 * not, NaN-like numbers, negative durations, bad ids. Always a 4xx error object with a catalogue
 * code, never a 5xx, never a row written or changed.
 */

let t: TestApp;
let team: Team;
let call: ReturnType<typeof timelogCalls>;
let worksheetUuid: string;
let entryId: number;

/** A 4xx error object whose message and details are catalogue codes. */
function expectRefused(response: LightMyRequestResponse, label: string) {
  expect(response.statusCode, `${label}: ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${label}: ${response.body}`).toBeLessThan(500);
  const parsed = apiErrorSchema.parse(response.json());
  expect(ERROR_CODES, label).toContain(parsed.message);
  for (const detail of parsed.details) expect(ERROR_CODES, label).toContain(detail.message);
}

const HUGE = 'x'.repeat(100_000);

const BAD_BODIES: [string, unknown][] = [
  ['a string', 'bonjour'],
  ['an array', [1, 2]],
  ['null start', { startTime: null }],
  ['start a number', { startTime: 1_700_000_000_000 }],
  ['start an object', { startTime: { $gt: '' } }],
  ['start a huge string', { startTime: HUGE }],
  ['start not a day', { startTime: '2026-13-45T25:61:00Z' }],
  ['start year 0', { startTime: '0000-01-01T00:00:00Z' }],
  ['start year 275761', { startTime: '+275761-01-01T00:00:00Z' }],
  ['shop time not a day', { startTime: '2026/02/30 08:00:00' }],
  ['end a boolean', { startTime: '2026-03-02T10:00:00Z', endTime: true }],
  ['end before start', { startTime: '2026-03-02T10:00:00Z', endTime: '2026-03-01T10:00:00Z' }],
  ['duration a string NaN', { startTime: '2026-03-02T10:00:00Z', duration: 'NaN' }],
  ['duration text', { startTime: '2026-03-02T10:00:00Z', duration: '1h30m' }],
  ['duration negative', { startTime: '2026-03-02T10:00:00Z', duration: -1.5 }],
  ['duration zero', { startTime: '2026-03-02T10:00:00Z', duration: 0 }],
  ['duration huge', { startTime: '2026-03-02T10:00:00Z', duration: 1e308 }],
  ['work order not a uuid', { startTime: '2026-03-02T10:00:00Z', duration: 1, workorderUuid: 'abc' }],
  ['work order unknown', { startTime: '2026-03-02T10:00:00Z', duration: 1, workorderUuid: '00000000-0000-4000-8000-000000000000' }],
  ['line a float', { startTime: '2026-03-02T10:00:00Z', duration: 1, workorderUuid: 'W', entryId: 1.5 }],
  ['line negative', { startTime: '2026-03-02T10:00:00Z', duration: 1, workorderUuid: 'W', entryId: -3 }],
  ['line past int4', { startTime: '2026-03-02T10:00:00Z', duration: 1, workorderUuid: 'W', entryId: 2 ** 40 }],
  ['line a string', { startTime: '2026-03-02T10:00:00Z', duration: 1, workorderUuid: 'W', entryId: '1; DROP TABLE timelogs' }],
  ['name huge', { startTime: '2026-03-02T10:00:00Z', duration: 1, name: HUGE }],
  ['notes huge', { startTime: '2026-03-02T10:00:00Z', duration: 1, notes: HUGE }],
  ['notes a number', { startTime: '2026-03-02T10:00:00Z', duration: 1, notes: 42 }],
  ['user not a uuid', { startTime: '2026-03-02T10:00:00Z', duration: 1, user: 'admin' }],
  ['user an object without uuid', { startTime: '2026-03-02T10:00:00Z', duration: 1, user: { id: 1 } }],
];

/** The body with the test's own work order for 'W'. */
const withWorkorder = (body: unknown) =>
  body && typeof body === 'object' && 'workorderUuid' in body && body.workorderUuid === 'W' ? { ...body, workorderUuid: worksheetUuid } : body;

beforeAll(async () => {
  t = await createTestApp();
  call = timelogCalls(t);
  team = await usersOfEveryRole(t);
  const ws = worksheetCalls(t);
  const status = await insertWorksheetStatus(t, team.FULL_ADMIN.accountId, 'IN_PROGRESS');
  const customerUuid = await newCustomer(t, team.FULL_ADMIN);
  const created = await ws.create(team.FULL_ADMIN, { customerUuid, statusId: status });
  worksheetUuid = created.json().data.uuid as string;
  const entry = timelogOf(await call.create(team.FULL_ADMIN, { startTime: '2026-03-01T08:00:00Z', endTime: '2026-03-01T09:00:00Z' }));
  entryId = entry.id;
});
afterAll(() => t.close());

describe('malformed input on the time routes: 4xx with a catalogue code, never a 5xx, nothing written', () => {
  it('POST /api/timelog and PUT /api/timelog/{id} refuse every bad body', async () => {
    const before = await timelogRowsOf(t, team.FULL_ADMIN.id);
    for (const [label, body] of BAD_BODIES) {
      expectRefused(await call.create(team.FULL_ADMIN, withWorkorder(body)), `POST ${label}`);
      expectRefused(await call.update(team.FULL_ADMIN, entryId, withWorkorder(body)), `PUT ${label}`);
    }
    expect(await timelogRowsOf(t, team.FULL_ADMIN.id)).toEqual(before);
  });

  it('bad ids on PUT, DELETE and clock-out', async () => {
    for (const id of ['abc', '-1', '0', '1.5', '99999999999999999999', 'NaN', '1e3', "1'--"]) {
      expectRefused(await call.update(team.FULL_ADMIN, encodeURIComponent(id), { startTime: '2026-03-01T08:00:00Z', duration: 1 }), `PUT ${id}`);
      expectRefused(await call.remove(team.FULL_ADMIN, encodeURIComponent(id)), `DELETE ${id}`);
      expectRefused(await call.out(team.FULL_ADMIN, encodeURIComponent(id)), `out ${id}`);
    }
    expect((await timelogRowsOf(t, team.FULL_ADMIN.id)).map((row) => row.id)).toEqual([entryId]);
  });

  it('clock-in: a bad work order or line', async () => {
    for (const [label, uuid, body] of [
      ['not a uuid', 'abc', {}],
      ['unknown', '00000000-0000-4000-8000-000000000000', {}],
      ['line a string', 'W', { entryId: 'x' }],
      ['line negative', 'W', { entryId: -1 }],
      ['line unknown', 'W', { entryId: 2_000_000_000 }],
      ['body an array', 'W', [1]],
    ] as const) {
      expectRefused(await call.clockIn(team.EMPLOYEE, uuid === 'W' ? worksheetUuid : uuid, body), `clockin ${label}`);
    }
    expect(await timelogRowsOf(t, team.EMPLOYEE.id)).toEqual([]);
  });

  it('list and export: bad filters', async () => {
    for (const query of [
      '?from=2026-02-30',
      '?from=hier',
      '?from=2026-03-10&to=2026-03-01',
      '?userUuid=abc',
      '?workorderUuid=1',
      '?running=peut-etre',
      '?page=-1',
      '?pageSize=1000000',
      `?from=${'9'.repeat(5000)}`,
    ]) {
      expectRefused(await call.list(team.FULL_ADMIN, query), `GET ${query.slice(0, 40)}`);
      expectRefused(await call.exportCsv(team.FULL_ADMIN, query), `export ${query.slice(0, 40)}`);
    }
  });

  it('the productivity report: bad periods', async () => {
    for (const query of ['', '?from=2026-03-01', '?from=x&to=y', '?from=2026-03-10&to=2026-03-01', '?from=2026-02-30&to=2026-03-01', '?from=0001-01-01&to=9999-12-31']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/reports/technicians${query}`, headers: team.FULL_ADMIN.auth });
      if (response.statusCode === 200) continue; // a very long but real period may be answered
      expectRefused(response, `report ${query}`);
    }
  });
});
