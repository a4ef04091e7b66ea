import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vinDecodeSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await usersOfEveryRole(t);
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

  it('decodes another make and year (a 2023 Hyundai Kona)', async () => {
    const data = (await decode('KM8K2CAB4PU001140')).json().data;
    expect(data).toMatchObject({ makeName: 'Hyundai', modelName: 'Kona', modelYear: 2023 });
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
