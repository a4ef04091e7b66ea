import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventWorksheetResultSchema, worksheetSchema } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { catalogCalls } from '../../../test/catalog.js';
import { eventOf, eventRowsOf, planningCalls, settingsBody, settingsOf } from '../../../test/planning.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertMakeAndModel, newCustomer, newMech } from '../../../test/vehicles.js';
import { counterOf, insertWorksheetStatus, lineRowsOf, setPreferences, worksheetCalls, worksheetRow, worksheetRowsOf } from '../../../test/worksheets.js';

/*
 * POST /api/events/{uuid}/worksheet (issue 15): the appointment becomes a work order made as POST
 * /api/worksheets makes one (number, first status, technician, vehicle), its requested services as
 * lines, the link and the ARRIVED status; once only (also when asked twice at once); nothing is
 * made without a customer; another shop's appointment is not found.
 */

let t: TestApp;
let a: Team;
let b: Team;
let call: ReturnType<typeof planningCalls>;
let ws: ReturnType<typeof worksheetCalls>;
let serviceId: number;
let bayId: number;
let hour = 6;

/** An appointment of shop A at a fresh hour, made by the EMPLOYEE. */
const appointment = async (payload: Record<string, unknown> = {}) => {
  hour += 1;
  const start = new Date(Date.UTC(2026, 8, 1, hour)).toISOString();
  const end = new Date(Date.UTC(2026, 8, 1, hour, 45)).toISOString();
  return eventOf(await call.create(a.EMPLOYEE, { start, end, ...payload }));
};
const resultOf = (response: { statusCode: number; body: string; json: () => { data: unknown } }) => {
  expect(response.statusCode, response.body).toBe(201);
  return eventWorksheetResultSchema.parse(response.json().data);
};

beforeAll(async () => {
  t = await createTestApp();
  call = planningCalls(t);
  ws = worksheetCalls(t);
  [a, b] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  const service = await catalogCalls(t, 'services').create(a.FULL_ADMIN, { name: 'Vidange', price: 89.95, description: 'Huile et filtre' });
  serviceId = service.json().data.id as number;
  bayId = settingsOf(
    await call.saveSettings(a.FULL_ADMIN, settingsBody({ bays: [{ name: 'Baie 1' }], services: [{ catalogItemId: serviceId, minutes: 45, price: 79.5 }] })),
  ).bays[0]!.id;
  await setPreferences(t, a.FULL_ADMIN.accountId, { worksheetStartNumber: 500 });
});
afterAll(() => t.close());

describe('POST /api/events/{uuid}/worksheet', () => {
  it('makes the work order with the customer, vehicle, technician, first status, next number and one line per service, and links it', async () => {
    const { model } = await insertMakeAndModel(t, a.FULL_ADMIN.accountId, { make: 'Toyota', model: 'Corolla' });
    const customerUuid = await newCustomer(t, a.FULL_ADMIN, 'Marc Roy');
    const mechUuid = await newMech(t, a.FULL_ADMIN, { customerUuid, modelYear: 2020, model: { id: model.id } });
    const event = await appointment({
      title: 'Vidange',
      notes: 'Bruit au freinage',
      status: 'CONFIRMED',
      bayId,
      technicianUuid: a.EMPLOYEE.uuid,
      customerUuid,
      mechUuid,
      services: [{ catalogItemId: serviceId }, { name: 'Inspection des freins', price: 40 }, { name: 'Diagnostic' }],
    });
    const next = (await ws.get(a.EMPLOYEE, 'next-number')).json().data.next as number;
    const result = resultOf(await call.toWorksheet(a.EMPLOYEE, event.uuid));
    expect(result.worksheet.worksheetId).toBe(next);
    expect(result.event).toMatchObject({ uuid: event.uuid, status: 'ARRIVED', worksheet: result.worksheet });

    const worksheet = worksheetSchema.parse((await ws.get(a.EMPLOYEE, result.worksheet.uuid)).json().data);
    expect(worksheet).toMatchObject({
      worksheetId: next,
      customer: { uuid: customerUuid },
      mech: { uuid: mechUuid },
      technician: { uuid: a.EMPLOYEE.uuid },
      status: { group: 'TODO' },
      notes: 'Vidange\nBruit au freinage',
    });
    const row = await worksheetRow(t, result.worksheet.uuid);
    const lines = await lineRowsOf(t, a.FULL_ADMIN.accountId, row!.id);
    expect(lines.map((l) => [l.name, l.price, l.catalogItemId, l.type, l.content, l.mechId, l.position])).toEqual([
      ['Vidange', '79.50', serviceId, 'SERVICE', 'Huile et filtre', row!.mechId, 0],
      ['Inspection des freins', '40.00', null, 'SERVICE', null, row!.mechId, 1],
      ['Diagnostic', null, null, 'SERVICE', null, row!.mechId, 2],
    ]);
    // The board shows it like any work order.
    const board = await t.app.inject({ method: 'GET', url: '/api/worksheets/board', headers: a.EMPLOYEE.auth });
    expect(board.body).toContain(result.worksheet.uuid);
  });

  it('once only: a second call is 409 ERR_ALREADY_EXISTS, also when two come at once; the numbering skips nothing', async () => {
    const customerUuid = await newCustomer(t, a.FULL_ADMIN);
    const event = await appointment({ customerUuid, status: 'REQUESTED' });
    const answers = await Promise.all([call.toWorksheet(a.EMPLOYEE, event.uuid), call.toWorksheet(a.ADMINISTRATOR, event.uuid)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expectApiError(
      answers.find((r) => r.statusCode === 409)!,
      409,
      'ERR_ALREADY_EXISTS',
    );
    const counter = await counterOf(t, a.FULL_ADMIN.accountId);
    expectApiError(await call.toWorksheet(a.EMPLOYEE, event.uuid), 409, 'ERR_ALREADY_EXISTS');
    expect(await counterOf(t, a.FULL_ADMIN.accountId)).toBe(counter);
    const linked = (await eventRowsOf(t, a.FULL_ADMIN.accountId)).find((r) => r.uuid === event.uuid)!;
    expect((await worksheetRowsOf(t, a.FULL_ADMIN.accountId)).filter((w) => w.customerId === linked.customerId)).toHaveLength(1);
    // A canceled appointment keeps its status; a deleted work order can be made again.
    const canceled = await appointment({ customerUuid, status: 'CANCELED' });
    const made = resultOf(await call.toWorksheet(a.EMPLOYEE, canceled.uuid));
    expect(made.event.status).toBe('CANCELED');
    expect((await ws.remove(a.FULL_ADMIN, made.worksheet.uuid)).statusCode).toBe(200);
    const again = resultOf(await call.toWorksheet(a.EMPLOYEE, canceled.uuid));
    expect(again.worksheet.worksheetId).toBe(made.worksheet.worksheetId + 1);
  });

  it('needs a customer (422 ERR_CUSTOMER_DETAILS_REQUIRED) and then makes nothing', async () => {
    const event = await appointment({ title: 'Sans client' });
    const counter = await counterOf(t, a.FULL_ADMIN.accountId);
    const before = (await worksheetRowsOf(t, a.FULL_ADMIN.accountId)).length;
    expectApiError(await call.toWorksheet(a.EMPLOYEE, event.uuid), 422, 'ERR_CUSTOMER_DETAILS_REQUIRED');
    expect(await counterOf(t, a.FULL_ADMIN.accountId)).toBe(counter);
    expect((await worksheetRowsOf(t, a.FULL_ADMIN.accountId)).length).toBe(before);
    expect((await eventRowsOf(t, a.FULL_ADMIN.accountId)).find((r) => r.uuid === event.uuid)).toMatchObject({ worksheetId: null, status: 'CONFIRMED' });
  });

  it('starts the work order in the first TODO status by position', async () => {
    const first = await insertWorksheetStatus(t, a.FULL_ADMIN.accountId, 'TODO', 'Rendez-vous');
    await t.db.execute(`UPDATE worksheet_statuses SET position = -1 WHERE id = ${first}`);
    const event = await appointment({ customerUuid: await newCustomer(t, a.FULL_ADMIN) });
    const result = resultOf(await call.toWorksheet(a.EMPLOYEE, event.uuid));
    expect((await worksheetRow(t, result.worksheet.uuid))!.statusId).toBe(first);
  });

  it('is not found for another shop (or a missing appointment), refused to a GUEST, 400 for a malformed uuid', async () => {
    const event = await appointment({ customerUuid: await newCustomer(t, a.FULL_ADMIN) });
    for (const as of [b.FULL_ADMIN, b.EMPLOYEE]) expectApiError(await call.toWorksheet(as, event.uuid), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.toWorksheet(a.EMPLOYEE, '00000000-0000-4000-8000-000000000000'), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.toWorksheet(a.GUEST, event.uuid), 403, 'ERR_FORBIDDEN');
    expectApiError(await call.toWorksheet(a.EMPLOYEE, 'pas-un-uuid'), 400, 'ERR_VALIDATION');
    expect((await worksheetRowsOf(t, b.FULL_ADMIN.accountId)).length).toBe(0);
    expect((await eventRowsOf(t, a.FULL_ADMIN.accountId)).find((r) => r.uuid === event.uuid)!.worksheetId).toBeNull();
  });
});
