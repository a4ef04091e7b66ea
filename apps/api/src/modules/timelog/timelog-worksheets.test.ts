import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../../../test/api-error.js';
import { addMember, usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { timelogCalls, timelogOf } from '../../../test/timelog.js';
import { newCustomer } from '../../../test/vehicles.js';
import { insertWorksheetStatus, worksheetCalls, worksheetRow } from '../../../test/worksheets.js';

/*
 * Time and work orders: ERR_UNCLOSED_TIMELOG on deleting or finishing a work order with a running
 * clock (every path: PUT, the board's move which is that PUT, a status moved into the DONE group),
 * no clock-in on a finished one, and a deleted line's time stays on its work order.
 */

let t: TestApp;
let team: Team;
let call: ReturnType<typeof timelogCalls>;
let ws: ReturnType<typeof worksheetCalls>;
let todo: number;
let done: number;

async function newWorksheet(statusId = todo) {
  const customerUuid = await newCustomer(t, team.FULL_ADMIN);
  const created = await ws.create(team.FULL_ADMIN, { customerUuid, statusId });
  expect(created.statusCode, created.body).toBe(201);
  return { uuid: created.json().data.uuid as string, customerUuid };
}

beforeAll(async () => {
  t = await createTestApp();
  call = timelogCalls(t);
  ws = worksheetCalls(t);
  team = await usersOfEveryRole(t);
  todo = await insertWorksheetStatus(t, team.FULL_ADMIN.accountId, 'IN_PROGRESS');
  done = await insertWorksheetStatus(t, team.FULL_ADMIN.accountId, 'DONE');
});
afterAll(() => t.close());

describe('ERR_UNCLOSED_TIMELOG', () => {
  let tech: Member;
  beforeAll(async () => {
    tech = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
  });

  it('a work order with a running clock cannot be deleted; once clocked out it can', async () => {
    const { uuid } = await newWorksheet();
    const running = timelogOf(await call.clockIn(tech, uuid));
    expectApiError(await ws.remove(team.FULL_ADMIN, uuid), 409, 'ERR_UNCLOSED_TIMELOG');
    expect((await worksheetRow(t, uuid))!.deletedAt).toBeNull();
    timelogOf(await call.out(tech, running.id), 200);
    expect((await ws.remove(team.FULL_ADMIN, uuid)).statusCode).toBe(200);
  });

  it('a work order with a running clock cannot move to a DONE status (PUT, the board’s move); to another status it can', async () => {
    const { uuid, customerUuid } = await newWorksheet();
    const running = timelogOf(await call.clockIn(tech, uuid));
    expectApiError(await ws.update(team.FULL_ADMIN, uuid, { customerUuid, statusId: done }), 409, 'ERR_UNCLOSED_TIMELOG');
    expect((await worksheetRow(t, uuid))!.statusId).toBe(todo);
    const other = await insertWorksheetStatus(t, team.FULL_ADMIN.accountId, 'TODO');
    expect((await ws.update(team.FULL_ADMIN, uuid, { customerUuid, statusId: other, notes: 'ok' })).statusCode).toBe(200);
    // A recorded (closed) entry does not hold it.
    timelogOf(await call.out(tech, running.id), 200);
    expect((await ws.update(team.FULL_ADMIN, uuid, { customerUuid, statusId: done })).statusCode).toBe(200);
  });

  it('no clock-in on a DONE work order (so a clock-in racing the move cannot leave a running clock on it)', async () => {
    const { uuid } = await newWorksheet(done);
    expectApiError(await call.clockIn(tech, uuid), 409, 'ERR_WORKORDER_CLOSED');
    expectApiError(await call.create(tech, { startTime: new Date().toISOString(), workorderUuid: uuid }), 409, 'ERR_WORKORDER_CLOSED');
    // A recorded entry after the fact is fine.
    timelogOf(await call.create(tech, { startTime: '2026-01-05T08:00:00Z', duration: 1, workorderUuid: uuid }));
  });

  it('a clock-in and a DONE move at once: never a running clock on a DONE work order, never a 5xx', async () => {
    for (let round = 0; round < 5; round++) {
      const { uuid, customerUuid } = await newWorksheet();
      const someone = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
      const [clock, move] = await Promise.all([call.clockIn(someone, uuid), ws.update(team.FULL_ADMIN, uuid, { customerUuid, statusId: done })]);
      expect([clock.statusCode, move.statusCode].every((s) => s < 500)).toBe(true);
      // Exactly one of the two wins.
      expect([clock.statusCode, move.statusCode].sort()).toEqual(clock.statusCode === 201 ? [201, 409] : [200, 409]);
    }
  });

  it('a status moved into the DONE group with a running clock on one of its work orders is refused', async () => {
    const moving = await insertWorksheetStatus(t, team.FULL_ADMIN.accountId, 'IN_PROGRESS');
    const { uuid } = await newWorksheet(moving);
    const running = timelogOf(await call.clockIn(tech, uuid));
    const patch = () => t.app.inject({ method: 'PATCH', url: `/api/worksheet-status/${moving}`, headers: team.FULL_ADMIN.auth, payload: { group: 'DONE' } });
    expectApiError(await patch(), 409, 'ERR_UNCLOSED_TIMELOG');
    timelogOf(await call.out(tech, running.id), 200);
    expect((await patch()).statusCode).toBe(200);
  });
});

describe('lines', () => {
  it('deleting a line keeps its time on the work order', async () => {
    const tech = await addMember(t, team.FULL_ADMIN.accountId, 'EMPLOYEE');
    const { uuid } = await newWorksheet();
    const line = await ws.addLine(team.FULL_ADMIN, { worksheetUuid: uuid, name: 'Alignement' });
    const lineId = line.json().data.id as number;
    const entry = timelogOf(await call.create(tech, { startTime: '2026-01-06T08:00:00Z', duration: 1, workorderUuid: uuid, entryId: lineId }));
    expect(entry).toMatchObject({ entryId: lineId, entryName: 'Alignement', name: 'Alignement' });
    expect((await ws.removeLine(team.FULL_ADMIN, lineId)).statusCode).toBe(200);
    const after = timelogOf(await call.update(tech, entry.id, { startTime: entry.startTime, endTime: entry.endTime, workorderUuid: uuid, name: entry.name }), 200);
    expect(after).toMatchObject({ entryId: null, entryName: null, workorderUuid: uuid, name: 'Alignement', duration: 1 });
  });
});
