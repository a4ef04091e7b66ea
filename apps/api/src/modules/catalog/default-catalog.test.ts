import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogListSchema } from '@atelier/contracts';
import { users } from '../../db/schema/index.js';
import { catalogCalls, catalogRowsOf } from '../../../test/catalog.js';
import { signup } from '../../../test/fixtures.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await usersOfEveryRole(t);
});
afterAll(() => t.close());

/** [code, name, price] of a new account's catalogue (written out on purpose), in code order. */
const FRENCH_SERVICES = [
  ['SRV-001', "Vidange d'huile et filtre", 89.95],
  ['SRV-002', 'Permutation des pneus', 39.95],
  ['SRV-003', "Pose de pneus d'hiver (4 roues)", 79.95],
  ['SRV-004', 'Diagnostic électronique', null],
  ['SRV-005', 'Freins avant – plaquettes', 189.95],
  ['SRV-006', 'Inspection 100 points', 49.95],
  ['SRV-007', 'Alignement', 99.95],
  ['SRV-008', 'Remplacement de batterie', 59.95],
  ['SRV-009', 'Recharge de climatisation', 149.95],
];
const FRENCH_PRODUCTS = [
  ['PRD-001', 'Huile synthétique 5W30 (litre)', 12.95],
  ['PRD-002', 'Filtre à huile', 14.95],
  ['PRD-003', 'Plaquettes de frein avant', 74.95],
  ['PRD-004', 'Batterie 12 V', 189.95],
  ['PRD-005', "Balais d'essuie-glace (paire)", 29.95],
  ['PRD-006', 'Liquide lave-glace -40 °C', 6.95],
  ['PRD-007', 'Antigel (4 L)', 29.95],
];
const ENGLISH_SERVICES = [
  ['SRV-001', 'Oil and filter change', 89.95],
  ['SRV-002', 'Tire rotation', 39.95],
  ['SRV-003', 'Winter tire installation (4 wheels)', 79.95],
  ['SRV-004', 'Electronic diagnostic', null],
  ['SRV-005', 'Front brakes – pads', 189.95],
  ['SRV-006', '100-point inspection', 49.95],
  ['SRV-007', 'Wheel alignment', 99.95],
  ['SRV-008', 'Battery replacement', 59.95],
  ['SRV-009', 'A/C recharge', 149.95],
];
const ENGLISH_PRODUCTS = [
  ['PRD-001', '5W30 synthetic oil (litre)', 12.95],
  ['PRD-002', 'Oil filter', 14.95],
  ['PRD-003', 'Front brake pads', 74.95],
  ['PRD-004', '12 V battery', 189.95],
  ['PRD-005', 'Wiper blades (pair)', 29.95],
  ['PRD-006', 'Washer fluid -40 °C', 6.95],
  ['PRD-007', 'Antifreeze (4 L)', 29.95],
];

const shape = (items: { code: string | null; name: string; price: number | string | null }[]) =>
  items.map((item) => [item.code, item.name, item.price === null ? null : Number(item.price)]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));

async function accountOf(email: string): Promise<number> {
  const [row] = await t.db.select({ accountId: users.accountId }).from(users).where(eq(users.email, email));
  return row!.accountId;
}

describe('default catalogue of a new account', () => {
  it('a French sign-up (the default language) starts with the services and products in French, through the API', async () => {
    const list = async (path: 'services' | 'products') => catalogListSchema.parse((await catalogCalls(t, path).list(team.EMPLOYEE, '?pageSize=100')).json().data).list;
    const services = await list('services');
    const products = await list('products');
    expect(shape(services)).toEqual(FRENCH_SERVICES);
    expect(shape(products)).toEqual(FRENCH_PRODUCTS);
    // Every item is described, and the diagnostic (no price) is the one priced at the hourly rate.
    expect([...services, ...products].every((item) => item.description && item.rateType === 'STANDARD')).toBe(true);
    expect(services.find((item) => item.code === 'SRV-004')).toMatchObject({ price: null, prices: [] });
  });

  it.each([
    ['en', ENGLISH_SERVICES, ENGLISH_PRODUCTS],
    ['fr', FRENCH_SERVICES, FRENCH_PRODUCTS],
    ['fr-CA', FRENCH_SERVICES, FRENCH_PRODUCTS],
  ])('a sign-up in %s names them in that language, in the sign-up transaction', async (language, expectedServices, expectedProducts) => {
    const { response, email } = await signup(t, { preferences: { language } });
    expect(response.statusCode, response.body).toBeLessThan(300);
    const rows = await catalogRowsOf(t, await accountOf(email));
    expect(shape(rows.filter((row) => row.kind === 'SERVICE'))).toEqual(expectedServices);
    expect(shape(rows.filter((row) => row.kind === 'PRODUCT'))).toEqual(expectedProducts);
  });

  it('each account gets its own copies, which the owner can edit without touching another shop', async () => {
    const other = await usersOfEveryRole(t);
    const mine = await catalogRowsOf(t, team.FULL_ADMIN.accountId);
    const theirs = await catalogRowsOf(t, other.FULL_ADMIN.accountId);
    expect(theirs.map((row) => row.id).filter((id) => mine.some((row) => row.id === id))).toEqual([]);
    const oilChange = mine.find((row) => row.code === 'SRV-001')!;
    const edited = await catalogCalls(t, 'services').update(team.FULL_ADMIN, oilChange.id, { name: oilChange.name, code: 'SRV-001', price: 94.95 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await catalogRowsOf(t, other.FULL_ADMIN.accountId)).find((row) => row.code === 'SRV-001')?.price).toBe('89.95');
  });
});
