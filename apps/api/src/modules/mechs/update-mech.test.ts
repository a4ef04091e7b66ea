import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mechSchema, type ErrorCode } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { equipmentTypeNamed, fieldValueRowsOf, insertMakeAndModel, mechRow, newCustomer, newMech, vehicleCalls } from '../../../test/vehicles.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof vehicleCalls>;
let own: Awaited<ReturnType<typeof insertMakeAndModel>>;
let theirs: Awaited<ReturnType<typeof insertMakeAndModel>>;
let machinery: Awaited<ReturnType<typeof equipmentTypeNamed>>;
let smallEngine: Awaited<ReturnType<typeof equipmentTypeNamed>>;

beforeAll(async () => {
  t = await createTestApp();
  call = vehicleCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  own = await insertMakeAndModel(t, team.FULL_ADMIN.accountId, { make: 'Atelier Maison', model: 'Spécial' });
  theirs = await insertMakeAndModel(t, rival.FULL_ADMIN.accountId, { make: 'Voisin Motors', model: 'Secret' });
  machinery = await equipmentTypeNamed(t, team.FULL_ADMIN.accountId, 'Machinerie');
  smallEngine = await equipmentTypeNamed(t, team.FULL_ADMIN.accountId, 'Petit moteur');
});
afterAll(() => t.close());

const runtimeOf = (type: typeof machinery) => type.fields.find((field) => field.purpose === 'RUNTIME')!;

let vins = 0;
/** A full vehicle of the shop: VIN (its own: a VIN is one vehicle), year, own make and model, machinery type with a runtime value. */
async function fullMech(as: Team = team) {
  vins += 1;
  const customerUuid = await newCustomer(t, as.FULL_ADMIN, 'Marc Côté');
  const type = as === team ? machinery : await equipmentTypeNamed(t, as.FULL_ADMIN.accountId, 'Machinerie');
  return newMech(t, as.FULL_ADMIN, {
    customerUuid,
    serialNumber: `1HGCM82633A${String(1000000 + vins).slice(1)}`,
    modelYear: 2015,
    ...(as === team && { model: { id: own.model.id } }),
    type: { id: type.id },
    metric: { license: 'XYZ 789', unit: 'km', mileage_in: 50000, engineHours: 12 },
    fieldValues: [{ equipmentFieldId: runtimeOf(type).id, value: '80 h' }],
  });
}

describe('PUT /api/mechs/{uuid}', () => {
  it('replaces the whole vehicle: what is left out is cleared, field values follow the new type; the customer stays', async () => {
    const uuid = await fullMech();
    const before = (await mechRow(t, uuid))!;
    const response = await call.updateMech(team.EMPLOYEE, uuid, {
      mech: {
        serialNumber: 'km8k2cab4pu001140',
        type: { id: smallEngine.id },
        metric: { unit: 'mi', mileage_in: 1200 },
        fieldValues: [{ equipmentFieldId: runtimeOf(smallEngine).id, value: '3 h' }],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const mech = mechSchema.parse(response.json().data);
    expect(mech).toMatchObject({
      uuid,
      serialNumber: 'KM8K2CAB4PU001140',
      modelYear: null,
      make: null,
      model: null,
      type: { id: smallEngine.id, name: 'Petit moteur' },
      metric: { license: null, unit: 'mi', mileage_in: 1200, engineHours: null },
      fieldValues: [{ equipmentFieldId: runtimeOf(smallEngine).id, purpose: 'RUNTIME', value: '3 h' }],
      customer: { fullname: 'Marc Côté' },
    });
    const row = (await mechRow(t, uuid))!;
    expect(row).toMatchObject({ customerId: before.customerId, makeId: null, modelId: null, license: null, searchText: 'KM8K2CAB4PU001140 ' });
    expect(row.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(await fieldValueRowsOf(t, row.id)).toEqual([{ mechId: row.id, equipmentFieldId: runtimeOf(smallEngine).id, value: '3 h' }]);
    expect((await call.mech(team.EMPLOYEE, uuid)).json().data).toEqual(mech);
  });

  it('an empty value removes a field value', async () => {
    const uuid = await fullMech();
    const response = await call.updateMech(team.FULL_ADMIN, uuid, {
      mech: { modelYear: 2015, type: { id: machinery.id }, fieldValues: [{ equipmentFieldId: runtimeOf(machinery).id, value: '' }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.fieldValues).toEqual([]);
    expect(await fieldValueRowsOf(t, (await mechRow(t, uuid))!.id)).toEqual([]);
  });

  it('refuses a vehicle left with no detail (ERR_MECH_DETAILS_REQUIRED) and changes nothing', async () => {
    const uuid = await fullMech();
    const before = await mechRow(t, uuid);
    expectApiError(await call.updateMech(team.FULL_ADMIN, uuid, { mech: { type: { id: machinery.id } } }), 400, 'ERR_MECH_DETAILS_REQUIRED');
    expect(await mechRow(t, uuid)).toEqual(before);
  });

  it.each([
    [{ serialNumber: 'I0I0I0I0I0I0I0I0I' }, 'mech.serialNumber', 'ERR_INVALID_VIN'],
    [{ modelYear: new Date().getFullYear() + 2 }, 'mech.modelYear', 'ERR_INVALID_YEAR'],
  ])('refuses %j (400 %s → %s) and changes nothing', async (mech, field, code) => {
    const uuid = await fullMech();
    const before = await mechRow(t, uuid);
    expectApiError(await call.updateMech(team.FULL_ADMIN, uuid, { mech: { metric: { license: 'A1' }, ...mech } }), 400, 'ERR_VALIDATION', [{ field, message: code }]);
    expect(await mechRow(t, uuid)).toEqual(before);
  });

  it("refuses another shop's make, model, type or field and changes nothing (values included)", async () => {
    const uuid = await fullMech();
    const before = await mechRow(t, uuid);
    const values = await fieldValueRowsOf(t, before!.id);
    const rivalMachinery = await equipmentTypeNamed(t, rival.FULL_ADMIN.accountId, 'Machinerie');
    const attempts: [Record<string, unknown>, number, ErrorCode][] = [
      [{ make: { id: theirs.make.id } }, 400, 'ERR_MAKEID_REQUIRED'],
      [{ model: { id: theirs.model.id } }, 400, 'ERR_MODELID_REQUIRED'],
      [{ modelYear: 2015, type: { id: rivalMachinery.id } }, 400, 'ERR_VALIDATION'],
      [
        { modelYear: 2015, type: { id: machinery.id }, fieldValues: [{ equipmentFieldId: runtimeOf(rivalMachinery).id, value: 'x' }] },
        400,
        'ERR_INVALID_EQUIPMENT_FIELD',
      ],
    ];
    for (const [mech, status, code] of attempts) expectApiError(await call.updateMech(team.FULL_ADMIN, uuid, { mech }), status, code);
    expect(await mechRow(t, uuid)).toEqual(before);
    expect(await fieldValueRowsOf(t, before!.id)).toEqual(values);
  });

  it("answers 404 for another shop's vehicle and leaves it untouched, and for a deleted or unknown one", async () => {
    const rivalUuid = await fullMech(rival);
    const before = await mechRow(t, rivalUuid);
    const values = await fieldValueRowsOf(t, before!.id);
    expectApiError(await call.updateMech(team.FULL_ADMIN, rivalUuid, { mech: { modelYear: 2001 } }), 404, 'ERR_NOT_FOUND');
    expect(await mechRow(t, rivalUuid)).toEqual(before);
    expect(await fieldValueRowsOf(t, before!.id)).toEqual(values);

    const deleted = await fullMech();
    await call.removeMech(team.FULL_ADMIN, deleted);
    const deletedBefore = await mechRow(t, deleted);
    expectApiError(await call.updateMech(team.FULL_ADMIN, deleted, { mech: { modelYear: 2001 } }), 404, 'ERR_NOT_FOUND');
    expect(await mechRow(t, deleted)).toEqual(deletedBefore);
    expectApiError(await call.updateMech(team.FULL_ADMIN, '00000000-0000-4000-8000-000000000000', { mech: { modelYear: 2001 } }), 404, 'ERR_NOT_FOUND');
  });
});
