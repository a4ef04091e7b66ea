import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existingMechOf, mechSchema } from '@atelier/contracts';
import { mechs } from '../../db/schema/index.js';
import { expectApiError } from '../../../test/api-error.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { mechRow, mechRowsOf, newCustomer, newMech, vehicleCalls } from '../../../test/vehicles.js';

/* A VIN is one vehicle of a shop (issue 10): POST and PUT /api/mechs refuse a VIN another live vehicle of the shop has. */

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

let serial = 0;
/** A well-formed VIN no other test uses (the pattern is all that is checked on save). */
const freshVin = () => `1HGCM8263${String(Date.now() % 100000).padStart(5, '0')}${String((serial += 1) % 1000).padStart(3, '0')}`;
const liveCount = async (accountId = team.FULL_ADMIN.accountId) => (await mechRowsOf(t, accountId)).filter((row) => !row.deletedAt).length;
const taken = (uuid: string) => [
  { field: 'mech.serialNumber', message: 'ERR_VIN_TAKEN' },
  { field: `existingMech:${uuid}`, message: 'ERR_VIN_TAKEN' },
];

describe('a VIN is one vehicle of the shop', () => {
  it('POST refuses a VIN another live vehicle of the shop has (any case), naming it; nothing written', async () => {
    const vin = freshVin();
    const first = await newMech(t, team.FULL_ADMIN, { serialNumber: vin });
    const before = await liveCount();
    const response = await call.createMech(team.EMPLOYEE, { mech: { customerUuid: await newCustomer(t, team.FULL_ADMIN), serialNumber: ` ${vin.toLowerCase()} ` } });
    expectApiError(response, 409, 'ERR_VIN_TAKEN', taken(first));
    expect(existingMechOf(response.json().details)).toBe(first);
    expect(await liveCount()).toBe(before);
  });

  it("another shop may have the same VIN: its answers never reveal this shop's vehicle", async () => {
    const vin = freshVin();
    await newMech(t, team.FULL_ADMIN, { serialNumber: vin });
    const response = await call.createMech(rival.EMPLOYEE, { mech: { customerUuid: await newCustomer(t, rival.FULL_ADMIN), serialNumber: vin } });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("a deleted vehicle's VIN is free again; vehicles without a VIN are not concerned", async () => {
    const vin = freshVin();
    const gone = await newMech(t, team.FULL_ADMIN, { serialNumber: vin });
    expect((await call.removeMech(team.FULL_ADMIN, gone)).statusCode).toBe(200);
    await newMech(t, team.FULL_ADMIN, { serialNumber: vin });
    await newMech(t, team.FULL_ADMIN, { serialNumber: null });
    await newMech(t, team.FULL_ADMIN, { serialNumber: '' });
  });

  it('PUT refuses a VIN another vehicle has, keeps its own, and 20 racing creations give one vehicle', async () => {
    const vin = freshVin();
    const first = await newMech(t, team.FULL_ADMIN, { serialNumber: vin });
    const second = await newMech(t, team.FULL_ADMIN, { serialNumber: freshVin() });
    const before = await mechRow(t, second);
    expectApiError(await call.updateMech(team.EMPLOYEE, second, { mech: { serialNumber: vin } }), 409, 'ERR_VIN_TAKEN', taken(first));
    expect(await mechRow(t, second)).toEqual(before);
    const same = await call.updateMech(team.EMPLOYEE, first, { mech: { serialNumber: vin, modelYear: 2003 } });
    expect(same.statusCode, same.body).toBe(200);

    const raced = freshVin();
    const customerUuid = await newCustomer(t, team.FULL_ADMIN);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call.createMech(team.EMPLOYEE, { mech: { customerUuid, serialNumber: raced } })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    const winner = mechSchema.parse(answers.find((a) => a.statusCode === 201)!.json().data);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) expectApiError(answer, 409, 'ERR_VIN_TAKEN', taken(winner.uuid));
    const rows = (await mechRowsOf(t, team.FULL_ADMIN.accountId)).filter((row) => row.serialNumber === raced && !row.deletedAt);
    expect(rows).toHaveLength(1);
  });

  it("PUT /mechs/{uuid}/customer moves the vehicle to its new owner; another shop's vehicle or customer is 404", async () => {
    const seller = await newCustomer(t, team.FULL_ADMIN, 'Ancien Propriétaire');
    const buyer = await newCustomer(t, team.FULL_ADMIN, 'Nouvelle Propriétaire');
    const mech = await newMech(t, team.FULL_ADMIN, { customerUuid: seller, serialNumber: freshVin() });
    const moved = await t.app.inject({ method: 'PUT', url: `/api/mechs/${mech}/customer`, headers: team.EMPLOYEE.auth, payload: { customerUuid: buyer } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(mechSchema.parse(moved.json().data).customer).toMatchObject({ uuid: buyer, fullname: 'Nouvelle Propriétaire' });

    const before = await mechRow(t, mech);
    const theirCustomer = await newCustomer(t, rival.FULL_ADMIN);
    const theirMech = await newMech(t, rival.FULL_ADMIN, { serialNumber: freshVin() });
    const move = (as: typeof team.EMPLOYEE, uuid: string, customerUuid: string) =>
      t.app.inject({ method: 'PUT', url: `/api/mechs/${uuid}/customer`, headers: as.auth, payload: { customerUuid } });
    expectApiError(await move(team.EMPLOYEE, mech, theirCustomer), 404, 'ERR_NOT_FOUND', [{ field: 'customerUuid', message: 'ERR_NOT_FOUND' }]);
    expectApiError(await move(team.EMPLOYEE, theirMech, buyer), 404, 'ERR_NOT_FOUND');
    expectApiError(await move(team.GUEST, mech, seller), 403, 'ERR_FORBIDDEN');
    expect(await mechRow(t, mech)).toEqual(before);
  });
});

describe('migration 0013 on a database that already has duplicate VINs', () => {
  it('keeps every vehicle and its VIN, the first one holding it; a flagged one is saved as is, and loses the flag with a new VIN', async () => {
    const accountId = team.FULL_ADMIN.accountId;
    const vin = freshVin();
    const customerUuid = await newCustomer(t, team.FULL_ADMIN);
    const uuids = [await newMech(t, team.FULL_ADMIN, { customerUuid, serialNumber: freshVin() })];
    uuids.push(await newMech(t, team.FULL_ADMIN, { customerUuid, serialNumber: freshVin() }));
    uuids.push(await newMech(t, team.FULL_ADMIN, { customerUuid, serialNumber: freshVin() }));
    // The database before the migration: no index, three vehicles sharing a VIN (one deleted elsewhere).
    await t.db.execute(sql`DROP INDEX mechs_account_vin_idx`);
    for (const uuid of uuids)
      await t.db
        .update(mechs)
        .set({ serialNumber: vin, vinConflict: false })
        .where(sql`${mechs.uuid} = ${uuid}`);
    const file = fileURLToPath(new URL('../../../drizzle/0013_vin_one_vehicle.sql', import.meta.url));
    const [, ...statements] = readFileSync(file, 'utf8').split('--> statement-breakpoint');
    for (const statement of statements) await t.db.execute(sql.raw(statement));

    const rows = await Promise.all(uuids.map((uuid) => mechRow(t, uuid)));
    expect(rows.map((row) => [row!.serialNumber, row!.vinConflict, row!.deletedAt])).toEqual([
      [vin, false, null],
      [vin, true, null],
      [vin, true, null],
    ]);
    expect(await liveCount(accountId)).toBeGreaterThanOrEqual(3);
    // A flagged vehicle is still edited with its VIN; a new vehicle with it is refused.
    expect((await call.updateMech(team.EMPLOYEE, uuids[1]!, { mech: { serialNumber: vin, modelYear: 2010 } })).statusCode).toBe(200);
    expectApiError(await call.createMech(team.EMPLOYEE, { mech: { customerUuid, serialNumber: vin } }), 409, 'ERR_VIN_TAKEN', taken(uuids[0]!));
    // Given its own VIN, it is an ordinary vehicle again.
    const own = freshVin();
    expect((await call.updateMech(team.EMPLOYEE, uuids[2]!, { mech: { serialNumber: own } })).statusCode).toBe(200);
    expect(await mechRow(t, uuids[2]!)).toMatchObject({ serialNumber: own, vinConflict: false });
  });
});
