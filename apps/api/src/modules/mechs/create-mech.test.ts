import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mechSchema, type ErrorCode, type ErrorDetail } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { equipmentTypeNamed, fieldValueRowsOf, insertMakeAndModel, insertModel, mechRow, mechRowsOf, newCustomer, vehicleCalls } from '../../../test/vehicles.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof vehicleCalls>;
let customerUuid: string;
let system: Awaited<ReturnType<typeof insertMakeAndModel>>;
let own: Awaited<ReturnType<typeof insertMakeAndModel>>;
let theirs: Awaited<ReturnType<typeof insertMakeAndModel>>;
let machinery: Awaited<ReturnType<typeof equipmentTypeNamed>>;
let car: Awaited<ReturnType<typeof equipmentTypeNamed>>;

beforeAll(async () => {
  t = await createTestApp();
  call = vehicleCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  customerUuid = await newCustomer(t, team.FULL_ADMIN, 'Julie Gagnon');
  system = await insertMakeAndModel(t, null, { make: 'Marque Système', model: 'Modèle Système' });
  own = await insertMakeAndModel(t, team.FULL_ADMIN.accountId, { make: 'Atelier Maison', model: 'Spécial' });
  theirs = await insertMakeAndModel(t, rival.FULL_ADMIN.accountId, { make: 'Voisin Motors', model: 'Secret' });
  machinery = await equipmentTypeNamed(t, team.FULL_ADMIN.accountId, 'Machinerie');
  car = await equipmentTypeNamed(t, team.FULL_ADMIN.accountId, 'Voiture');
});
afterAll(() => t.close());

const fieldOf = (type: typeof car, purpose: string) => type.fields.find((field) => field.purpose === purpose)!;
const liveCount = async (accountId = team.FULL_ADMIN.accountId) => (await mechRowsOf(t, accountId)).filter((row) => !row.deletedAt).length;

/** Sends `mech` for the shop's customer and expects a 400 (or `status`) that writes nothing. */
async function expectRefused(mech: Record<string, unknown>, status: number, code: ErrorCode, details?: ErrorDetail[]) {
  const before = await liveCount();
  const response = await call.createMech(team.EMPLOYEE, { mech: { customerUuid, ...mech } });
  expectApiError(response, status, code, details);
  expect(await liveCount()).toBe(before);
}

describe('POST /api/mechs', () => {
  it('creates a vehicle for a customer of the shop: 201, the contract shape, the customer and no entries', async () => {
    const response = await call.createMech(team.EMPLOYEE, { mech: { customerUuid, metric: { license: 'abc 123' } } });
    expect(response.statusCode, response.body).toBe(201);
    const mech = mechSchema.parse(response.json().data);
    expect(mech).toMatchObject({
      serialNumber: null,
      modelYear: null,
      make: null,
      model: null,
      type: null,
      metric: { license: 'abc 123', unit: 'km', mileage_in: null, engineHours: null },
      fieldValues: [],
      customer: { uuid: customerUuid, fullname: 'Julie Gagnon', mobile: null },
      entryCount: 0,
    });
    const row = await mechRow(t, mech.uuid);
    expect(row).toMatchObject({ accountId: team.FULL_ADMIN.accountId, license: 'abc 123', deletedAt: null, searchText: ' ABC123' });
  });

  it('stores the whole vehicle: VIN upper-cased, year, the model and its make, type, metric, free field values with their purpose', async () => {
    const runtime = fieldOf(machinery, 'RUNTIME');
    const response = await call.createMech(team.FULL_ADMIN, {
      mech: {
        customerUuid,
        serialNumber: ' 1hgcm82633a123456 ',
        modelYear: 2003,
        model: { id: system.model.id },
        type: { id: machinery.id },
        metric: { license: 'K-9 42', unit: 'mi', mileage_in: 123456, engineHours: 1234.5 },
        fieldValues: [{ equipmentFieldId: runtime.id, value: ' 340 h ' }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const mech = mechSchema.parse(response.json().data);
    expect(mech).toMatchObject({
      serialNumber: '1HGCM82633A123456',
      modelYear: 2003,
      make: { id: system.make.id, name: 'Marque Système' },
      model: { id: system.model.id, name: 'Modèle Système', make: { id: system.make.id, name: 'Marque Système' } },
      type: { id: machinery.id, name: 'Machinerie' },
      metric: { license: 'K-9 42', unit: 'mi', mileage_in: 123456, engineHours: 1234.5 },
      fieldValues: [{ equipmentFieldId: runtime.id, purpose: 'RUNTIME', value: '340 h' }],
    });
    const row = (await mechRow(t, mech.uuid))!;
    expect(row).toMatchObject({ serialNumber: '1HGCM82633A123456', makeId: system.make.id, modelId: system.model.id, typeId: machinery.id, engineHours: '1234.5' });
    expect(await fieldValueRowsOf(t, row.id)).toEqual([{ mechId: row.id, equipmentFieldId: runtime.id, value: '340 h' }]);
    expect((await call.mech(team.EMPLOYEE, mech.uuid)).json().data).toEqual(mech);
  });

  it("accepts the shop's own make alone, or its own make with its model; an empty field value is not stored", async () => {
    let response = await call.createMech(team.FULL_ADMIN, { mech: { customerUuid, make: { id: own.make.id } } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ make: { id: own.make.id, name: 'Atelier Maison' }, model: null });

    const runtime = fieldOf(machinery, 'RUNTIME');
    response = await call.createMech(team.FULL_ADMIN, {
      mech: {
        customerUuid,
        make: { id: own.make.id },
        model: { id: own.model.id, make: { id: own.make.id } },
        type: { id: machinery.id },
        fieldValues: [{ equipmentFieldId: runtime.id, value: '  ' }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ model: { id: own.model.id, make: { id: own.make.id } }, fieldValues: [] });
    expect(await fieldValueRowsOf(t, (await mechRow(t, response.json().data.uuid))!.id)).toEqual([]);
  });

  it("accepts the shop's own model of a SYSTEM make", async () => {
    const model = await insertModel(t, team.FULL_ADMIN.accountId, system.make.id, 'Version Atelier');
    const response = await call.createMech(team.FULL_ADMIN, { mech: { customerUuid, model: { id: model.id } } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ make: { id: system.make.id }, model: { id: model.id, make: { id: system.make.id } } });
  });

  it.each([
    ['no detail at all', {}],
    ['blank VIN and plate', { serialNumber: '  ', metric: { license: ' ', unit: 'km' } }],
    ['only a type, mileage and a unit', { type: { id: 1 }, metric: { unit: 'mi', mileage_in: 1000 } }],
  ])('refuses %s with ERR_MECH_DETAILS_REQUIRED and writes nothing', async (_label, mech) => {
    await expectRefused(mech, 400, 'ERR_MECH_DETAILS_REQUIRED', [{ field: 'mech', message: 'ERR_MECH_DETAILS_REQUIRED' }]);
  });

  const nextYear = new Date().getFullYear() + 1;
  it('accepts next year as a model year (new models come out early)', async () => {
    const response = await call.createMech(team.FULL_ADMIN, { mech: { customerUuid, modelYear: nextYear } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.modelYear).toBe(nextYear);
  });

  it.each([
    [{ serialNumber: 'ABC' }, 'mech.serialNumber', 'ERR_INVALID_VIN'],
    [{ serialNumber: '1HGCM82633A12345' }, 'mech.serialNumber', 'ERR_INVALID_VIN'],
    [{ serialNumber: '1HGCM82633A1234567' }, 'mech.serialNumber', 'ERR_INVALID_VIN'],
    [{ serialNumber: '1HGCM82633O123456' }, 'mech.serialNumber', 'ERR_INVALID_VIN'],
    [{ modelYear: nextYear + 1 }, 'mech.modelYear', 'ERR_INVALID_YEAR'],
    [{ modelYear: 1899 }, 'mech.modelYear', 'ERR_INVALID_YEAR'],
    [{ modelYear: 2020.5 }, 'mech.modelYear', 'ERR_INVALID_YEAR'],
    [{ modelYear: 'vieux' }, 'mech.modelYear', 'ERR_INVALID_YEAR'],
    [{ metric: { license: 'A1', mileage_in: -1 } }, 'mech.metric.mileage_in', 'ERR_VALIDATION'],
    [{ metric: { license: 'A1', unit: 'miles' } }, 'mech.metric.unit', 'ERR_VALIDATION'],
    [{ metric: { license: 'A1', engineHours: -2 } }, 'mech.metric.engineHours', 'ERR_VALIDATION'],
    [{ metric: { license: 'A'.repeat(21) } }, 'mech.metric.license', 'ERR_VALIDATION'],
  ] as [Record<string, unknown>, string, ErrorCode][])('refuses %j: 400 with %s → %s, and writes nothing', async (mech, field, code) => {
    await expectRefused(mech, 400, 'ERR_VALIDATION', [{ field, message: code }]);
  });

  it('refuses a missing or malformed customerUuid with ERR_CUSTOMER_REQUIRED', async () => {
    const before = await liveCount();
    expectApiError(await call.createMech(team.FULL_ADMIN, { mech: { metric: { license: 'A1' } } }), 400, 'ERR_VALIDATION', [
      { field: 'mech.customerUuid', message: 'ERR_CUSTOMER_REQUIRED' },
    ]);
    expectApiError(await call.createMech(team.FULL_ADMIN, { mech: { customerUuid: 'pas-un-uuid', metric: { license: 'A1' } } }), 400, 'ERR_VALIDATION', [
      { field: 'mech.customerUuid', message: 'ERR_CUSTOMER_REQUIRED' },
    ]);
    expect(await liveCount()).toBe(before);
  });

  it("answers 404 on mech.customerUuid for another shop's customer, an unknown one or a deleted one; nobody gets a vehicle", async () => {
    const rivalCustomer = await newCustomer(t, rival.FULL_ADMIN);
    const deleted = await newCustomer(t, team.FULL_ADMIN);
    await t.app.inject({ method: 'DELETE', url: `/api/customers/${deleted}`, headers: team.FULL_ADMIN.auth });
    const rivalBefore = await liveCount(rival.FULL_ADMIN.accountId);
    for (const uuid of [rivalCustomer, deleted, '00000000-0000-4000-8000-000000000000']) {
      await expectRefused({ customerUuid: uuid, metric: { license: 'A1' } }, 404, 'ERR_NOT_FOUND', [{ field: 'mech.customerUuid', message: 'ERR_NOT_FOUND' }]);
    }
    expect(await liveCount(rival.FULL_ADMIN.accountId)).toBe(rivalBefore);
  });

  it("refuses another shop's make or model as if it did not exist, and an unknown one", async () => {
    const rivalModelOfSystemMake = await insertModel(t, rival.FULL_ADMIN.accountId, system.make.id, 'Modèle du voisin');
    await expectRefused({ make: { id: theirs.make.id } }, 400, 'ERR_MAKEID_REQUIRED', [{ field: 'mech.make', message: 'ERR_MAKEID_REQUIRED' }]);
    await expectRefused({ make: { id: 2_000_000_000 } }, 400, 'ERR_MAKEID_REQUIRED', [{ field: 'mech.make', message: 'ERR_MAKEID_REQUIRED' }]);
    await expectRefused({ model: { id: theirs.model.id } }, 400, 'ERR_MODELID_REQUIRED', [{ field: 'mech.model', message: 'ERR_MODELID_REQUIRED' }]);
    await expectRefused({ model: { id: rivalModelOfSystemMake.id } }, 400, 'ERR_MODELID_REQUIRED', [{ field: 'mech.model', message: 'ERR_MODELID_REQUIRED' }]);
    await expectRefused({ model: { id: 2_000_000_000 } }, 400, 'ERR_MODELID_REQUIRED', [{ field: 'mech.model', message: 'ERR_MODELID_REQUIRED' }]);
  });

  it('refuses a model that is not of the make sent with it (ERR_INVALID_MODEL)', async () => {
    await expectRefused({ make: { id: own.make.id }, model: { id: system.model.id } }, 400, 'ERR_INVALID_MODEL', [{ field: 'mech.model', message: 'ERR_INVALID_MODEL' }]);
    await expectRefused({ model: { id: system.model.id, make: { id: own.make.id } } }, 400, 'ERR_INVALID_MODEL', [{ field: 'mech.model', message: 'ERR_INVALID_MODEL' }]);
  });

  it("refuses another shop's equipment type on mech.type", async () => {
    const rivalCar = await equipmentTypeNamed(t, rival.FULL_ADMIN.accountId, 'Voiture');
    await expectRefused({ metric: { license: 'A1' }, type: { id: rivalCar.id } }, 400, 'ERR_VALIDATION', [{ field: 'mech.type', message: 'ERR_NOT_FOUND' }]);
  });

  it('refuses a field value of another type, of another shop, of a vehicle-column purpose, or with no type (ERR_INVALID_EQUIPMENT_FIELD)', async () => {
    const rivalMachinery = await equipmentTypeNamed(t, rival.FULL_ADMIN.accountId, 'Machinerie');
    const otherType = await equipmentTypeNamed(t, team.FULL_ADMIN.accountId, 'Petit moteur');
    const cases = [
      { type: { id: machinery.id }, fieldValues: [{ equipmentFieldId: fieldOf(otherType, 'RUNTIME').id, value: '1 h' }] },
      { type: { id: machinery.id }, fieldValues: [{ equipmentFieldId: fieldOf(rivalMachinery, 'RUNTIME').id, value: '1 h' }] },
      { type: { id: car.id }, fieldValues: [{ equipmentFieldId: fieldOf(car, 'MILEAGE').id, value: '12000' }] },
      { fieldValues: [{ equipmentFieldId: fieldOf(machinery, 'RUNTIME').id, value: '1 h' }] },
    ];
    for (const mech of cases) {
      await expectRefused({ metric: { license: 'A1' }, ...mech }, 400, 'ERR_INVALID_EQUIPMENT_FIELD', [
        { field: 'mech.fieldValues.0.equipmentFieldId', message: 'ERR_INVALID_EQUIPMENT_FIELD' },
      ]);
    }
  });

  it('refuses the same field twice', async () => {
    const runtime = fieldOf(machinery, 'RUNTIME');
    await expectRefused(
      {
        metric: { license: 'A1' },
        type: { id: machinery.id },
        fieldValues: [
          { equipmentFieldId: runtime.id, value: '1 h' },
          { equipmentFieldId: runtime.id, value: '2 h' },
        ],
      },
      400,
      'ERR_VALIDATION',
      [{ field: 'mech.fieldValues.1.equipmentFieldId', message: 'ERR_VALIDATION' }],
    );
  });

  it('answers 401 without a token', async () => {
    expectApiError(await call.createMech(undefined, { mech: { customerUuid, metric: { license: 'A1' } } }), 401, 'ERR_UNAUTHENTICATED');
  });
});
