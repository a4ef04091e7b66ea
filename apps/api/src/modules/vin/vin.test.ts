import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vinDecodeSchema } from '@atelier/contracts';
import { makes, models } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { makeCalls, systemMake, systemModel } from '../../../test/makes.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;
let rival: Team;

beforeAll(async () => {
  t = await createTestApp();
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

const decode = (vin: string, auth = team.EMPLOYEE.auth) => t.app.inject({ method: 'GET', url: `/api/vin/${vin}`, headers: auth });

describe('GET /api/vin/{serialNumber}', () => {
  it('decodes a real VIN offline from the vPIC data: 1HGCM82633A123456 is a 2003 Honda Accord', async () => {
    const response = await decode('1HGCM82633A123456');
    expect(response.statusCode).toBe(200);
    const data = vinDecodeSchema.parse(response.json().data);
    expect(data).toMatchObject({ serialNumber: '1HGCM82633A123456', makeName: 'Honda', modelName: 'Accord', modelYear: 2003 });
  });

  it('says whether the check digit (9th character) is right: a wrong one still decodes', async () => {
    // 1HGCM82633A123456 computes to 7 at position 9 (it has 3); 1HGCM82633A004352 is right.
    const wrong = vinDecodeSchema.parse((await decode('1HGCM82633A123456')).json().data);
    expect(wrong).toMatchObject({ makeName: 'Honda', modelYear: 2003, checkDigitValid: false });
    const right = vinDecodeSchema.parse((await decode('1HGCM82633A004352')).json().data);
    expect(right).toMatchObject({ makeName: 'Honda', modelYear: 2003, checkDigitValid: true });
  });

  it('sets make and model from the make list (§5): the SYSTEM Honda and its Accord, with their ids', async () => {
    const honda = await systemMake(t, 'Honda');
    const accord = await systemModel(t, honda.id, 'Accord');
    const data = vinDecodeSchema.parse((await decode('1HGCM82633A123456')).json().data);
    expect(data.modelYear).toBe(2003);
    expect(data.make).toEqual({ id: honda.id, name: 'Honda' });
    expect(data.model).toEqual({ id: accord.id, name: 'Accord', make: { id: honda.id, name: 'Honda' } });
    expect(data.model!.make.id).toBe(data.make!.id);
  });

  it('decodes another make and year (a 2023 Hyundai Kona)', async () => {
    const data = (await decode('KM8K2CAB4PU001140')).json().data;
    expect(data).toMatchObject({ makeName: 'Hyundai', modelName: 'Kona', modelYear: 2023 });
    const hyundai = await systemMake(t, 'Hyundai');
    expect(data).toMatchObject({ make: { id: hyundai.id, name: 'Hyundai' }, model: { name: 'Kona', make: { id: hyundai.id } } });
  });

  it('still matches a make the shop excluded: the VIN is the truth', async () => {
    const call = makeCalls(t);
    const honda = await systemMake(t, 'Honda');
    expect((await call.exclude(team.FULL_ADMIN, { makeIds: [honda.id] })).statusCode).toBe(200);
    expect((await decode('1HGCM82633A123456')).json().data.make).toEqual({ id: honda.id, name: 'Honda' });
    expect((await call.exclude(team.FULL_ADMIN, { makeIds: [] })).statusCode).toBe(200);
  });

  it("matches a model per shop: one shop's own model, never another shop's, though the decoding is cached", async () => {
    const call = makeCalls(t);
    // This file's own database: without vPIC's Elantra, only a shop's USER model can match.
    const hyundai = await systemMake(t, 'Hyundai');
    await t.db.delete(models).where(eq(models.id, (await systemModel(t, hyundai.id, 'Elantra')).id));
    const vin = 'KMHDH4AE3DU486112';
    const before = (await decode(vin)).json().data;
    expect(before).toMatchObject({ makeName: 'Hyundai', modelName: 'Elantra', make: { id: hyundai.id }, model: null });
    const created = await call.createModel(team.EMPLOYEE, hyundai.id, { name: 'ELANTRA' });
    expect(created.statusCode, created.body).toBe(201);
    const ours = (await decode(vin)).json().data;
    expect(ours.model).toEqual({ id: created.json().data.id, name: 'ELANTRA', make: { id: hyundai.id, name: 'Hyundai' } });
    expect((await decode(vin, rival.EMPLOYEE.auth)).json().data).toMatchObject({ make: { id: hyundai.id }, model: null });
  });

  it("matches the shop's own USER make when the list has no SYSTEM make of that name", async () => {
    const call = makeCalls(t);
    // This file's own database: a Hyundai that vPIC would not list.
    await t.db.delete(makes).where(eq(makes.id, (await systemMake(t, 'Hyundai')).id));
    const created = await call.createMake(team.EMPLOYEE, { name: 'HYUNDAÏ' });
    expect(created.statusCode, created.body).toBe(201);
    const ours = (await decode('KM8K2CAB4PU001140')).json().data;
    expect(ours).toMatchObject({ makeName: 'Hyundai', make: { id: created.json().data.id, name: 'HYUNDAÏ' }, model: null });
    expect((await decode('KM8K2CAB4PU001140', rival.EMPLOYEE.auth)).json().data).toMatchObject({ makeName: 'Hyundai', make: null, model: null });
  });

  it('accepts the VIN in lower case', async () => {
    expect((await decode('1hgcm82633a123456')).json().data.makeName).toBe('Honda');
  });

  it('unpacks the vPIC database under DATA_DIR/vpic, not in the home directory', () => {
    expect(existsSync(join(t.config.dataDir, 'vpic', 'vpic.lite.db'))).toBe(true);
  });

  it.each([
    ['too short', '1HGCM82633A12345'],
    ['too long', '1HGCM82633A1234567'],
    ['with an I, O or Q', '1HGCM82633A12345I'],
    ['with a symbol', '1HGCM82633A12345-'],
  ])('answers a VIN %s with 400 ERR_INVALID_VIN, never a 500', async (_label, vin) => {
    expectApiError(await decode(vin), 400, 'ERR_VALIDATION', [{ field: 'serialNumber', message: 'ERR_INVALID_VIN' }]);
  });

  it('answers a well-formed VIN the data cannot decode with a clear 4xx', async () => {
    const response = await decode('00000000000000000');
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(['ERR_INVALID_VIN', 'ERR_VIN_NOT_FOUND']).toContain(response.json().message);
  });

  it('requires a signed-in user who works on vehicles', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/vin/1HGCM82633A123456' }), 401, 'ERR_UNAUTHENTICATED');
    expectApiError(await decode('1HGCM82633A123456', team.GUEST.auth), 403, 'ERR_FORBIDDEN');
  });
});
