import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timelogListSchema } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { timelogCalls, timelogOf, timelogRowsOf } from '../../../test/timelog.js';
import { newCustomer } from '../../../test/vehicles.js';
import { insertWorksheetStatus, worksheetCalls } from '../../../test/worksheets.js';

/*
 * Shop isolation of every time route: shop B's users (any role) and API key cannot read, change,
 * clock out, clock in on, export, or reference shop A's entries, work orders, lines or people.
 */

let t: TestApp;
let a: Team;
let b: Team;
let call: ReturnType<typeof timelogCalls>;
let shopA: { worksheetUuid: string; lineId: number; entryId: number; runningId: number };
let shopB: { worksheetUuid: string };
let keyB: { auth: { authorization: string } };

beforeAll(async () => {
  t = await createTestApp();
  call = timelogCalls(t);
  const ws = worksheetCalls(t);
  [a, b] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  const makeWorksheet = async (team: Team) => {
    const statusId = await insertWorksheetStatus(t, team.FULL_ADMIN.accountId, 'IN_PROGRESS');
    const customerUuid = await newCustomer(t, team.FULL_ADMIN);
    const created = await ws.create(team.FULL_ADMIN, { customerUuid, statusId });
    const uuid = created.json().data.uuid as string;
    const line = await ws.addLine(team.FULL_ADMIN, { worksheetUuid: uuid, name: 'Ligne' });
    return { uuid, lineId: line.json().data.id as number };
  };
  const wa = await makeWorksheet(a);
  const wb = await makeWorksheet(b);
  const entry = timelogOf(await call.create(a.EMPLOYEE, { startTime: '2026-06-01T08:00:00Z', duration: 2, workorderUuid: wa.uuid, entryId: wa.lineId }));
  const running = timelogOf(await call.clockIn(a.ADMINISTRATOR, wa.uuid, { entryId: wa.lineId }));
  shopA = { worksheetUuid: wa.uuid, lineId: wa.lineId, entryId: entry.id, runningId: running.id };
  shopB = { worksheetUuid: wb.uuid };
  const created = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: b.FULL_ADMIN.auth, payload: { name: 'B' } });
  keyB = { auth: { authorization: `Bearer ${created.json().data.key as string}` } };
});
afterAll(() => t.close());

describe('shop B cannot reach shop A’s time', () => {
  const callers = () => [b.FULL_ADMIN, b.ADMINISTRATOR, b.EMPLOYEE, keyB];

  it('the list and the export show none of shop A’s entries, whatever the filters', async () => {
    for (const as of callers()) {
      for (const query of ['', `?userUuid=${a.EMPLOYEE.uuid}`, `?workorderUuid=${shopA.worksheetUuid}`, '?running=true']) {
        const response = await call.list(as, query);
        expect(response.statusCode, response.body).toBe(200);
        const list = timelogListSchema.parse(response.json().data);
        expect(list.items).toEqual([]);
        expect(list.totals.hours).toBe(0);
        const csv = await call.exportCsv(as, query);
        expect(csv.statusCode, csv.body).toBe(200);
        expect(csv.body.trim().split('\n')).toHaveLength(1);
      }
    }
  });

  it('change, delete, clock out: 404, and nothing changes', async () => {
    for (const as of callers()) {
      for (const id of [shopA.entryId, shopA.runningId]) {
        expectApiError(await call.update(as, id, { startTime: '2026-06-02T08:00:00Z', duration: 1 }), 404, 'ERR_NOT_FOUND');
        expectApiError(await call.remove(as, id), 404, 'ERR_NOT_FOUND');
        expectApiError(await call.out(as, id), 404, 'ERR_NOT_FOUND');
      }
    }
    const rowsA = [...(await timelogRowsOf(t, a.EMPLOYEE.id)), ...(await timelogRowsOf(t, a.ADMINISTRATOR.id))];
    expect(rowsA.map((r) => [r.id, r.end === null, r.edited_by_id])).toEqual([
      [shopA.entryId, false, null],
      [shopA.runningId, true, null],
    ]);
  });

  it('clock in on shop A’s work order, or reference its work order, line or people: 404', async () => {
    for (const as of callers()) {
      expectApiError(await call.clockIn(as, shopA.worksheetUuid), 404, 'ERR_NOT_FOUND');
      const start = { startTime: '2026-06-03T08:00:00Z', duration: 1 };
      expectApiError(await call.create(as, { ...start, workorderUuid: shopA.worksheetUuid }), 404, 'ERR_NOT_FOUND', [
        { field: 'workorderUuid', message: 'ERR_NOT_FOUND' },
      ]);
      expectApiError(await call.create(as, { ...start, workorderUuid: shopB.worksheetUuid, entryId: shopA.lineId }), 404, 'ERR_NOT_FOUND', [
        { field: 'entryId', message: 'ERR_NOT_FOUND' },
      ]);
      expectApiError(await call.clockIn(as, shopB.worksheetUuid, { entryId: shopA.lineId }), 404, 'ERR_NOT_FOUND', [{ field: 'entryId', message: 'ERR_NOT_FOUND' }]);
      expectApiError(await call.create(as, { ...start, user: a.EMPLOYEE.uuid }), 404, 'ERR_USER_NOT_FOUND', [{ field: 'user', message: 'ERR_USER_NOT_FOUND' }]);
    }
    for (const member of [b.FULL_ADMIN, b.ADMINISTRATOR, b.EMPLOYEE]) expect(await timelogRowsOf(t, member.id)).toEqual([]);
  });

  it('shop B’s entry cannot be moved onto shop A’s work order, line or person by a PUT', async () => {
    const own = timelogOf(await call.create(b.ADMINISTRATOR, { startTime: '2026-06-04T08:00:00Z', duration: 1 }));
    const body = { startTime: '2026-06-04T08:00:00Z', duration: 1 };
    expectApiError(await call.update(b.ADMINISTRATOR, own.id, { ...body, workorderUuid: shopA.worksheetUuid }), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.update(b.ADMINISTRATOR, own.id, { ...body, user: a.EMPLOYEE.uuid }), 404, 'ERR_USER_NOT_FOUND');
    expectApiError(await call.update(b.ADMINISTRATOR, own.id, { ...body, workorderUuid: shopB.worksheetUuid, entryId: shopA.lineId }), 404, 'ERR_NOT_FOUND');
  });
});
