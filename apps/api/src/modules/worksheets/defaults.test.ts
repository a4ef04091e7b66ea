import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupedStatusesSchema, worksheetTotalsSchema } from '@atelier/contracts';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newCustomer, newMech } from '../../../test/vehicles.js';
import { setPreferences, worksheetCalls } from '../../../test/worksheets.js';

let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await usersOfEveryRole(t);
});
afterAll(() => t.close());

describe('a new shop out of the box (sign-up defaults)', () => {
  it('creates a work order with a default status, a line from the default catalogue, and totals with the default Québec taxes', async () => {
    const call = worksheetCalls(t);
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: team.EMPLOYEE.auth });
    const statuses = groupedStatusesSchema.parse((await get('/api/worksheet-status')).json().data);
    const entryStatuses = groupedStatusesSchema.parse((await get('/api/status')).json().data);
    const service = (await get('/api/services')).json().data.list.find((item: { price: number | null }) => item.price !== null);
    expect(statuses.TODO.length).toBeGreaterThan(0);
    expect(service).toBeDefined();

    const customerUuid = await newCustomer(t, team.EMPLOYEE);
    const mechUuid = await newMech(t, team.EMPLOYEE, { customerUuid });
    const created = await call.create(team.EMPLOYEE, { customerUuid, mechUuid, statusId: statuses.TODO[0]!.id, technicianUuid: team.EMPLOYEE.uuid });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.worksheetId).toBe(1);
    const uuid = created.json().data.uuid as string;
    const line = await call.addLine(team.EMPLOYEE, { worksheetUuid: uuid, related_item: { id: service.id }, statusId: entryStatuses.TODO[0]!.id });
    expect(line.statusCode, line.body).toBe(201);
    expect(line.json().data).toMatchObject({ name: service.name, price: service.price, related_item: { id: service.id }, status: { id: entryStatuses.TODO[0]!.id } });
    // One hour of labour without a price, at the shop's hourly rate.
    await setPreferences(t, team.FULL_ADMIN.accountId, { hourlyRates: { valuePerUnit: 100, rateType: 'STANDARD' } });
    await call.addLine(team.EMPLOYEE, { worksheetUuid: uuid, name: 'Main-d’œuvre' });

    const totals = worksheetTotalsSchema.parse((await call.totals(team.EMPLOYEE, uuid)).json().data);
    const subtotalCents = Math.round(service.price * 100) + 10000;
    // Integer arithmetic on cents, half-up: GST 5 % and QST 9.975 % of the subtotal.
    const gst = Math.floor((subtotalCents * 50000 * 2 + 1_000_000) / 2_000_000);
    const qst = Math.floor((subtotalCents * 99750 * 2 + 1_000_000) / 2_000_000);
    expect(totals).toEqual({
      services: subtotalCents / 100,
      parts: 0,
      subtotal: subtotalCents / 100,
      taxes: [
        { id: expect.any(Number), name: expect.any(String), rate: 5, amount: gst / 100 },
        { id: expect.any(Number), name: expect.any(String), rate: 9.975, amount: qst / 100 },
      ],
      total: (subtotalCents + gst + qst) / 100,
      currency: 'CAD',
    });
  });
});
