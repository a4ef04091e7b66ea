import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentTypeSchema } from '@atelier/contracts';
import { users } from '../../db/schema/index.js';
import { signup } from '../../../test/fixtures.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { equipmentRowsOf, vehicleCalls } from '../../../test/vehicles.js';

let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await usersOfEveryRole(t);
});
afterAll(() => t.close());

/** What an account's types look like as [name, [field name, purpose]…] (written out on purpose). */
const FRENCH = [
  [
    'Voiture',
    [
      ['Marque, modèle et année', 'MAKE_MODEL_YEAR'],
      ['NIV', 'SERIAL_NUMBER'],
      ['Plaque', 'REGISTRATION'],
      ['Kilométrage', 'MILEAGE'],
    ],
  ],
  [
    'Camion',
    [
      ['Marque, modèle et année', 'MAKE_MODEL_YEAR'],
      ['NIV', 'SERIAL_NUMBER'],
      ['Plaque', 'REGISTRATION'],
      ['Kilométrage', 'MILEAGE'],
      ['Heures moteur', 'ENGINE_HOURS'],
    ],
  ],
  [
    'Moto',
    [
      ['Marque, modèle et année', 'MAKE_MODEL_YEAR'],
      ['NIV', 'SERIAL_NUMBER'],
      ['Plaque', 'REGISTRATION'],
      ['Kilométrage', 'MILEAGE'],
    ],
  ],
  [
    'VR',
    [
      ['Marque, modèle et année', 'MAKE_MODEL_YEAR'],
      ['NIV', 'SERIAL_NUMBER'],
      ['Plaque', 'REGISTRATION'],
      ['Kilométrage', 'MILEAGE'],
      ['Heures moteur', 'ENGINE_HOURS'],
    ],
  ],
  [
    'Remorque',
    [
      ['Marque, modèle et année', 'MAKE_MODEL_YEAR'],
      ['NIV', 'SERIAL_NUMBER'],
      ['Plaque', 'REGISTRATION'],
    ],
  ],
  [
    'Machinerie',
    [
      ['Marque, modèle et année', 'MAKE_MODEL_YEAR'],
      ['Numéro de série', 'SERIAL_NUMBER'],
      ['Heures moteur', 'ENGINE_HOURS'],
      ["Temps d'utilisation", 'RUNTIME'],
    ],
  ],
  [
    'Petit moteur',
    [
      ['Marque, modèle et année', 'MAKE_MODEL_YEAR'],
      ['Numéro de série', 'SERIAL_NUMBER'],
      ["Temps d'utilisation", 'RUNTIME'],
    ],
  ],
];
const ENGLISH = [
  [
    'Car',
    [
      ['Make, model and year', 'MAKE_MODEL_YEAR'],
      ['VIN', 'SERIAL_NUMBER'],
      ['Licence plate', 'REGISTRATION'],
      ['Mileage', 'MILEAGE'],
    ],
  ],
  [
    'Truck',
    [
      ['Make, model and year', 'MAKE_MODEL_YEAR'],
      ['VIN', 'SERIAL_NUMBER'],
      ['Licence plate', 'REGISTRATION'],
      ['Mileage', 'MILEAGE'],
      ['Engine hours', 'ENGINE_HOURS'],
    ],
  ],
  [
    'Motorcycle',
    [
      ['Make, model and year', 'MAKE_MODEL_YEAR'],
      ['VIN', 'SERIAL_NUMBER'],
      ['Licence plate', 'REGISTRATION'],
      ['Mileage', 'MILEAGE'],
    ],
  ],
  [
    'RV',
    [
      ['Make, model and year', 'MAKE_MODEL_YEAR'],
      ['VIN', 'SERIAL_NUMBER'],
      ['Licence plate', 'REGISTRATION'],
      ['Mileage', 'MILEAGE'],
      ['Engine hours', 'ENGINE_HOURS'],
    ],
  ],
  [
    'Trailer',
    [
      ['Make, model and year', 'MAKE_MODEL_YEAR'],
      ['VIN', 'SERIAL_NUMBER'],
      ['Licence plate', 'REGISTRATION'],
    ],
  ],
  [
    'Machinery',
    [
      ['Make, model and year', 'MAKE_MODEL_YEAR'],
      ['Serial number', 'SERIAL_NUMBER'],
      ['Engine hours', 'ENGINE_HOURS'],
      ['Runtime', 'RUNTIME'],
    ],
  ],
  [
    'Small engine',
    [
      ['Make, model and year', 'MAKE_MODEL_YEAR'],
      ['Serial number', 'SERIAL_NUMBER'],
      ['Runtime', 'RUNTIME'],
    ],
  ],
];

const shape = (types: { name: string; fields: { name: string; purpose: string }[] }[]) =>
  types.map((type) => [type.name, type.fields.map((field) => [field.name, field.purpose])]);

async function accountOf(email: string): Promise<number> {
  const [row] = await t.db.select({ accountId: users.accountId }).from(users).where(eq(users.email, email));
  return row!.accountId;
}

describe('default equipment types of a new account', () => {
  it('a French sign-up (the default language) starts with the seven types in French, in order, through GET /api/equipments', async () => {
    const response = await vehicleCalls(t).equipments(team.EMPLOYEE);
    expect(response.statusCode, response.body).toBe(200);
    const types = equipmentTypeSchema.array().parse(response.json().data);
    expect(shape(types)).toEqual(FRENCH);
  });

  it.each([
    ['en', ENGLISH],
    ['fr', FRENCH],
    ['fr-CA', FRENCH],
  ])('a sign-up in %s names them in that language, in the sign-up transaction', async (language, expected) => {
    const { response, email } = await signup(t, { preferences: { language } });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const types = await equipmentRowsOf(t, await accountOf(email));
    expect(shape(types)).toEqual(expected);
    expect(types.map((type) => type.position)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('each account gets its own copies: two shops never share a type or a field', async () => {
    const other = await usersOfEveryRole(t);
    const mine = await equipmentRowsOf(t, team.FULL_ADMIN.accountId);
    const theirs = await equipmentRowsOf(t, other.FULL_ADMIN.accountId);
    expect(shape(theirs)).toEqual(shape(mine));
    const typeIds = (types: typeof mine) => types.map((type) => type.id);
    const fieldIds = (types: typeof mine) => types.flatMap((type) => type.fields.map((field) => field.id));
    expect(typeIds(theirs).filter((id) => typeIds(mine).includes(id))).toEqual([]);
    expect(fieldIds(theirs).filter((id) => fieldIds(mine).includes(id))).toEqual([]);
  });
});
