import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { brandSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { signedInOwner, type Owner } from '../../../test/fixtures.js';
import { usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';

let t: TestApp;
let alice: Owner;
let bruno: Owner;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bruno, team] = await Promise.all([signedInOwner(t, { fullname: 'Alice Garage' }), signedInOwner(t, { fullname: 'Bruno Garage' }), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

/** The brand uuids of the account of a user, read from the database. */
async function brandUuidsOf(owner: Owner): Promise<string[]> {
  const { rows } = await t.db.execute(sql`
    SELECT b.uuid FROM brands b JOIN accounts a ON a.id = b.account_id WHERE a.uuid = ${owner.user.account.uuid} ORDER BY b.id`);
  return rows.map((r) => String(r.uuid));
}

describe('GET /api/brands', () => {
  it("answers only the caller's account brands", async () => {
    for (const owner of [alice, bruno]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/brands', headers: owner.auth });
      expect(response.statusCode).toBe(200);
      const items = response.json().data.items as unknown[];
      const expected = await brandUuidsOf(owner);
      expect(expected).toHaveLength(1);
      expect(items.map((b) => brandSchema.parse(b).uuid)).toEqual(expected);
    }
    expect(await brandUuidsOf(alice)).not.toEqual(await brandUuidsOf(bruno));
  });

  it('answers the new workspace with empty fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/brands', headers: alice.auth });
    expect(response.json().data.items[0]).toMatchObject({ logo: null, address: null, email: null, mobile: null });
  });

  it('requires authentication', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/brands' }), 401, 'ERR_UNAUTHENTICATED');
  });
});

/** The stored brand row of a user's workspace. */
async function storedBrand(who: Owner | Member) {
  const accountUuid = 'accountUuid' in who ? who.accountUuid : who.user.account.uuid;
  const { rows } = await t.db.execute(sql`
    SELECT b.uuid, b.address, b.email, b.mobile FROM brands b JOIN accounts a ON a.id = b.account_id
    WHERE a.uuid = ${accountUuid}`);
  expect(rows).toHaveLength(1);
  return rows[0] as { uuid: string; address: Record<string, unknown> | null; email: string | null; mobile: string | null };
}

const montreal = {
  name: 'Garage Tremblay',
  street_number: '1234',
  address_line_1: 'rue Saint-Denis',
  address_line_2: '',
  city: 'Montréal',
  region: 'QC',
  country: 'CA',
  postcode: 'H2X 1Y4',
};

const put = (owner: { auth: Record<string, string> }, uuid: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/brands/${uuid}`, headers: owner.auth, payload });

describe('PUT /api/brands/{uuid}', () => {
  it('saves the address, email and mobile and answers the brand; GET /api/brands shows it', async () => {
    const owner = await signedInOwner(t, { fullname: 'Chloé Atelier' });
    const { uuid } = await storedBrand(owner);
    const response = await put(owner, uuid, {
      address: { ...montreal, postcode: 'h2x1y4', region: 'Québec', address_line_2: '  bureau 2 ' },
      email: ' Contact@Garage-Tremblay.TEST ',
      mobile: ' +1 (514) 555-0199 ',
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      uuid,
      logo: null,
      address: { type: 'BILLING', ...montreal, address_line_2: 'bureau 2' },
      email: 'contact@garage-tremblay.test',
      mobile: '+1 (514) 555-0199',
    };
    expect(brandSchema.parse(response.json().data)).toEqual(expected);
    expect((await t.app.inject({ method: 'GET', url: '/api/brands', headers: owner.auth })).json().data.items).toEqual([expected]);
    expect(await storedBrand(owner)).toEqual({ uuid, address: expected.address, email: expected.email, mobile: expected.mobile });
  });

  it('formats the postcode by the §5 rule and stores the region code, given its code or its name', async () => {
    const owner = await signedInOwner(t, { fullname: 'Denis Code' });
    const { uuid } = await storedBrand(owner);
    const cases = [
      [
        { country: 'CA', region: 'ontario', postcode: 'm5v-3l9' },
        { region: 'ON', postcode: 'M5V 3L9' },
      ],
      [
        { country: 'CA', region: 'bc', postcode: ' v6b 1a1 ' },
        { region: 'BC', postcode: 'V6B 1A1' },
      ],
      [
        { country: 'FR', region: 'Île-de-France', postcode: '75 001' },
        { region: 'IDF', postcode: '75001' },
      ],
      [
        { country: 'BE', region: 'BRU', postcode: '1000' },
        { region: 'BRU', postcode: '1000' },
      ],
      [
        { country: 'CH', region: 'geneva', postcode: '1201' },
        { region: 'GE', postcode: '1201' },
      ],
      // No regions in the data set for La Réunion: the typed value is kept.
      [
        { country: 'RE', region: 'Saint-Denis', postcode: '97400' },
        { region: 'Saint-Denis', postcode: '97400' },
      ],
      // Other countries keep the postcode as typed (trimmed, uppercased).
      [
        { country: 'SN', region: 'DK', postcode: ' bp 3010 ' },
        { region: 'DK', postcode: 'BP 3010' },
      ],
    ] as const;
    for (const [input, stored] of cases) {
      const response = await put(owner, uuid, { address: { ...montreal, ...input } });
      expect({ input, status: response.statusCode }).toEqual({ input, status: 200 });
      expect(response.json().data.address).toMatchObject({ country: input.country, ...stored });
      expect((await storedBrand(owner)).address).toMatchObject({ country: input.country, ...stored });
    }
  });

  it('keeps the email and mobile when they are not sent, and clears them when sent empty or null', async () => {
    const owner = await signedInOwner(t, { fullname: 'Émile Garde' });
    const { uuid } = await storedBrand(owner);
    await put(owner, uuid, { address: montreal, email: 'a@b.test', mobile: '514 555-0100' });
    expect((await put(owner, uuid, { address: { ...montreal, city: 'Laval' } })).json().data).toMatchObject({
      email: 'a@b.test',
      mobile: '514 555-0100',
      address: { city: 'Laval' },
    });
    expect((await put(owner, uuid, { address: montreal, email: '', mobile: '' })).json().data).toMatchObject({ email: null, mobile: null });
    await put(owner, uuid, { address: montreal, email: 'a@b.test', mobile: '514 555-0100' });
    expect((await put(owner, uuid, { address: montreal, email: null, mobile: null })).json().data).toMatchObject({ email: null, mobile: null });
    expect(await storedBrand(owner)).toMatchObject({ email: null, mobile: null });
  });

  it.each([
    ['CA', '12345'],
    ['CA', 'H2X 1Y'],
    ['CA', 'HHX 1Y4'],
    ['FR', '750'],
    ['FR', '7500A'],
    ['BE', '123456'],
    ['MC', 'MC-98000'],
    ['RE', 'abc'],
  ])('refuses a %s postcode "%s" with ERR_INVALID_POSTCODE on address.postcode', async (country, postcode) => {
    const { uuid, address } = await storedBrand(alice);
    const region = { CA: 'QC', FR: 'IDF', BE: 'BRU', MC: 'CO', RE: 'Saint-Denis' }[country];
    expectApiError(await put(alice, uuid, { address: { ...montreal, country, region, postcode } }), 400, 'ERR_INVALID_POSTCODE', [
      { field: 'address.postcode', message: 'ERR_INVALID_POSTCODE' },
    ]);
    expect((await storedBrand(alice)).address).toEqual(address);
  });

  it('refuses a region the country does not have with ERR_INVALID_REGION on address.region', async () => {
    const { uuid, address } = await storedBrand(alice);
    for (const [country, region] of [
      ['CA', 'Atlantis'],
      ['CA', 'IDF'],
      ['FR', 'QC'],
      ['MC', 'Nice'],
    ]) {
      expectApiError(await put(alice, uuid, { address: { ...montreal, country, region, postcode: country === 'CA' ? 'H2X 1Y4' : '98000' } }), 400, 'ERR_INVALID_REGION', [
        { field: 'address.region', message: 'ERR_INVALID_REGION' },
      ]);
    }
    expect((await storedBrand(alice)).address).toEqual(address);
  });

  it('reports a wrong region and a wrong postcode together', async () => {
    const { uuid } = await storedBrand(alice);
    expectApiError(await put(alice, uuid, { address: { ...montreal, region: 'Atlantis', postcode: '12345' } }), 400, 'ERR_VALIDATION', [
      { field: 'address.region', message: 'ERR_INVALID_REGION' },
      { field: 'address.postcode', message: 'ERR_INVALID_POSTCODE' },
    ]);
  });

  it('flags every missing address field with ERR_REQUIRED on its path', async () => {
    const { uuid, address } = await storedBrand(alice);
    const blank = { name: ' ', street_number: '', address_line_1: '', city: '  ', region: '', country: 'CA', postcode: '' };
    expectApiError(await put(alice, uuid, { address: blank }), 400, 'ERR_VALIDATION', [
      { field: 'address.name', message: 'ERR_REQUIRED' },
      { field: 'address.street_number', message: 'ERR_REQUIRED' },
      { field: 'address.address_line_1', message: 'ERR_REQUIRED' },
      { field: 'address.city', message: 'ERR_REQUIRED' },
      { field: 'address.region', message: 'ERR_REQUIRED' },
      { field: 'address.postcode', message: 'ERR_REQUIRED' },
    ]);
    const { city: _city, ...withoutCity } = montreal;
    expectApiError(await put(alice, uuid, { address: withoutCity }), 400, 'ERR_VALIDATION', [{ field: 'address.city', message: 'ERR_REQUIRED' }]);
    expectApiError(await put(alice, uuid, {}), 400, 'ERR_VALIDATION', [{ field: 'address', message: 'ERR_VALIDATION' }]);
    expect((await storedBrand(alice)).address).toEqual(address);
  });

  it('refuses a country outside §5, a bad email and a bad mobile on their paths', async () => {
    const { uuid } = await storedBrand(alice);
    expectApiError(await put(alice, uuid, { address: { ...montreal, country: 'US' } }), 400, 'ERR_VALIDATION', [
      { field: 'address.country', message: 'ERR_INVALID_COUNTRY' },
    ]);
    expectApiError(await put(alice, uuid, { address: montreal, email: 'not-an-email' }), 400, 'ERR_VALIDATION', [{ field: 'email', message: 'ERR_INVALID_EMAIL' }]);
    expectApiError(await put(alice, uuid, { address: montreal, mobile: '514-CALL-NOW' }), 400, 'ERR_VALIDATION', [{ field: 'mobile', message: 'ERR_INVALID_MOBILE' }]);
  });

  it("answers another shop's brand 404, like a missing one, and changes nothing", async () => {
    const before = await storedBrand(bruno);
    expectApiError(await put(alice, before.uuid, { address: montreal }), 404, 'ERR_NOT_FOUND');
    expectApiError(await put(alice, '00000000-0000-4000-8000-000000000000', { address: montreal }), 404, 'ERR_NOT_FOUND');
    expect(await storedBrand(bruno)).toEqual(before);
  });

  it('answers a uuid that is not one 400', async () => {
    expectApiError(await put(alice, 'not-a-uuid', { address: montreal }), 400, 'ERR_VALIDATION', [{ field: 'uuid', message: 'ERR_NOT_FOUND' }]);
  });

  it('is refused to an EMPLOYEE and a GUEST (settings:manage), who change nothing', async () => {
    const before = await storedBrand(team.FULL_ADMIN);
    for (const role of ['EMPLOYEE', 'GUEST'] as const) {
      expectApiError(await put(team[role], before.uuid, { address: { ...montreal, name: 'Pirate' } }), 403, 'ERR_FORBIDDEN');
      expect((await t.app.inject({ method: 'GET', url: '/api/brands', headers: team[role].auth })).json().data.items).toEqual([
        { uuid: before.uuid, logo: null, address: before.address, email: before.email, mobile: before.mobile },
      ]);
    }
    expect(await storedBrand(team.FULL_ADMIN)).toEqual(before);
  });

  it('is allowed to an ADMINISTRATOR and a FULL_ADMIN', async () => {
    const { uuid } = await storedBrand(team.FULL_ADMIN);
    for (const role of ['ADMINISTRATOR', 'FULL_ADMIN'] as const) {
      expect((await put(team[role], uuid, { address: { ...montreal, name: `Garage ${role}` } })).statusCode).toBe(200);
      expect((await storedBrand(team.FULL_ADMIN)).address).toMatchObject({ name: `Garage ${role}` });
    }
  });

  it('requires authentication', async () => {
    const { uuid } = await storedBrand(alice);
    expectApiError(await t.app.inject({ method: 'PUT', url: `/api/brands/${uuid}`, payload: { address: montreal } }), 401, 'ERR_UNAUTHENTICATED');
  });
});
