import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxGroupListSchema, type TaxGroupsBody } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { signup } from '../../../test/fixtures.js';
import { usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { taxes, taxGroups, users } from '../../db/schema/index.js';
import { accountTaxes } from './account-taxes.js';

let t: TestApp;
let team: Team;
let rival: Team;

beforeAll(async () => {
  t = await createTestApp();
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

const getTaxes = (as: Member) => t.app.inject({ method: 'GET', url: '/api/taxes', headers: as.auth });
const patchTaxes = (as: Member, payload: TaxGroupsBody | Record<string, unknown>) => t.app.inject({ method: 'PATCH', url: '/api/taxes', headers: as.auth, payload });
const deleteTax = (as: Member, id: number | string) => t.app.inject({ method: 'DELETE', url: `/api/taxes/${id}`, headers: as.auth });

/** The account's groups and taxes as stored, in order (what the API must not get wrong). */
async function rowsOf(accountId: number) {
  const groups = await t.db.select().from(taxGroups).where(eq(taxGroups.accountId, accountId)).orderBy(asc(taxGroups.position), asc(taxGroups.id));
  const all = await t.db.select().from(taxes).where(eq(taxes.accountId, accountId)).orderBy(asc(taxes.position), asc(taxes.id));
  return groups.map((group) => ({
    id: group.id,
    name: group.name,
    position: group.position,
    taxes: all.filter((tax) => tax.taxGroupId === group.id).map(({ id, name, description, rate, position }) => ({ id, name, description, rate, position })),
  }));
}

async function accountOf(email: string): Promise<number> {
  const [row] = await t.db.select({ accountId: users.accountId }).from(users).where(eq(users.email, email));
  return row!.accountId;
}

/** A new shop (fr-CA, the default language) with a user of every role. */
async function newShop(): Promise<Team> {
  return usersOfEveryRole(t);
}

const QUEBEC_FR = {
  name: 'Québec',
  taxes: [
    { name: 'TPS', description: 'Taxe sur les produits et services', rate: 5 },
    { name: 'TVQ', description: 'Taxe de vente du Québec', rate: 9.975 },
  ],
};
const shape = (list: { name: string; taxes: { name: string; description: string | null; rate: number | string }[] }[]) =>
  list.map((group) => ({ name: group.name, taxes: group.taxes.map(({ name, description, rate }) => ({ name, description, rate: Number(rate) })) }));

describe('default taxes of a new account', () => {
  it('a fr-CA sign-up (the default language) starts with Québec: TPS 5 % and TVQ 9.975 %, read by an EMPLOYEE', async () => {
    const response = await getTaxes(team.EMPLOYEE);
    expect(response.statusCode, response.body).toBe(200);
    const { list } = taxGroupListSchema.parse(response.json().data);
    expect(shape(list)).toEqual([QUEBEC_FR]);
  });

  it.each([
    ['fr-CA', [QUEBEC_FR]],
    [
      'en',
      [
        {
          name: 'Québec',
          taxes: [
            { name: 'GST', description: 'Goods and Services Tax', rate: 5 },
            { name: 'QST', description: 'Quebec Sales Tax', rate: 9.975 },
          ],
        },
      ],
    ],
    ['fr', [{ name: 'France', taxes: [{ name: 'TVA', description: 'Taxe sur la valeur ajoutée', rate: 20 }] }]],
  ])('a sign-up in %s gets its group in the sign-up transaction', async (language, expected) => {
    const { response, email } = await signup(t, { preferences: { language } });
    expect(response.statusCode, response.body).toBeLessThan(300);
    expect(shape(await rowsOf(await accountOf(email)))).toEqual(expected);
  });

  it('accountTaxes answers the first group taxes in order, as numbers', async () => {
    const taxesOfTeam = await accountTaxes(t.db, team.FULL_ADMIN.accountId);
    expect(taxesOfTeam.map(({ name, rate }) => [name, rate])).toEqual([
      ['TPS', 5],
      ['TVQ', 9.975],
    ]);
  });
});

describe('GET /api/taxes', () => {
  it("answers only the caller's groups and taxes: never a rival's", async () => {
    const response = await getTaxes(team.FULL_ADMIN);
    const { list } = taxGroupListSchema.parse(response.json().data);
    const idsOf = (groups: { id: number; taxes: { id: number }[] }[]) => ({
      groups: groups.map((group) => group.id),
      taxes: groups.flatMap((group) => group.taxes.map((tax) => tax.id)),
    });
    const answered = idsOf(list);
    expect(answered).toEqual(idsOf(await rowsOf(team.FULL_ADMIN.accountId)));
    const theirs = idsOf(await rowsOf(rival.FULL_ADMIN.accountId));
    expect(answered.groups.filter((id) => theirs.groups.includes(id))).toEqual([]);
    expect(answered.taxes.filter((id) => theirs.taxes.includes(id))).toEqual([]);
  });
});

describe('PATCH /api/taxes', () => {
  it('updates taxes with an id, creates those without (rate 0 when left out), removes those left out, in the order sent', async () => {
    const shop = await newShop();
    const [group] = await rowsOf(shop.FULL_ADMIN.accountId);
    const [tps, tvq] = group!.taxes;
    const response = await patchTaxes(shop.ADMINISTRATOR, {
      list: [
        {
          id: group!.id,
          name: ' Québec 2026 ',
          taxes: [
            { name: 'Écofrais', description: '' },
            { id: tvq!.id, name: 'TVQ', description: 'Taxe de vente du Québec', rate: 9.9751 },
          ],
        },
        { name: 'Ontario', taxes: [{ id: tps!.id, name: 'TVH', description: null, rate: 13 }] },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const answered = taxGroupListSchema.parse(response.json().data);
    expect(answered).toEqual((await getTaxes(shop.EMPLOYEE)).json().data);

    const rows = await rowsOf(shop.FULL_ADMIN.accountId);
    expect(rows).toEqual([
      {
        id: group!.id,
        name: 'Québec 2026',
        position: 0,
        taxes: [
          { id: expect.any(Number), name: 'Écofrais', description: null, rate: '0.0000', position: 0 },
          { id: tvq!.id, name: 'TVQ', description: 'Taxe de vente du Québec', rate: '9.9751', position: 1 },
        ],
      },
      // The TPS row moved to the new group, renamed: same id.
      { id: expect.any(Number), name: 'Ontario', position: 1, taxes: [{ id: tps!.id, name: 'TVH', description: null, rate: '13.0000', position: 0 }] },
    ]);
    expect(answered.list[0]!.taxes[1]!.rate).toBe(9.9751);

    // Leaving a group out removes it with its taxes.
    const removed = await patchTaxes(shop.FULL_ADMIN, { list: [{ id: rows[1]!.id, name: 'Ontario', taxes: [{ id: tps!.id, name: 'TVH', rate: 13 }] }] });
    expect(removed.statusCode, removed.body).toBe(200);
    const left = await rowsOf(shop.FULL_ADMIN.accountId);
    expect(shape(left)).toEqual([{ name: 'Ontario', taxes: [{ name: 'TVH', description: null, rate: 13 }] }]);
    expect(await t.db.select().from(taxes).where(eq(taxes.taxGroupId, group!.id))).toEqual([]);

    // An empty list is allowed: the shop charges no tax.
    const none = await patchTaxes(shop.FULL_ADMIN, { list: [] });
    expect(none.json().data).toEqual({ list: [] });
    expect(await rowsOf(shop.FULL_ADMIN.accountId)).toEqual([]);
    expect(await accountTaxes(t.db, shop.FULL_ADMIN.accountId)).toEqual([]);
  });

  it.each([
    ['-1', -1],
    ['above 100', 100.5],
    ['five decimals', 9.12345],
    ['a string', '5'],
    ['null', null],
  ])('refuses a rate that is %s with ERR_INVALID_TAX_RATE on that field; nothing written', async (_label, rate) => {
    const before = await rowsOf(team.FULL_ADMIN.accountId);
    const [group] = before;
    const response = await patchTaxes(team.FULL_ADMIN, {
      list: [
        {
          id: group!.id,
          name: 'Québec',
          taxes: [
            { id: group!.taxes[0]!.id, name: 'TPS', rate: 5 },
            { name: 'X', rate },
          ],
        },
      ],
    });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'list.0.taxes.1.rate', message: 'ERR_INVALID_TAX_RATE' }]);
    expect(await rowsOf(team.FULL_ADMIN.accountId)).toEqual(before);
  });

  it('accepts the bounds 0 and 100 and four decimals', async () => {
    const shop = await newShop();
    const response = await patchTaxes(shop.FULL_ADMIN, {
      list: [
        {
          name: 'Bornes',
          taxes: [
            { name: 'A', rate: 0 },
            { name: 'B', rate: 100 },
            { name: 'C', rate: 0.0001 },
          ],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.list[0].taxes.map((tax: { rate: number }) => tax.rate)).toEqual([0, 100, 0.0001]);
  });

  it('requires a name on groups and taxes (ERR_NAME_REQUIRED on each field); nothing written', async () => {
    const before = await rowsOf(team.FULL_ADMIN.accountId);
    const response = await patchTaxes(team.FULL_ADMIN, {
      list: [
        {
          name: ' ',
          taxes: [
            { name: 'TPS', rate: 5 },
            { name: '', rate: 1 },
          ],
        },
      ],
    });
    expectApiError(response, 400, 'ERR_VALIDATION', [
      { field: 'list.0.name', message: 'ERR_NAME_REQUIRED' },
      { field: 'list.0.taxes.1.name', message: 'ERR_NAME_REQUIRED' },
    ]);
    expect(await rowsOf(team.FULL_ADMIN.accountId)).toEqual(before);
  });

  it("refuses a rival's group or tax id, or an id sent twice: 400 on that path, neither shop changed", async () => {
    const before = await rowsOf(team.FULL_ADMIN.accountId);
    const theirsBefore = await rowsOf(rival.FULL_ADMIN.accountId);
    const [mine] = before;
    const [theirs] = theirsBefore;

    const rivalGroup = await patchTaxes(team.FULL_ADMIN, { list: [{ id: theirs!.id, name: 'Volé', taxes: [] }] });
    expectApiError(rivalGroup, 400, 'ERR_VALIDATION', [{ field: 'list.0.id', message: 'ERR_NOT_FOUND' }]);

    const rivalTax = await patchTaxes(team.FULL_ADMIN, {
      list: [{ id: mine!.id, name: 'Québec', taxes: [{ id: theirs!.taxes[0]!.id, name: 'Volée', rate: 1 }] }],
    });
    expectApiError(rivalTax, 400, 'ERR_VALIDATION', [{ field: 'list.0.taxes.0.id', message: 'ERR_NOT_FOUND' }]);

    const twice = await patchTaxes(team.FULL_ADMIN, {
      list: [
        {
          id: mine!.id,
          name: 'Québec',
          taxes: [
            { id: mine!.taxes[0]!.id, name: 'A', rate: 1 },
            { id: mine!.taxes[0]!.id, name: 'B', rate: 2 },
          ],
        },
      ],
    });
    expectApiError(twice, 400, 'ERR_VALIDATION', [{ field: 'list.0.taxes.1.id', message: 'ERR_NOT_FOUND' }]);

    expect(await rowsOf(team.FULL_ADMIN.accountId)).toEqual(before);
    expect(await rowsOf(rival.FULL_ADMIN.accountId)).toEqual(theirsBefore);
  });

  it('leaves every other shop untouched when a shop replaces its list', async () => {
    const shop = await newShop();
    const theirsBefore = await rowsOf(rival.FULL_ADMIN.accountId);
    expect((await patchTaxes(shop.FULL_ADMIN, { list: [] })).statusCode).toBe(200);
    expect(await rowsOf(rival.FULL_ADMIN.accountId)).toEqual(theirsBefore);
  });

  it('is refused to an EMPLOYEE (403) before the body is read', async () => {
    expectApiError(await patchTaxes(team.EMPLOYEE, { list: 'nope' }), 403, 'ERR_FORBIDDEN');
  });
});

describe('DELETE /api/taxes/{id}', () => {
  it('deletes one tax of the shop; the rest stays', async () => {
    const shop = await newShop();
    const [group] = await rowsOf(shop.FULL_ADMIN.accountId);
    const response = await deleteTax(shop.ADMINISTRATOR, group!.taxes[0]!.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: group!.taxes[0]!.id });
    expect(shape(await rowsOf(shop.FULL_ADMIN.accountId))).toEqual([{ name: 'Québec', taxes: [QUEBEC_FR.taxes[1]] }]);
    expectApiError(await deleteTax(shop.ADMINISTRATOR, group!.taxes[0]!.id), 404, 'ERR_NOT_FOUND');
  });

  it("answers 404 for a rival's tax and leaves it; 400 for a malformed id", async () => {
    const theirsBefore = await rowsOf(rival.FULL_ADMIN.accountId);
    expectApiError(await deleteTax(team.FULL_ADMIN, theirsBefore[0]!.taxes[0]!.id), 404, 'ERR_NOT_FOUND');
    expectApiError(await deleteTax(team.FULL_ADMIN, 2_000_000_000), 404, 'ERR_NOT_FOUND');
    expectApiError(await deleteTax(team.FULL_ADMIN, 'abc'), 400, 'ERR_VALIDATION', [{ field: 'id', message: 'ERR_NOT_FOUND' }]);
    expect(await rowsOf(rival.FULL_ADMIN.accountId)).toEqual(theirsBefore);
  });
});

describe('taxes follow the workspace address while untouched', () => {
  const brandUuid = async (as: Member) => (await t.app.inject({ method: 'GET', url: '/api/brands', headers: as.auth })).json().data.items[0].uuid as string;
  const saveAddress = async (as: Member, address: Record<string, string>) => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/brands/${await brandUuid(as)}`,
      headers: as.auth,
      payload: { address: { name: 'Garage', street_number: '12', address_line_1: 'rue Principale', ...address } },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const ONTARIO = { city: 'Toronto', region: 'ON', country: 'CA', postcode: 'M5V 2T6' };
  const BRUSSELS = { city: 'Bruxelles', region: 'BRU', country: 'BE', postcode: '1000' } as const;

  it('an Ontario address turns the sign-up taxes into HST 13 %; a later address no longer changes them', async () => {
    const shop = await newShop();
    await saveAddress(shop.FULL_ADMIN, ONTARIO);
    expect(shape(await rowsOf(shop.FULL_ADMIN.accountId))).toEqual([{ name: 'Ontario', taxes: [{ name: 'TVH', description: 'Taxe de vente harmonisée', rate: 13 }] }]);
    await saveAddress(shop.FULL_ADMIN, BRUSSELS);
    expect(shape(await rowsOf(shop.FULL_ADMIN.accountId))[0]!.name).toBe('Ontario');
  });

  it('a Québec address keeps the Québec defaults as they are (same rows)', async () => {
    const shop = await newShop();
    const before = await rowsOf(shop.FULL_ADMIN.accountId);
    await saveAddress(shop.FULL_ADMIN, { city: 'Montréal', region: 'QC', country: 'CA', postcode: 'H2X 1Y4' });
    expect(await rowsOf(shop.FULL_ADMIN.accountId)).toEqual(before);
  });

  it('an English shop in British Columbia gets GST + PST 7 %; a French one in Belgium TVA 21 %', async () => {
    const { email: enEmail } = await signup(t, { preferences: { language: 'en' } });
    const enAccount = await accountOf(enEmail);
    // Sign-up leaves the owner unverified: the service is called as the route calls it.
    const { updateBrand } = await import('../brands/update-brand.js');
    const brandOf = async (accountId: number) => (await t.db.query.brands.findFirst({ where: (b, { eq: is }) => is(b.accountId, accountId) }))!.uuid;
    const address = { name: 'Garage', street_number: '12', address_line_1: 'Main Street', address_line_2: null, type: 'BILLING' as const };
    await updateBrand(t.db, {
      accountId: enAccount,
      uuid: await brandOf(enAccount),
      body: { address: { ...address, city: 'Vancouver', region: 'BC', country: 'CA' as const, postcode: 'V6B 1A1' } },
    });
    expect(shape(await rowsOf(enAccount))).toEqual([
      {
        name: 'British Columbia',
        taxes: [
          { name: 'GST', description: 'Goods and Services Tax', rate: 5 },
          { name: 'PST', description: 'Provincial Sales Tax', rate: 7 },
        ],
      },
    ]);

    const { email: frEmail } = await signup(t, { preferences: { language: 'fr' } });
    const frAccount = await accountOf(frEmail);
    await updateBrand(t.db, { accountId: frAccount, uuid: await brandOf(frAccount), body: { address: { ...address, ...BRUSSELS } } });
    expect(shape(await rowsOf(frAccount))).toEqual([{ name: 'Belgique', taxes: [{ name: 'TVA', description: 'Taxe sur la valeur ajoutée', rate: 21 }] }]);
  });

  it('taxes someone edited stay as they are, and so do the taxes of a country the table does not know', async () => {
    const edited = await newShop();
    const [group] = await rowsOf(edited.FULL_ADMIN.accountId);
    const response = await patchTaxes(edited.FULL_ADMIN, {
      list: [
        { id: group!.id, name: 'Québec', taxes: group!.taxes.map((tax) => ({ id: tax.id, name: tax.name, description: tax.description, rate: Number(tax.rate) + 1 })) },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const before = await rowsOf(edited.FULL_ADMIN.accountId);
    await saveAddress(edited.FULL_ADMIN, ONTARIO);
    expect(await rowsOf(edited.FULL_ADMIN.accountId)).toEqual(before);

    const senegal = await newShop();
    const untouched = await rowsOf(senegal.FULL_ADMIN.accountId);
    await saveAddress(senegal.FULL_ADMIN, { city: 'Dakar', region: 'DK', country: 'SN', postcode: '10000' });
    expect(await rowsOf(senegal.FULL_ADMIN.accountId)).toEqual(untouched);
  });
});
