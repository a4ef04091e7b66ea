import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventListSchema } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { catalogCalls } from '../../../test/catalog.js';
import { eventOf, eventRowsOf, insertHold, planningCalls, settingsBody, settingsOf } from '../../../test/planning.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertMakeAndModel, newCustomer, newMech } from '../../../test/vehicles.js';

/*
 * /api/events (issue 15): create, list, move, delete; references checked against the shop; the
 * exclusion constraints as 409s naming the appointment in the way; widget holds (expired ones
 * released, live ones blocking).
 */

let t: TestApp;
let a: Team;
let call: ReturnType<typeof planningCalls>;
let bay1: number;
let bay2: number;
let archivedBay: number;
let serviceId: number;

const at = (day: number, hour: number, minute = 0) => new Date(Date.UTC(2026, 6, day, hour, minute)).toISOString();
const list = async (query: string) => {
  const response = await call.list(a.EMPLOYEE, query);
  expect(response.statusCode, response.body).toBe(200);
  return eventListSchema.parse(response.json().data).list;
};

beforeAll(async () => {
  t = await createTestApp();
  call = planningCalls(t);
  a = await usersOfEveryRole(t);
  const service = await catalogCalls(t, 'services').create(a.FULL_ADMIN, { name: 'Vidange', price: 89.95 });
  serviceId = service.json().data.id as number;
  const settings = settingsOf(
    await call.saveSettings(
      a.FULL_ADMIN,
      settingsBody({ bays: [{ name: 'Baie 1' }, { name: 'Baie 2' }, { name: 'Baie 3' }], services: [{ catalogItemId: serviceId, minutes: 45, price: 79.5 }] }),
    ),
  );
  [bay1, bay2, archivedBay] = settings.bays.map((bay) => bay.id) as [number, number, number];
  settingsOf(
    await call.saveSettings(
      a.FULL_ADMIN,
      settingsBody({
        bays: [
          { id: bay1, name: 'Baie 1' },
          { id: bay2, name: 'Baie 2' },
        ],
        services: [{ catalogItemId: serviceId, minutes: 45, price: 79.5 }],
      }),
    ),
  );
});
afterAll(() => t.close());

describe('POST /api/events', () => {
  it('creates an appointment with its customer, vehicle (named as elsewhere), technician, bay and services', async () => {
    const { model } = await insertMakeAndModel(t, a.FULL_ADMIN.accountId, { make: 'Honda', model: 'Civic' });
    const customerUuid = await newCustomer(t, a.FULL_ADMIN, 'Julie Gagnon');
    const mechUuid = await newMech(t, a.FULL_ADMIN, { customerUuid, modelYear: 2019, model: { id: model.id }, metric: { license: 'ABC 123' } });
    const event = eventOf(
      await call.create(a.EMPLOYEE, {
        start: at(1, 13),
        end: at(1, 14, 30),
        title: 'Vidange et pneus',
        notes: 'Client attend sur place',
        bayId: bay1,
        technicianUuid: a.EMPLOYEE.uuid,
        customerUuid,
        mechUuid,
        services: [{ catalogItemId: serviceId }, { name: 'Permutation des pneus', minutes: 20, price: 25 }],
      }),
    );
    expect(event).toMatchObject({
      start: at(1, 13),
      end: at(1, 14, 30),
      status: 'CONFIRMED',
      source: 'SHOP',
      title: 'Vidange et pneus',
      bay: { id: bay1, name: 'Baie 1' },
      technician: { uuid: a.EMPLOYEE.uuid, fullname: a.EMPLOYEE.fullname },
      customer: { uuid: customerUuid, fullname: 'Julie Gagnon' },
      mech: { uuid: mechUuid, name: '2019 Honda Civic', license: 'ABC 123' },
      worksheet: null,
      unseen: false,
      services: [
        { catalogItemId: serviceId, name: 'Vidange', price: 79.5, minutes: 45 },
        { catalogItemId: null, name: 'Permutation des pneus', price: 25, minutes: 20 },
      ],
    });
    const [row] = (await eventRowsOf(t, a.FULL_ADMIN.accountId)).filter((r) => r.uuid === event.uuid);
    expect(row!.createdById).toBe(a.EMPLOYEE.id);
  });

  it('a vehicle alone brings its customer; a vehicle of another customer is 404', async () => {
    const owner = await newCustomer(t, a.FULL_ADMIN, 'Propriétaire');
    const other = await newCustomer(t, a.FULL_ADMIN, 'Autre');
    const mechUuid = await newMech(t, a.FULL_ADMIN, { customerUuid: owner });
    const event = eventOf(await call.create(a.EMPLOYEE, { start: at(2, 9), end: at(2, 10), mechUuid }));
    expect(event.customer?.uuid).toBe(owner);
    expectApiError(await call.create(a.EMPLOYEE, { start: at(2, 9), end: at(2, 10), customerUuid: other, mechUuid }), 404, 'ERR_NOT_FOUND', [
      { field: 'mechUuid', message: 'ERR_NOT_FOUND' },
    ]);
    // A new customer drops the vehicle that is not theirs; a vehicle set alone moves the customer.
    const moved = eventOf(await call.patch(a.EMPLOYEE, event.uuid, { customerUuid: other }), 200);
    expect([moved.customer?.uuid, moved.mech]).toEqual([other, null]);
    const back = eventOf(await call.patch(a.EMPLOYEE, event.uuid, { mechUuid }), 200);
    expect([back.customer?.uuid, back.mech?.uuid]).toEqual([owner, mechUuid]);
  });

  it('refuses bad times: end not after start (422), longer than 14 days (422), malformed (400)', async () => {
    expectApiError(await call.create(a.EMPLOYEE, { start: at(3, 10), end: at(3, 10) }), 422, 'ERR_ENDTIME_BEFORE_START');
    expectApiError(await call.create(a.EMPLOYEE, { start: at(3, 10), end: at(3, 9) }), 422, 'ERR_ENDTIME_BEFORE_START');
    expectApiError(await call.create(a.EMPLOYEE, { start: at(1, 10), end: at(15, 10, 1) }), 422, 'ERR_INVALID_DURATION');
    eventOf(await call.create(a.EMPLOYEE, { start: at(1, 10), end: at(15, 10) }));
    const malformed: [unknown, string][] = [
      [{ end: at(3, 10) }, 'ERR_STARTTIME_REQUIRED'],
      [{ start: 'demain', end: at(3, 10) }, 'ERR_INVALID_TIME'],
      [{ start: '2026-07-03 10:00', end: at(3, 11) }, 'ERR_INVALID_TIME'],
      [{ start: at(3, 10), end: at(3, 11), status: 'HELD' }, 'ERR_STATUS_REQUIRED'],
      [{ start: at(3, 10), end: at(3, 11), bayId: 'un' }, 'ERR_NOT_FOUND'],
      [{ start: at(3, 10), end: at(3, 11), technicianUuid: 'x' }, 'ERR_USER_NOT_FOUND'],
      [{ start: at(3, 10), end: at(3, 11), services: [{ catalogItemId: 1, name: 'les deux' }] }, 'ERR_VALIDATION'],
      [{ start: at(3, 10), end: at(3, 11), services: [{ name: 'x', price: 1.001 }] }, 'ERR_INVALID_PRICE'],
      [{ start: at(3, 10), end: at(3, 11), unknownField: 1 }, 'ERR_VALIDATION'],
      [{ start: at(3, 10), end: at(3, 11), title: 'x'.repeat(201) }, 'ERR_VALIDATION'],
    ];
    for (const [payload, code] of malformed) {
      const error = expectApiError(await call.create(a.EMPLOYEE, payload), 400, 'ERR_VALIDATION');
      expect(
        error.details.map((d) => d.message),
        JSON.stringify(payload),
      ).toContain(code);
    }
  });

  it('answers 404 for references the shop does not have: archived or unknown bay, unknown technician, customer, vehicle, catalogue item', async () => {
    const base = { start: at(4, 8), end: at(4, 9) };
    const uuid = '00000000-0000-4000-8000-000000000000';
    expectApiError(await call.create(a.EMPLOYEE, { ...base, bayId: archivedBay }), 404, 'ERR_NOT_FOUND', [{ field: 'bayId', message: 'ERR_NOT_FOUND' }]);
    expectApiError(await call.create(a.EMPLOYEE, { ...base, bayId: 2_000_000_000 }), 404, 'ERR_NOT_FOUND', [{ field: 'bayId', message: 'ERR_NOT_FOUND' }]);
    expectApiError(await call.create(a.EMPLOYEE, { ...base, technicianUuid: uuid }), 404, 'ERR_USER_NOT_FOUND');
    expectApiError(await call.create(a.EMPLOYEE, { ...base, customerUuid: uuid }), 404, 'ERR_NOT_FOUND', [{ field: 'customerUuid', message: 'ERR_NOT_FOUND' }]);
    expectApiError(await call.create(a.EMPLOYEE, { ...base, mechUuid: uuid }), 404, 'ERR_NOT_FOUND', [{ field: 'mechUuid', message: 'ERR_NOT_FOUND' }]);
    expectApiError(await call.create(a.EMPLOYEE, { ...base, services: [{ catalogItemId: 2_000_000_000 }] }), 404, 'ERR_NOT_FOUND', [
      { field: 'services.0.catalogItemId', message: 'ERR_NOT_FOUND' },
    ]);
    expectApiError(await call.create(a.GUEST, base), 403, 'ERR_FORBIDDEN');
  });
});

describe('GET /api/events', () => {
  it('lists the appointments overlapping [from, to) by start, with the filters, never a hold', async () => {
    const day = 20;
    const early = eventOf(await call.create(a.EMPLOYEE, { start: at(day, 7), end: at(day, 9), bayId: bay2 }));
    const late = eventOf(await call.create(a.EMPLOYEE, { start: at(day, 15), end: at(day, 16), bayId: bay1, technicianUuid: a.ADMINISTRATOR.uuid, status: 'REQUESTED' }));
    const before = eventOf(await call.create(a.EMPLOYEE, { start: at(day - 1, 22), end: at(day, 8, 30), status: 'CANCELED' }));
    eventOf(await call.create(a.EMPLOYEE, { start: at(day + 1, 0), end: at(day + 1, 1) }));
    await insertHold(t, { accountId: a.FULL_ADMIN.accountId, bayId: bay1, start: at(day, 10), end: at(day, 11), expiresAt: new Date(Date.now() + 600_000) });

    const range = `?from=${at(day, 0)}&to=${at(day + 1, 0)}`;
    expect((await list(range)).map((e) => e.uuid)).toEqual([before.uuid, early.uuid, late.uuid]);
    expect((await list(`${range}&bayId=${bay2}`)).map((e) => e.uuid)).toEqual([early.uuid]);
    expect((await list(`${range}&technicianUuid=${a.ADMINISTRATOR.uuid}`)).map((e) => e.uuid)).toEqual([late.uuid]);
    expect((await list(`${range}&status=REQUESTED,CANCELED`)).map((e) => e.uuid)).toEqual([before.uuid, late.uuid]);
    // [from, to): an appointment ending at `from` or starting at `to` is outside.
    expect((await list(`?from=${at(day, 9)}&to=${at(day, 15)}`)).map((e) => e.uuid)).toEqual([]);
  });

  it('refuses a range that is empty, reversed or longer than 62 days (400 ERR_INVALID_RANGE), and malformed queries (400)', async () => {
    for (const query of [`?from=${at(5, 10)}&to=${at(5, 10)}`, `?from=${at(5, 10)}&to=${at(4, 10)}`, `?from=2026-01-01T00:00:00Z&to=2026-03-04T00:00:01Z`]) {
      expectApiError(await call.list(a.EMPLOYEE, query), 400, 'ERR_INVALID_RANGE');
    }
    expect((await call.list(a.EMPLOYEE, '?from=2026-01-01T00:00:00Z&to=2026-03-04T00:00:00Z')).statusCode).toBe(200);
    for (const query of [
      '',
      `?from=${at(5, 10)}`,
      '?from=hier&to=demain',
      `?from=${at(5, 10)}&to=${at(6, 10)}&bayId=x`,
      `?from=${at(5, 10)}&to=${at(6, 10)}&status=HELD`,
      `?from=${at(5, 10)}&to=${at(6, 10)}&technicianUuid=1`,
    ]) {
      expectApiError(await call.list(a.EMPLOYEE, query), 400, 'ERR_VALIDATION');
    }
    expectApiError(await call.list(a.GUEST, `?from=${at(5, 10)}&to=${at(6, 10)}`), 403, 'ERR_FORBIDDEN');
  });
});

describe('a bay, or a technician, holds one busy appointment at a time', () => {
  it('answers 409 ERR_BAY_TAKEN naming the appointment in the way; one may start when the other ends', async () => {
    const first = eventOf(await call.create(a.EMPLOYEE, { start: at(8, 9), end: at(8, 11), bayId: bay1 }));
    const refused = await call.create(a.EMPLOYEE, { start: at(8, 10), end: at(8, 12), bayId: bay1 });
    // (expectApiError wants catalogue codes in every detail: the conflict's uuid is checked below.)
    expect([refused.statusCode, refused.json().message, refused.json().type]).toEqual([409, 'ERR_BAY_TAKEN', 'CONFLICT']);
    expect(refused.json().details).toEqual([
      { field: 'bayId', message: 'ERR_BAY_TAKEN' },
      { field: 'conflict', message: first.uuid },
    ]);
    eventOf(await call.create(a.EMPLOYEE, { start: at(8, 11), end: at(8, 12), bayId: bay1 }));
    eventOf(await call.create(a.EMPLOYEE, { start: at(8, 10), end: at(8, 12), bayId: bay2 }));

    // A drag onto it is refused the same way, and the dragged one stays where it was.
    const other = eventOf(await call.create(a.EMPLOYEE, { start: at(8, 14), end: at(8, 15), bayId: bay1 }));
    const drag = await call.patch(a.EMPLOYEE, other.uuid, { start: at(8, 10, 30), end: at(8, 11, 30) });
    expect([drag.statusCode, drag.json().message, drag.json().details[1]]).toEqual([409, 'ERR_BAY_TAKEN', { field: 'conflict', message: first.uuid }]);
    expect((await eventRowsOf(t, a.FULL_ADMIN.accountId)).find((r) => r.uuid === other.uuid)!.startTime.toISOString()).toBe(at(8, 14));
  });

  it('answers 409 ERR_TECHNICIAN_TAKEN for a technician already busy, whatever the bays', async () => {
    const first = eventOf(await call.create(a.EMPLOYEE, { start: at(9, 9), end: at(9, 10), bayId: bay1, technicianUuid: a.ADMINISTRATOR.uuid }));
    const refused = await call.create(a.EMPLOYEE, { start: at(9, 9, 30), end: at(9, 10, 30), bayId: bay2, technicianUuid: a.ADMINISTRATOR.uuid });
    expect([refused.statusCode, refused.json().message, refused.json().details]).toEqual([
      409,
      'ERR_TECHNICIAN_TAKEN',
      [
        { field: 'technicianUuid', message: 'ERR_TECHNICIAN_TAKEN' },
        { field: 'conflict', message: first.uuid },
      ],
    ]);
    eventOf(await call.create(a.EMPLOYEE, { start: at(9, 9, 30), end: at(9, 10, 30), bayId: bay2, technicianUuid: a.EMPLOYEE.uuid }));
  });

  it('a canceled or no-show appointment frees its slot; putting it back while taken is a 409', async () => {
    const first = eventOf(await call.create(a.EMPLOYEE, { start: at(10, 9), end: at(10, 10), bayId: bay1 }));
    eventOf(await call.patch(a.EMPLOYEE, first.uuid, { status: 'CANCELED' }), 200);
    const second = eventOf(await call.create(a.EMPLOYEE, { start: at(10, 9), end: at(10, 10), bayId: bay1 }));
    eventOf(await call.patch(a.EMPLOYEE, second.uuid, { status: 'NO_SHOW' }), 200);
    const third = eventOf(await call.create(a.EMPLOYEE, { start: at(10, 9), end: at(10, 10), bayId: bay1, status: 'ARRIVED' }));
    const back = await call.patch(a.EMPLOYEE, first.uuid, { status: 'CONFIRMED' });
    expect([back.statusCode, back.json().details]).toEqual([
      409,
      [
        { field: 'bayId', message: 'ERR_BAY_TAKEN' },
        { field: 'conflict', message: third.uuid },
      ],
    ]);
  });

  it('deletes an expired widget hold in the way, in the same write; a live hold blocks', async () => {
    const accountId = a.FULL_ADMIN.accountId;
    const expired = await insertHold(t, { accountId, bayId: bay1, start: at(11, 9), end: at(11, 10), expiresAt: new Date(Date.now() - 1000) });
    const live = await insertHold(t, {
      accountId,
      bayId: bay2,
      technicianId: a.EMPLOYEE.id,
      start: at(11, 9),
      end: at(11, 10),
      expiresAt: new Date(Date.now() + 600_000),
    });
    eventOf(await call.create(a.EMPLOYEE, { start: at(11, 9, 30), end: at(11, 10, 30), bayId: bay1 }));
    const uuids = (await eventRowsOf(t, accountId)).map((r) => r.uuid);
    expect(uuids).not.toContain(expired);
    const blocked = await call.create(a.EMPLOYEE, { start: at(11, 9, 30), end: at(11, 10, 30), bayId: bay2 });
    expect([blocked.statusCode, blocked.json().details]).toEqual([
      409,
      [
        { field: 'bayId', message: 'ERR_BAY_TAKEN' },
        { field: 'conflict', message: live },
      ],
    ]);
    const byTechnician = await call.create(a.EMPLOYEE, { start: at(11, 9, 30), end: at(11, 10, 30), technicianUuid: a.EMPLOYEE.uuid });
    expect(byTechnician.json().message).toBe('ERR_TECHNICIAN_TAKEN');
    // The hold is the widget's: the shop neither sees nor changes it.
    expectApiError(await call.patch(a.EMPLOYEE, live, { title: 'x' }), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.remove(a.EMPLOYEE, live), 404, 'ERR_NOT_FOUND');
    expect((await eventRowsOf(t, accountId)).map((r) => r.uuid)).toContain(live);
  });

  it('ten parallel drags into one bay and time: exactly one moves, the others get 409 naming it, and no overlap is stored', async () => {
    const accountId = a.FULL_ADMIN.accountId;
    const dragged = [];
    for (let i = 0; i < 10; i++) dragged.push(eventOf(await call.create(a.EMPLOYEE, { start: at(12, 6 + i), end: at(12, 6 + i, 45), bayId: bay1 })));
    const answers = await Promise.all(dragged.map((e) => call.patch(a.EMPLOYEE, e.uuid, { start: at(13, 9), end: at(13, 10), bayId: bay2 })));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    const winner = dragged[statuses.indexOf(200)]!.uuid;
    for (const loser of answers.filter((r) => r.statusCode === 409)) {
      expect(loser.json().message).toBe('ERR_BAY_TAKEN');
      expect(loser.json().details).toEqual([
        { field: 'bayId', message: 'ERR_BAY_TAKEN' },
        { field: 'conflict', message: winner },
      ]);
    }
    const inBay2 = (await eventRowsOf(t, accountId)).filter((r) => r.bayId === bay2 && r.startTime.toISOString().startsWith('2026-07-13'));
    expect(inBay2.map((r) => r.uuid)).toEqual([winner]);
  });
});

describe('PATCH and DELETE /api/events/{uuid}', () => {
  it('changes only the fields sent, checks the merged times, and deletes', async () => {
    const event = eventOf(await call.create(a.EMPLOYEE, { start: at(14, 9), end: at(14, 10), title: 'Avant', notes: 'Note', bayId: bay1 }));
    const moved = eventOf(await call.patch(a.EMPLOYEE, event.uuid, { start: at(14, 8), end: at(14, 9, 15), bayId: bay2 }), 200);
    expect(moved).toMatchObject({ start: at(14, 8), end: at(14, 9, 15), title: 'Avant', notes: 'Note', bay: { id: bay2 } });
    expectApiError(await call.patch(a.EMPLOYEE, event.uuid, { start: at(14, 9, 15) }), 422, 'ERR_ENDTIME_BEFORE_START');
    expectApiError(await call.patch(a.EMPLOYEE, event.uuid, { end: at(29, 8) }), 422, 'ERR_INVALID_DURATION');
    expectApiError(await call.patch(a.EMPLOYEE, event.uuid, { bayId: archivedBay }), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.patch(a.EMPLOYEE, event.uuid, { technicianUuid: '00000000-0000-4000-8000-000000000000' }), 404, 'ERR_USER_NOT_FOUND');
    expectApiError(await call.patch(a.EMPLOYEE, event.uuid, { nope: true }), 400, 'ERR_VALIDATION');
    expectApiError(await call.patch(a.EMPLOYEE, 'pas-un-uuid', { title: 'x' }), 400, 'ERR_VALIDATION');
    const cleared = eventOf(await call.patch(a.EMPLOYEE, event.uuid, { title: '', bayId: null, services: [{ name: 'Diagnostic' }] }), 200);
    expect(cleared).toMatchObject({ title: null, bay: null, services: [{ catalogItemId: null, name: 'Diagnostic', minutes: null, price: null }] });

    const removed = await call.remove(a.EMPLOYEE, event.uuid);
    expect([removed.statusCode, removed.json().data]).toEqual([200, { uuid: event.uuid }]);
    expectApiError(await call.remove(a.EMPLOYEE, event.uuid), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.patch(a.EMPLOYEE, event.uuid, { title: 'x' }), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.remove(a.GUEST, event.uuid), 403, 'ERR_FORBIDDEN');
  });
});
