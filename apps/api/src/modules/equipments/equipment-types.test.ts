import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentTypeSchema } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { equipmentRowsOf, fieldValueRowsOf, mechRow, newCustomer, newMech, vehicleCalls } from '../../../test/vehicles.js';
import { rethrowAsPurposeRepeated } from './equipment-errors.js';
import { equipmentFields } from '../../db/schema/index.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof vehicleCalls>;

beforeAll(async () => {
  t = await createTestApp();
  call = vehicleCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

let counter = 0;
/** A new type of the shop with a GENERAL, a MILEAGE and a REGISTRATION field. */
async function newType(as = team.FULL_ADMIN) {
  counter += 1;
  const response = await call.createEquipment(as, {
    name: `Type ${counter}`,
    fields: [
      { name: 'Couleur', purpose: 'GENERAL' },
      { name: 'Odomètre', purpose: 'MILEAGE' },
      { name: 'Plaque', purpose: 'REGISTRATION' },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  return equipmentTypeSchema.parse(response.json().data);
}

const rowsOf = (accountId: number) => equipmentRowsOf(t, accountId);
const stripped = (rows: Awaited<ReturnType<typeof rowsOf>>) =>
  rows.map((type) => ({ id: type.id, name: type.name, fields: type.fields.map(({ id, name, purpose, position }) => ({ id, name, purpose, position })) }));

describe('GET /api/equipments and /api/equipments/{id}', () => {
  it('lists only the caller shop types; an EMPLOYEE may read them', async () => {
    const response = await call.equipments(team.EMPLOYEE);
    expect(response.statusCode, response.body).toBe(200);
    const ids = response.json().data.map((type: { id: number }) => type.id);
    expect(ids).toEqual((await rowsOf(team.FULL_ADMIN.accountId)).map((type) => type.id));
    const theirs = (await rowsOf(rival.FULL_ADMIN.accountId)).map((type) => type.id);
    expect(ids.filter((id: number) => theirs.includes(id))).toEqual([]);
  });

  it('answers one type with its fields in order', async () => {
    const created = await newType();
    const response = await call.equipment(team.EMPLOYEE, created.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual(created);
  });

  it("answers 404 for another shop's type, an unknown id, and 400 for a malformed one", async () => {
    const theirs = (await rowsOf(rival.FULL_ADMIN.accountId))[0]!;
    expectApiError(await call.equipment(team.FULL_ADMIN, theirs.id), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.equipment(team.FULL_ADMIN, 2_000_000_000), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.equipment(team.FULL_ADMIN, 'abc'), 400, 'ERR_VALIDATION', [{ field: 'id', message: 'ERR_NOT_FOUND' }]);
  });
});

describe('POST /api/equipments', () => {
  it('creates a type last in the list, with its fields in the order sent; GENERAL may repeat', async () => {
    const response = await call.createEquipment(team.ADMINISTRATOR, {
      name: '  Bateau ',
      fields: [
        { name: 'Coque', purpose: 'GENERAL' },
        { name: 'Heures', purpose: 'ENGINE_HOURS' },
        { name: 'Moteur', purpose: 'GENERAL' },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = equipmentTypeSchema.parse(response.json().data);
    expect(created).toMatchObject({ name: 'Bateau' });
    expect(created.fields.map((field) => [field.name, field.purpose])).toEqual([
      ['Coque', 'GENERAL'],
      ['Heures', 'ENGINE_HOURS'],
      ['Moteur', 'GENERAL'],
    ]);
    const list = (await call.equipments(team.FULL_ADMIN)).json().data;
    expect(list.at(-1)).toEqual(created);
    const rows = await rowsOf(team.FULL_ADMIN.accountId);
    expect(rows.at(-1)).toMatchObject({ id: created.id, accountId: team.FULL_ADMIN.accountId });
    expect(rows.at(-1)!.position).toBeGreaterThan(rows.at(-2)!.position);
  });

  it('creates a type without fields', async () => {
    const response = await call.createEquipment(team.FULL_ADMIN, { name: 'Vélo' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.fields).toEqual([]);
  });

  it.each([
    [{ fields: [] }, 'name', 'ERR_NAME_REQUIRED'],
    [{ name: '   ' }, 'name', 'ERR_NAME_REQUIRED'],
    [{ name: 'Tracteur', fields: [{ name: '', purpose: 'GENERAL' }] }, 'fields.0.name', 'ERR_NAME_REQUIRED'],
    [{ name: 'Tracteur', fields: [{ name: 'Kilo', purpose: 'SPEED' }] }, 'fields.0.purpose', 'ERR_VALIDATION'],
    [
      {
        name: 'Tracteur',
        fields: [
          { name: 'Heures', purpose: 'ENGINE_HOURS' },
          { name: 'Compteur', purpose: 'ENGINE_HOURS' },
        ],
      },
      'fields.1.purpose',
      'ERR_EQUIPMENT_PURPOSE_REPEATED',
    ],
  ])('refuses %j: 400 with %s → %s, and writes nothing', async (payload, field, code) => {
    const before = await rowsOf(team.FULL_ADMIN.accountId);
    expectApiError(await call.createEquipment(team.FULL_ADMIN, payload), 400, 'ERR_VALIDATION', [{ field, message: code }]);
    expect(await rowsOf(team.FULL_ADMIN.accountId)).toEqual(before);
  });

  it("refuses a field with an id (a new type has none; it could only be someone else's)", async () => {
    const theirs = (await rowsOf(rival.FULL_ADMIN.accountId))[0]!;
    const before = await rowsOf(team.FULL_ADMIN.accountId);
    const response = await call.createEquipment(team.FULL_ADMIN, { name: 'Volé', fields: [{ id: theirs.fields[0]!.id, name: 'X', purpose: 'GENERAL' }] });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'fields.0.id', message: 'ERR_NOT_FOUND' }]);
    expect(await rowsOf(team.FULL_ADMIN.accountId)).toEqual(before);
    expect(await rowsOf(rival.FULL_ADMIN.accountId)).toContainEqual(theirs);
  });
});

describe('PUT /api/equipments/{id}', () => {
  it('renames the type; a field with an id is renamed, one without is added, a missing one removed; order as sent', async () => {
    const type = await newType();
    const [color, mileage, plate] = type.fields;
    const response = await call.updateEquipment(team.FULL_ADMIN, type.id, {
      name: 'Utilitaire',
      fields: [
        { id: plate!.id, name: 'Immatriculation', purpose: 'REGISTRATION' },
        { name: 'Notes', purpose: 'GENERAL' },
        { id: color!.id, name: 'Teinte', purpose: 'GENERAL' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = equipmentTypeSchema.parse(response.json().data);
    expect(updated.name).toBe('Utilitaire');
    expect(updated.fields.map((field) => [field.name, field.purpose])).toEqual([
      ['Immatriculation', 'REGISTRATION'],
      ['Notes', 'GENERAL'],
      ['Teinte', 'GENERAL'],
    ]);
    expect(updated.fields[0]!.id).toBe(plate!.id);
    expect(updated.fields[2]!.id).toBe(color!.id);
    expect([color!.id, plate!.id, mileage!.id]).not.toContain(updated.fields[1]!.id);
    expect((await call.equipment(team.FULL_ADMIN, type.id)).json().data).toEqual(updated);
    const row = (await rowsOf(team.FULL_ADMIN.accountId)).find((r) => r.id === type.id)!;
    expect(row.fields.map((field) => field.id)).not.toContain(mileage!.id);
    expect(row.fields.map((field) => field.position)).toEqual([0, 1, 2]);
  });

  it('re-purposes fields, even two that swap purposes', async () => {
    const type = await newType();
    const [color, mileage, plate] = type.fields;
    const response = await call.updateEquipment(team.FULL_ADMIN, type.id, {
      name: type.name,
      fields: [
        { id: color!.id, name: 'Couleur', purpose: 'GENERAL' },
        { id: mileage!.id, name: 'Plaque', purpose: 'REGISTRATION' },
        { id: plate!.id, name: 'Odomètre', purpose: 'MILEAGE' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.fields).toEqual([
      { id: color!.id, name: 'Couleur', purpose: 'GENERAL' },
      { id: mileage!.id, name: 'Plaque', purpose: 'REGISTRATION' },
      { id: plate!.id, name: 'Odomètre', purpose: 'MILEAGE' },
    ]);
  });

  it('an empty list removes every field', async () => {
    const type = await newType();
    const response = await call.updateEquipment(team.FULL_ADMIN, type.id, { name: type.name, fields: [] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.fields).toEqual([]);
    expect((await rowsOf(team.FULL_ADMIN.accountId)).find((r) => r.id === type.id)!.fields).toEqual([]);
  });

  it('refuses a repeated purpose (only GENERAL may repeat, §3) and writes nothing', async () => {
    const type = await newType();
    const before = await rowsOf(team.FULL_ADMIN.accountId);
    const response = await call.updateEquipment(team.FULL_ADMIN, type.id, {
      name: 'Renommé',
      fields: [...type.fields, { name: 'Autre plaque', purpose: 'REGISTRATION' }],
    });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'fields.3.purpose', message: 'ERR_EQUIPMENT_PURPOSE_REPEATED' }]);
    expect(await rowsOf(team.FULL_ADMIN.accountId)).toEqual(before);
  });

  it('refuses a field id of another type of the shop, of another shop, or sent twice, and writes nothing', async () => {
    const type = await newType();
    const other = await newType();
    const theirs = (await rowsOf(rival.FULL_ADMIN.accountId))[0]!;
    const before = stripped(await rowsOf(team.FULL_ADMIN.accountId));
    const theirsBefore = stripped(await rowsOf(rival.FULL_ADMIN.accountId));
    const response = await call.updateEquipment(team.FULL_ADMIN, type.id, {
      name: 'Renommé',
      fields: [
        { id: type.fields[0]!.id, name: 'Couleur', purpose: 'GENERAL' },
        { id: other.fields[0]!.id, name: 'Pris ailleurs', purpose: 'GENERAL' },
        { id: theirs.fields[0]!.id, name: 'Pris chez le voisin', purpose: 'GENERAL' },
        { id: type.fields[0]!.id, name: 'Couleur encore', purpose: 'GENERAL' },
      ],
    });
    expectApiError(response, 400, 'ERR_VALIDATION', [
      { field: 'fields.1.id', message: 'ERR_NOT_FOUND' },
      { field: 'fields.2.id', message: 'ERR_NOT_FOUND' },
      { field: 'fields.3.id', message: 'ERR_NOT_FOUND' },
    ]);
    expect(stripped(await rowsOf(team.FULL_ADMIN.accountId))).toEqual(before);
    expect(stripped(await rowsOf(rival.FULL_ADMIN.accountId))).toEqual(theirsBefore);
  });

  it("answers 404 for another shop's type and leaves it untouched", async () => {
    const theirs = (await rowsOf(rival.FULL_ADMIN.accountId))[0]!;
    const before = stripped(await rowsOf(rival.FULL_ADMIN.accountId));
    const response = await call.updateEquipment(team.FULL_ADMIN, theirs.id, { name: 'Piraté', fields: [] });
    expectApiError(response, 404, 'ERR_NOT_FOUND');
    expect(stripped(await rowsOf(rival.FULL_ADMIN.accountId))).toEqual(before);
  });

  it('keeps the vehicle values of a field that stays free, drops them when it becomes a vehicle column or is removed', async () => {
    const type = await newType();
    const [color, , plate] = type.fields;
    const created = await call.updateEquipment(team.FULL_ADMIN, type.id, {
      name: type.name,
      fields: [...type.fields, { name: 'Accessoires', purpose: 'GENERAL' }],
    });
    const accessories = created.json().data.fields[3];
    const uuid = await newMech(t, team.FULL_ADMIN, {
      type: { id: type.id },
      fieldValues: [
        { equipmentFieldId: color!.id, value: 'Rouge' },
        { equipmentFieldId: accessories.id, value: 'Attache' },
      ],
    });
    const mechId = (await mechRow(t, uuid))!.id;

    // Renamed but still GENERAL: kept. Re-purposed to RUNTIME (still a free field): kept.
    let response = await call.updateEquipment(team.FULL_ADMIN, type.id, {
      name: type.name,
      fields: [
        { id: color!.id, name: 'Teinte', purpose: 'GENERAL' },
        { id: plate!.id, name: 'Plaque', purpose: 'REGISTRATION' },
        { id: accessories.id, name: 'Temps', purpose: 'RUNTIME' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await fieldValueRowsOf(t, mechId)).map((row) => row.value).sort()).toEqual(['Attache', 'Rouge']);

    // Became MILEAGE (the vehicle's mileage column): its value goes. Removed: its value goes.
    response = await call.updateEquipment(team.FULL_ADMIN, type.id, {
      name: type.name,
      fields: [{ id: color!.id, name: 'Odomètre', purpose: 'MILEAGE' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await fieldValueRowsOf(t, mechId)).toEqual([]);
  });

  it('two simultaneous saves adding the same purpose both succeed, one after the other: one MILEAGE field remains', async () => {
    const created = await call.createEquipment(team.FULL_ADMIN, { name: 'Course', fields: [{ name: 'Couleur', purpose: 'GENERAL' }] });
    const type = equipmentTypeSchema.parse(created.json().data);
    const save = (name: string) => call.updateEquipment(team.FULL_ADMIN, type.id, { name: type.name, fields: [...type.fields, { name, purpose: 'MILEAGE' }] });
    const responses = await Promise.all([save('Kilométrage A'), save('Kilométrage B'), save('Kilométrage C')]);
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    const row = (await rowsOf(team.FULL_ADMIN.accountId)).find((r) => r.id === type.id)!;
    expect(row.fields.filter((field) => field.purpose === 'MILEAGE')).toHaveLength(1);
  });

  it('a write that still meets the unique purpose index is a 400 ERR_EQUIPMENT_PURPOSE_REPEATED, not a 500', async () => {
    const type = await newType();
    const error = await t.db
      .insert(equipmentFields)
      .values({ equipmentTypeId: type.id, name: 'Doublon', purpose: 'MILEAGE' })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeDefined();
    expect(() => rethrowAsPurposeRepeated(error)).toThrow(expect.objectContaining({ statusCode: 400, code: 'ERR_EQUIPMENT_PURPOSE_REPEATED' }));
  });
});

describe('DELETE /api/equipments/{id}/fields/{fieldId}', () => {
  it('removes the field and its vehicle values, and answers the type', async () => {
    const type = await newType();
    const [color, mileage, plate] = type.fields;
    const uuid = await newMech(t, team.FULL_ADMIN, { type: { id: type.id }, fieldValues: [{ equipmentFieldId: color!.id, value: 'Bleu' }] });
    const response = await call.removeField(team.ADMINISTRATOR, type.id, color!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: type.id, name: type.name, fields: [mileage, plate] });
    expect(await fieldValueRowsOf(t, (await mechRow(t, uuid))!.id)).toEqual([]);
    expectApiError(await call.removeField(team.ADMINISTRATOR, type.id, color!.id), 404, 'ERR_NOT_FOUND');
  });

  it("answers 404 for a field of another type, and for another shop's type or field; nothing is removed", async () => {
    const type = await newType();
    const other = await newType();
    const theirs = (await rowsOf(rival.FULL_ADMIN.accountId))[0]!;
    const mine = stripped(await rowsOf(team.FULL_ADMIN.accountId));
    const theirsBefore = stripped(await rowsOf(rival.FULL_ADMIN.accountId));
    expectApiError(await call.removeField(team.FULL_ADMIN, type.id, other.fields[0]!.id), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.removeField(team.FULL_ADMIN, type.id, theirs.fields[0]!.id), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.removeField(team.FULL_ADMIN, theirs.id, theirs.fields[0]!.id), 404, 'ERR_NOT_FOUND');
    expect(stripped(await rowsOf(team.FULL_ADMIN.accountId))).toEqual(mine);
    expect(stripped(await rowsOf(rival.FULL_ADMIN.accountId))).toEqual(theirsBefore);
  });
});

describe('DELETE /api/equipments/{id}', () => {
  it('deletes an unused type: it leaves the list and answers 404', async () => {
    const type = await newType();
    const response = await call.removeEquipment(team.FULL_ADMIN, type.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: type.id });
    expectApiError(await call.equipment(team.FULL_ADMIN, type.id), 404, 'ERR_NOT_FOUND');
    expect((await rowsOf(team.FULL_ADMIN.accountId)).map((r) => r.id)).not.toContain(type.id);
  });

  it('refuses a type a live vehicle uses (409 ERR_EQUIPMENT_IN_USE); once the vehicle is deleted, the type may go', async () => {
    const type = await newType();
    const uuid = await newMech(t, team.FULL_ADMIN, { type: { id: type.id } });
    expectApiError(await call.removeEquipment(team.FULL_ADMIN, type.id), 409, 'ERR_EQUIPMENT_IN_USE');
    expect((await rowsOf(team.FULL_ADMIN.accountId)).map((r) => r.id)).toContain(type.id);

    expect((await call.removeMech(team.FULL_ADMIN, uuid)).statusCode).toBe(200);
    const response = await call.removeEquipment(team.FULL_ADMIN, type.id);
    expect(response.statusCode, response.body).toBe(200);
    // The deleted vehicle stays for the history, without its type.
    expect(await mechRow(t, uuid)).toMatchObject({ typeId: null, deletedAt: expect.any(Date) });
  });

  it('a vehicle saved with a type while the type is deleted: one of the two wins cleanly, never a 500 nor a vehicle with a lost type', async () => {
    const customerUuid = await newCustomer(t, team.FULL_ADMIN);
    for (let round = 0; round < 5; round++) {
      const type = await newType();
      const [created, removed] = await Promise.all([
        call.createMech(team.FULL_ADMIN, { mech: { customerUuid, metric: { license: `RACE ${round}` }, type: { id: type.id } } }),
        call.removeEquipment(team.FULL_ADMIN, type.id),
      ]);
      if (created.statusCode === 201) {
        expectApiError(removed, 409, 'ERR_EQUIPMENT_IN_USE');
        expect((await mechRow(t, created.json().data.uuid))!.typeId).toBe(type.id);
      } else {
        expect(removed.statusCode, removed.body).toBe(200);
        expectApiError(created, 400, 'ERR_VALIDATION', [{ field: 'mech.type', message: 'ERR_NOT_FOUND' }]);
      }
    }
  });

  it("answers 404 for another shop's type and leaves it untouched", async () => {
    const theirs = (await rowsOf(rival.FULL_ADMIN.accountId))[0]!;
    const before = stripped(await rowsOf(rival.FULL_ADMIN.accountId));
    expectApiError(await call.removeEquipment(team.FULL_ADMIN, theirs.id), 404, 'ERR_NOT_FOUND');
    expect(stripped(await rowsOf(rival.FULL_ADMIN.accountId))).toEqual(before);
  });
});
