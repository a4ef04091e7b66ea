import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEEK_HOURS } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { catalogCalls } from '../../../test/catalog.js';
import { bayRowsOf, planningCalls, settingsBody, settingsOf } from '../../../test/planning.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { setPreferences } from '../../../test/worksheets.js';

/*
 * GET/PUT /api/booking-settings (issue 15): defaults, one transaction for the row and its lists,
 * bays archived rather than deleted, references checked against the shop, the public address
 * unique across shops (also under a race), nothing half-written on a refusal.
 */

let t: TestApp;
let a: Team;
let b: Team;
let call: ReturnType<typeof planningCalls>;
const services = (_team: Team) => catalogCalls(t, 'services');
let serviceA: number;
let serviceB: number;

const newService = async (team: Team, name: string, price: number | null = 89.95) => {
  const created = await services(team).create(team.FULL_ADMIN, { name, price, code: `C-${name.slice(0, 6)}` });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data.id as number;
};

beforeAll(async () => {
  t = await createTestApp();
  call = planningCalls(t);
  [a, b] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  serviceA = await newService(a, 'Changement d’huile');
  serviceB = await newService(b, 'Alignement');
});
afterAll(() => t.close());

describe('GET /api/booking-settings', () => {
  it('answers the defaults and the shop’s time zone to a shop that never saved them, to everyone who plans', async () => {
    await setPreferences(t, a.FULL_ADMIN.accountId, { dateTime: { dateFormat: 'YYYY-MM-DD', timeFormat: 'HH:mm', timezone: 'America/Toronto' } });
    for (const as of [a.FULL_ADMIN, a.EMPLOYEE]) {
      const settings = settingsOf(await call.settings(as));
      expect(settings).toEqual({
        enabled: false,
        slug: null,
        mode: 'REQUEST',
        slotMinutes: 30,
        minNoticeMinutes: 120,
        horizonDays: 60,
        hours: DEFAULT_WEEK_HOURS,
        closures: [],
        bays: [],
        technicians: [],
        services: [],
        mails: { confirmation: true, reminder: true, shopNotification: true },
        timezone: 'America/Toronto',
      });
    }
    expectApiError(await call.settings(a.GUEST), 403, 'ERR_FORBIDDEN');
  });
});

describe('PUT /api/booking-settings', () => {
  it('saves everything and answers what GET then shows', async () => {
    const hours = [{ open: '07:30', close: '18:00', breakStart: '12:00', breakEnd: '12:30' }, ...DEFAULT_WEEK_HOURS.slice(1)];
    const body = settingsBody({
      enabled: true,
      slug: ' Garage-Tremblay ',
      mode: 'CONFIRMED',
      slotMinutes: 15,
      minNoticeMinutes: 60,
      horizonDays: 30,
      hours,
      closures: [{ from: '2026-12-24', to: '2026-12-26', label: 'Noël' }],
      bays: [{ name: 'Baie 1' }, { name: 'Baie 2' }],
      technicianUuids: [a.EMPLOYEE.uuid, a.FULL_ADMIN.uuid],
      services: [{ catalogItemId: serviceA, minutes: 45, price: 79.5, addon: false }],
      mails: { confirmation: true, reminder: false, shopNotification: true },
    });
    const saved = settingsOf(await call.saveSettings(a.FULL_ADMIN, body));
    expect(saved).toMatchObject({
      enabled: true,
      slug: 'garage-tremblay',
      mode: 'CONFIRMED',
      slotMinutes: 15,
      minNoticeMinutes: 60,
      horizonDays: 30,
      hours,
      closures: [{ from: '2026-12-24', to: '2026-12-26', label: 'Noël' }],
      mails: { confirmation: true, reminder: false, shopNotification: true },
    });
    expect(saved.bays.map((bay) => [bay.name, bay.active])).toEqual([
      ['Baie 1', true],
      ['Baie 2', true],
    ]);
    expect(saved.technicians.map((x) => x.uuid).sort()).toEqual([a.EMPLOYEE.uuid, a.FULL_ADMIN.uuid].sort());
    expect(saved.services).toEqual([
      { catalogItemId: serviceA, name: 'Changement d’huile', code: 'C-Change', description: null, minutes: 45, price: 79.5, catalogPrice: 89.95, addon: false },
    ]);
    expect(settingsOf(await call.settings(a.EMPLOYEE))).toEqual(saved);
  });

  it('renames and reorders listed bays, archives the ones left out, brings an archived one back, never deletes one', async () => {
    const first = settingsOf(await call.saveSettings(a.FULL_ADMIN, settingsBody({ bays: [{ name: 'Lift A' }, { name: 'Lift B' }] })));
    const [liftA, liftB] = first.bays.filter((bay) => bay.active);
    const archived = settingsOf(await call.saveSettings(a.FULL_ADMIN, settingsBody({ bays: [{ id: liftB!.id, name: 'Lift B2' }] })));
    expect(archived.bays.filter((bay) => bay.active)).toEqual([{ id: liftB!.id, name: 'Lift B2', active: true }]);
    expect(archived.bays.find((bay) => bay.id === liftA!.id)).toEqual({ id: liftA!.id, name: 'Lift A', active: false });
    // Active first by position, archived after.
    expect(archived.bays.findIndex((bay) => bay.id === liftA!.id)).toBeGreaterThan(0);

    const back = settingsOf(
      await call.saveSettings(a.FULL_ADMIN, settingsBody({ bays: [{ name: 'Lift C' }, { id: liftA!.id, name: 'Lift A' }, { id: liftB!.id, name: 'Lift B' }] })),
    );
    expect(back.bays.filter((bay) => bay.active).map((bay) => bay.name)).toEqual(['Lift C', 'Lift A', 'Lift B']);
    const rows = await bayRowsOf(t, a.FULL_ADMIN.accountId);
    expect(rows.filter((row) => [liftA!.id, liftB!.id].includes(row.id)).every((row) => row.active)).toBe(true);
    // Nothing was ever deleted: every bay made in this file is still a row.
    expect(rows.length).toBe(back.bays.length);
  });

  it('refuses a bay of another shop or an unknown one with 404 and writes nothing', async () => {
    const before = settingsOf(await call.saveSettings(a.FULL_ADMIN, settingsBody({ mode: 'REQUEST', bays: [{ name: 'Baie gardée' }] })));
    const foreign = settingsOf(await call.saveSettings(b.FULL_ADMIN, settingsBody({ bays: [{ name: 'Baie de B' }] }))).bays[0]!;
    for (const id of [foreign.id, 2_000_000_000]) {
      const refused = await call.saveSettings(a.FULL_ADMIN, settingsBody({ mode: 'CONFIRMED', bays: [{ name: 'Nouvelle' }, { id, name: 'Volée' }] }));
      expectApiError(refused, 404, 'ERR_NOT_FOUND', [{ field: 'bays.1.id', message: 'ERR_NOT_FOUND' }]);
    }
    expect(settingsOf(await call.settings(a.FULL_ADMIN))).toEqual(before);
    expect((await bayRowsOf(t, b.FULL_ADMIN.accountId)).map((row) => row.name)).toEqual(['Baie de B']);
  });

  it('refuses a technician of another shop or a deleted user with 404 ERR_USER_NOT_FOUND, and writes nothing', async () => {
    const before = settingsOf(await call.saveSettings(a.FULL_ADMIN, settingsBody({ technicianUuids: [a.EMPLOYEE.uuid] })));
    const refused = await call.saveSettings(a.FULL_ADMIN, settingsBody({ bays: [{ name: 'Pas écrite' }], technicianUuids: [a.ADMINISTRATOR.uuid, b.EMPLOYEE.uuid] }));
    expectApiError(refused, 404, 'ERR_USER_NOT_FOUND', [{ field: 'technicianUuids.1', message: 'ERR_USER_NOT_FOUND' }]);
    expect(settingsOf(await call.settings(a.FULL_ADMIN))).toEqual(before);
  });

  it('offers only live services of the shop’s own catalogue (404 otherwise, nothing written); a service deleted later is left out', async () => {
    const product = await catalogCalls(t, 'products').create(a.FULL_ADMIN, { name: 'Filtre', price: 12 });
    const productId = product.json().data.id as number;
    const before = settingsOf(await call.settings(a.FULL_ADMIN));
    for (const id of [serviceB, productId, 2_000_000_000]) {
      const refused = await call.saveSettings(
        a.FULL_ADMIN,
        settingsBody({
          services: [
            { catalogItemId: serviceA, minutes: 30 },
            { catalogItemId: id, minutes: 30 },
          ],
        }),
      );
      expectApiError(refused, 404, 'ERR_NOT_FOUND', [{ field: 'services.1.catalogItemId', message: 'ERR_NOT_FOUND' }]);
    }
    expect(settingsOf(await call.settings(a.FULL_ADMIN))).toEqual(before);

    const doomed = await newService(a, 'Pneus d’hiver', null);
    const saved = settingsOf(
      await call.saveSettings(
        a.FULL_ADMIN,
        settingsBody({
          services: [
            { catalogItemId: doomed, minutes: 60, addon: true },
            { catalogItemId: serviceA, minutes: 30 },
          ],
        }),
      ),
    );
    expect(saved.services.map((s) => [s.catalogItemId, s.minutes, s.price, s.catalogPrice, s.addon])).toEqual([
      [doomed, 60, null, null, true],
      [serviceA, 30, null, 89.95, false],
    ]);
    expect((await services(a).remove(a.FULL_ADMIN, doomed)).statusCode).toBe(200);
    expect(settingsOf(await call.settings(a.FULL_ADMIN)).services.map((s) => s.catalogItemId)).toEqual([serviceA]);
  });

  it('refuses online booking without a public address (422 ERR_INVALID_SLUG) and malformed bodies (400), writing nothing', async () => {
    const before = settingsOf(await call.settings(a.FULL_ADMIN));
    expectApiError(await call.saveSettings(a.FULL_ADMIN, settingsBody({ enabled: true, slug: null })), 422, 'ERR_INVALID_SLUG');
    // An empty text is not an address: the contract refuses it before the rule does.
    expectApiError(await call.saveSettings(a.FULL_ADMIN, settingsBody({ enabled: true, slug: '' })), 400, 'ERR_VALIDATION', [
      { field: 'slug', message: 'ERR_INVALID_SLUG' },
    ]);
    const malformed: [Record<string, unknown>, string][] = [
      [{ slug: 'a' }, 'ERR_INVALID_SLUG'],
      [{ slug: 'Garage Tremblay!' }, 'ERR_INVALID_SLUG'],
      [{ hours: DEFAULT_WEEK_HOURS.slice(0, 6) }, 'ERR_INVALID_HOURS'],
      [{ hours: [{ open: '17:00', close: '08:00' }, ...DEFAULT_WEEK_HOURS.slice(1)] }, 'ERR_INVALID_HOURS'],
      [{ hours: [{ open: '08:00', close: '17:00', breakStart: '18:00', breakEnd: '19:00' }, ...DEFAULT_WEEK_HOURS.slice(1)] }, 'ERR_INVALID_HOURS'],
      [{ hours: [{ open: '8h', close: '17:00' }, ...DEFAULT_WEEK_HOURS.slice(1)] }, 'ERR_INVALID_HOURS'],
      [{ slotMinutes: 7 }, 'ERR_VALIDATION'],
      [{ closures: [{ from: '2026-02-30', to: '2026-03-01' }] }, 'ERR_INVALID_DATE'],
      [{ bays: [{ name: '  ' }] }, 'ERR_NAME_REQUIRED'],
      [{ technicianUuids: ['pas-un-uuid'] }, 'ERR_USER_NOT_FOUND'],
      [{ services: [{ catalogItemId: serviceA, minutes: 2 }] }, 'ERR_INVALID_DURATION'],
      [{ services: [{ catalogItemId: serviceA, minutes: 30, price: 1.234 }] }, 'ERR_INVALID_PRICE'],
    ];
    for (const [override, code] of malformed) {
      const response = await call.saveSettings(a.FULL_ADMIN, settingsBody(override));
      const error = expectApiError(response, 400, 'ERR_VALIDATION');
      expect(
        error.details.map((d) => d.message),
        JSON.stringify(override),
      ).toContain(code);
    }
    expectApiError(
      await call.saveSettings(
        a.FULL_ADMIN,
        settingsBody({
          bays: [
            { id: 5, name: 'X' },
            { id: 5, name: 'Y' },
          ],
        }),
      ),
      400,
      'ERR_VALIDATION',
    );
    expectApiError(await call.saveSettings(a.FULL_ADMIN, { enabled: false }), 400, 'ERR_VALIDATION');
    expectApiError(await call.saveSettings(a.FULL_ADMIN, []), 400, 'ERR_VALIDATION');
    expect(settingsOf(await call.settings(a.FULL_ADMIN))).toEqual(before);
  });

  it('keeps the public address unique across shops: 409 ERR_SLUG_TAKEN, also when two shops save it at the same moment', async () => {
    settingsOf(await call.saveSettings(a.FULL_ADMIN, settingsBody({ enabled: true, slug: 'garage-unique' })));
    // Saving one's own address again is no conflict.
    settingsOf(await call.saveSettings(a.FULL_ADMIN, settingsBody({ enabled: true, slug: 'garage-unique', mode: 'CONFIRMED' })));
    const taken = await call.saveSettings(b.FULL_ADMIN, settingsBody({ enabled: true, slug: 'GARAGE-UNIQUE', bays: [{ name: 'Jamais' }] }));
    expectApiError(taken, 409, 'ERR_SLUG_TAKEN', [{ field: 'slug', message: 'ERR_SLUG_TAKEN' }]);
    expect((await bayRowsOf(t, b.FULL_ADMIN.accountId)).map((row) => row.name)).not.toContain('Jamais');

    for (let round = 0; round < 3; round++) {
      const slug = `course-${round}`;
      const answers = await Promise.all(
        [a, b].map((team) => call.saveSettings(team.FULL_ADMIN, settingsBody({ enabled: true, slug, bays: [{ name: `Course ${round}` }] }))),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((r) => r.statusCode === 409)!;
      expectApiError(loser, 409, 'ERR_SLUG_TAKEN');
      const loserTeam = answers[0] === loser ? a : b;
      // The loser's bay of that round was rolled back with the rest.
      expect((await bayRowsOf(t, loserTeam.FULL_ADMIN.accountId)).map((row) => row.name)).not.toContain(`Course ${round}`);
    }
  });

  it('is for settings:manage only (EMPLOYEE and GUEST: 403, nothing written)', async () => {
    const before = settingsOf(await call.settings(a.FULL_ADMIN));
    for (const as of [a.EMPLOYEE, a.GUEST]) {
      expectApiError(await call.saveSettings(as, settingsBody({ bays: [{ name: 'Non' }] })), 403, 'ERR_FORBIDDEN');
    }
    expect(settingsOf(await call.settings(a.FULL_ADMIN))).toEqual(before);
  });
});
