import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventListSchema } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { catalogCalls } from '../../../test/catalog.js';
import { eventOf, eventRowsOf, planningCalls, settingsBody, settingsOf } from '../../../test/planning.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { newCustomer, newMech } from '../../../test/vehicles.js';

/*
 * Shop isolation of the planning routes: shop B's users (any role) and API key neither read, change
 * nor reference shop A's appointments, bays, technicians, customers, vehicles or services; a GUEST
 * of either shop is refused everything.
 */

let t: TestApp;
let a: Team;
let b: Team;
let call: ReturnType<typeof planningCalls>;
let keyB: { auth: { authorization: string } };
let shopA: { eventUuid: string; bayId: number; customerUuid: string; mechUuid: string; serviceId: number };
let bayB: number;

const range = '?from=2026-08-01T00:00:00Z&to=2026-08-31T00:00:00Z';
const slot = { start: '2026-08-10T13:00:00Z', end: '2026-08-10T14:00:00Z' };

beforeAll(async () => {
  t = await createTestApp();
  call = planningCalls(t);
  [a, b] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  const serviceId = (await catalogCalls(t, 'services').create(a.FULL_ADMIN, { name: 'Service A', price: 10 })).json().data.id as number;
  const settingsA = settingsOf(
    await call.saveSettings(
      a.FULL_ADMIN,
      settingsBody({ bays: [{ name: 'Baie A' }], technicianUuids: [a.EMPLOYEE.uuid], services: [{ catalogItemId: serviceId, minutes: 30 }] }),
    ),
  );
  bayB = settingsOf(await call.saveSettings(b.FULL_ADMIN, settingsBody({ bays: [{ name: 'Baie B' }] }))).bays[0]!.id;
  const customerUuid = await newCustomer(t, a.FULL_ADMIN, 'Client A');
  const mechUuid = await newMech(t, a.FULL_ADMIN, { customerUuid });
  const event = eventOf(
    await call.create(a.EMPLOYEE, { ...slot, bayId: settingsA.bays[0]!.id, technicianUuid: a.EMPLOYEE.uuid, customerUuid, mechUuid, title: 'Secret de A' }),
  );
  shopA = { eventUuid: event.uuid, bayId: settingsA.bays[0]!.id, customerUuid, mechUuid, serviceId };
  const created = await t.app.inject({ method: 'POST', url: '/api/api-keys', headers: b.FULL_ADMIN.auth, payload: { name: 'B' } });
  keyB = { auth: { authorization: `Bearer ${created.json().data.key as string}` } };
});
afterAll(() => t.close());

describe('shop B cannot reach shop A’s planning', () => {
  const callers = () => [b.FULL_ADMIN, b.ADMINISTRATOR, b.EMPLOYEE, keyB];

  it('the list shows none of shop A’s appointments, whatever the filters', async () => {
    for (const as of callers()) {
      for (const filter of ['', `&bayId=${shopA.bayId}`, `&technicianUuid=${a.EMPLOYEE.uuid}`, `&customerUuid=${shopA.customerUuid}`]) {
        const response = await call.list(as, range + filter);
        expect(response.statusCode, response.body).toBe(200);
        expect(eventListSchema.parse(response.json().data).list).toEqual([]);
      }
    }
  });

  it('the booking settings show only shop B’s own bays, technicians and services', async () => {
    for (const as of callers()) {
      const settings = settingsOf(await call.settings(as));
      expect(settings.bays.map((bay) => bay.name)).toEqual(['Baie B']);
      expect(settings.technicians).toEqual([]);
      expect(settings.services).toEqual([]);
    }
  });

  it('changing or deleting shop A’s appointment is a 404 and leaves it as it was', async () => {
    const before = await eventRowsOf(t, a.FULL_ADMIN.accountId);
    for (const as of callers()) {
      expectApiError(await call.patch(as, shopA.eventUuid, { title: 'Volé' }), 404, 'ERR_NOT_FOUND');
      expectApiError(await call.patch(as, shopA.eventUuid, { start: '2026-08-11T13:00:00Z', end: '2026-08-11T14:00:00Z' }), 404, 'ERR_NOT_FOUND');
      expectApiError(await call.remove(as, shopA.eventUuid), 404, 'ERR_NOT_FOUND');
    }
    expect(await eventRowsOf(t, a.FULL_ADMIN.accountId)).toEqual(before);
  });

  it('shop A’s bay, technician, customer, vehicle and catalogue service are 404 in shop B’s writes; nothing is written', async () => {
    const own = eventOf(await call.create(b.EMPLOYEE, { start: '2026-08-12T09:00:00Z', end: '2026-08-12T10:00:00Z', bayId: bayB }));
    const refs: [Record<string, unknown>, number, string][] = [
      [{ bayId: shopA.bayId }, 404, 'ERR_NOT_FOUND'],
      [{ technicianUuid: a.EMPLOYEE.uuid }, 404, 'ERR_USER_NOT_FOUND'],
      [{ customerUuid: shopA.customerUuid }, 404, 'ERR_NOT_FOUND'],
      [{ mechUuid: shopA.mechUuid }, 404, 'ERR_NOT_FOUND'],
      [{ services: [{ catalogItemId: shopA.serviceId }] }, 404, 'ERR_NOT_FOUND'],
    ];
    for (const as of callers()) {
      for (const [ref, status, code] of refs) {
        expectApiError(await call.create(as, { ...slot, ...ref }), status, code as 'ERR_NOT_FOUND');
        expectApiError(await call.patch(as, own.uuid, ref), status, code as 'ERR_NOT_FOUND');
      }
    }
    const rows = await eventRowsOf(t, b.FULL_ADMIN.accountId);
    expect(rows.map((r) => [r.uuid, r.bayId, r.technicianId, r.customerId, r.mechId, r.services])).toEqual([[own.uuid, bayB, null, null, null, []]]);
    for (const ref of [
      { technicianUuids: [a.EMPLOYEE.uuid] },
      { services: [{ catalogItemId: shopA.serviceId, minutes: 30 }] },
      { bays: [{ id: shopA.bayId, name: 'Volée' }] },
    ]) {
      expect((await call.saveSettings(b.FULL_ADMIN, settingsBody(ref))).statusCode).toBe(404);
    }
    expect(settingsOf(await call.settings(a.FULL_ADMIN)).bays.map((bay) => bay.name)).toEqual(['Baie A']);
  });

  it('a GUEST of either shop is refused every planning route (403), reading nothing', async () => {
    for (const guest of [a.GUEST, b.GUEST]) {
      expectApiError(await call.settings(guest), 403, 'ERR_FORBIDDEN');
      expectApiError(await call.saveSettings(guest, settingsBody()), 403, 'ERR_FORBIDDEN');
      expectApiError(await call.list(guest, range), 403, 'ERR_FORBIDDEN');
      expectApiError(await call.create(guest, slot), 403, 'ERR_FORBIDDEN');
      expectApiError(await call.patch(guest, shopA.eventUuid, { title: 'x' }), 403, 'ERR_FORBIDDEN');
      expectApiError(await call.remove(guest, shopA.eventUuid), 403, 'ERR_FORBIDDEN');
    }
  });
});
