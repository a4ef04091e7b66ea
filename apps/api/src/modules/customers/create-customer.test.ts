import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { addressRowsOf, allAddressRowsOf, customerCalls, customerRow, liveCustomerCount } from '../../../test/customers.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof customerCalls>;

beforeAll(async () => {
  t = await createTestApp();
  call = customerCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

const billing = {
  name: 'Maison Gagnon',
  street_number: '45',
  address_line_1: 'boulevard René-Lévesque',
  city: 'Québec',
  region: 'Québec',
  country: 'CA',
  postcode: 'g1r2b5',
};

let counter = 0;
/** Mobile numbers never used before in this file (10 digits). */
function freshMobile(): string {
  counter += 1;
  return `438${String(Date.now() % 10_000).padStart(4, '0')}${String(counter).padStart(3, '0')}`;
}

describe('POST /api/customers', () => {
  it('creates the customer with its billing address: 201, the contract shape, digits-only mobile, normalised address', async () => {
    const response = await call.create(team.FULL_ADMIN, {
      fullname: '  Julie Gagnon ',
      email: ' Julie.Gagnon@Exemple.CA ',
      mobile: '(418) 555-0199',
      address: billing,
    });
    expect(response.statusCode, response.body).toBe(201);
    const customer = customerSchema.parse(response.json().data);
    expect(customer).toMatchObject({ fullname: 'Julie Gagnon', email: 'julie.gagnon@exemple.ca', mobile: '4185550199' });
    expect(customer.address).toMatchObject({ type: 'BILLING', city: 'Québec', region: 'QC', country: 'CA', postcode: 'G1R 2B5', address_line_2: null });
    expect(customer.addresses).toEqual([customer.address]);

    const row = await customerRow(t, customer.uuid);
    expect(row).toMatchObject({ accountId: team.FULL_ADMIN.accountId, fullname: 'Julie Gagnon', mobile: '4185550199', deletedAt: null });
    const addresses = await addressRowsOf(t, customer.uuid);
    expect(addresses).toHaveLength(1);
    expect(addresses[0]).toMatchObject({ accountId: team.FULL_ADMIN.accountId, type: 'BILLING', region: 'QC', postcode: 'G1R 2B5' });
  });

  it('accepts a full name alone: email, mobile and address are null', async () => {
    const response = await call.create(team.FULL_ADMIN, { fullname: 'Client Comptoir', email: '', mobile: '' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ email: null, mobile: null, address: null, addresses: [] });
  });

  it('accepts a billing address with only its country', async () => {
    const response = await call.create(team.FULL_ADMIN, { fullname: 'Client Sans Adresse', address: { country: 'FR' } });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.address).toMatchObject({ country: 'FR', city: null, region: null, postcode: null });
  });

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['only blank fields', { fullname: '  ', email: '', mobile: null, address: null }],
  ])('refuses %s with ERR_CUSTOMER_DETAILS_REQUIRED and writes nothing', async (_label, payload) => {
    const before = await liveCustomerCount(t, team.FULL_ADMIN.accountId);
    const response = await call.create(team.FULL_ADMIN, payload);
    expectApiError(response, 400, 'ERR_CUSTOMER_DETAILS_REQUIRED');
    expect(await liveCustomerCount(t, team.FULL_ADMIN.accountId)).toBe(before);
  });

  it.each([
    [{ email: 'sans.nom@exemple.ca' }, 'fullname', 'ERR_FULLNAME_REQUIRED'],
    [{ fullname: '   ', mobile: '5145550000' }, 'fullname', 'ERR_FULLNAME_REQUIRED'],
    [{ fullname: 'Client', email: 'pas-un-courriel' }, 'email', 'ERR_INVALID_EMAIL'],
    [{ fullname: 'Client', email: 42 }, 'email', 'ERR_INVALID_EMAIL'],
    [{ fullname: 'Client', mobile: '555-12' }, 'mobile', 'ERR_INVALID_MOBILE'],
    [{ fullname: 'Client', mobile: '1234567890123456' }, 'mobile', 'ERR_INVALID_MOBILE'],
    [{ fullname: 'Client', mobile: '514-CALL-NOW' }, 'mobile', 'ERR_INVALID_MOBILE'],
    [{ fullname: 'Client', address: { city: 'Laval' } }, 'address.country', 'ERR_INVALID_COUNTRY'],
    [{ fullname: 'Client', address: { country: 'US' } }, 'address.country', 'ERR_INVALID_COUNTRY'],
  ])('refuses %j: 400 with %s → %s, and writes nothing', async (payload, field, code) => {
    const before = await liveCustomerCount(t, team.FULL_ADMIN.accountId);
    const response = await call.create(team.FULL_ADMIN, payload);
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field, message: code }]);
    expect(await liveCustomerCount(t, team.FULL_ADMIN.accountId)).toBe(before);
  });

  it('refuses an unknown region with ERR_INVALID_REGION and writes neither the customer nor an address', async () => {
    const before = await liveCustomerCount(t, team.FULL_ADMIN.accountId);
    const addressesBefore = (await allAddressRowsOf(t, team.FULL_ADMIN.accountId)).length;
    const response = await call.create(team.FULL_ADMIN, { fullname: 'Client Région', address: { ...billing, region: 'Atlantide' } });
    expectApiError(response, 400, 'ERR_INVALID_REGION', [{ field: 'address.region', message: 'ERR_INVALID_REGION' }]);
    expect(await liveCustomerCount(t, team.FULL_ADMIN.accountId)).toBe(before);
    expect(await allAddressRowsOf(t, team.FULL_ADMIN.accountId)).toHaveLength(addressesBefore);
  });

  it('refuses a second customer with the same mobile, however it is typed: 409 ERR_ALREADY_EXISTS on mobile', async () => {
    const first = await call.create(team.FULL_ADMIN, { fullname: 'Premier Client', mobile: '514 555-0123' });
    expect(first.statusCode, first.body).toBe(201);
    const before = await liveCustomerCount(t, team.FULL_ADMIN.accountId);
    for (const mobile of ['5145550123', '(514) 555-0123', '514.555.0123']) {
      const again = await call.create(team.EMPLOYEE, { fullname: 'Second Client', mobile, address: billing });
      expectApiError(again, 409, 'ERR_ALREADY_EXISTS', [{ field: 'mobile', message: 'ERR_ALREADY_EXISTS' }]);
    }
    expect(await liveCustomerCount(t, team.FULL_ADMIN.accountId)).toBe(before);
  });

  it('allows the same mobile in two different shops', async () => {
    const mobile = freshMobile();
    const mine = await call.create(team.FULL_ADMIN, { fullname: 'Client Partagé', mobile });
    const theirs = await call.create(rival.FULL_ADMIN, { fullname: 'Client Partagé', mobile });
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
  });

  it('answers 409, not 500, to two simultaneous creations with one mobile, and keeps one', async () => {
    const mobile = freshMobile();
    const responses = await Promise.all(Array.from({ length: 4 }, (_, i) => call.create(team.FULL_ADMIN, { fullname: `Course ${i}`, mobile, address: billing })));
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    for (const r of responses.filter((r) => r.statusCode === 409)) expectApiError(r, 409, 'ERR_ALREADY_EXISTS');
    const created = responses.find((r) => r.statusCode === 201)!.json().data.uuid as string;
    expect(await addressRowsOf(t, created)).toHaveLength(1);
  });

  it('frees the mobile of a deleted customer', async () => {
    const mobile = freshMobile();
    const first = await call.create(team.FULL_ADMIN, { fullname: 'Ancien Client', mobile });
    expect((await call.remove(team.FULL_ADMIN, first.json().data.uuid)).statusCode).toBe(200);
    expect((await call.create(team.FULL_ADMIN, { fullname: 'Nouveau Client', mobile })).statusCode).toBe(201);
  });

  it('lets an EMPLOYEE and an ADMINISTRATOR create; a GUEST gets 403 and nothing is written; no token gets 401', async () => {
    expect((await call.create(team.EMPLOYEE, { fullname: 'Client du Technicien' })).statusCode).toBe(201);
    expect((await call.create(team.ADMINISTRATOR, { fullname: "Client de l'Administrateur" })).statusCode).toBe(201);
    const before = await liveCustomerCount(t, team.FULL_ADMIN.accountId);
    expectApiError(await call.create(team.GUEST, { fullname: "Client de l'Invité" }), 403, 'ERR_FORBIDDEN');
    expectApiError(await call.create(team.GUEST, {}), 403, 'ERR_FORBIDDEN');
    expectApiError(await call.create(undefined, { fullname: 'Anonyme' }), 401, 'ERR_UNAUTHENTICATED');
    expect(await liveCustomerCount(t, team.FULL_ADMIN.accountId)).toBe(before);
  });
});

describe('GET /api/customers/{uuid} and /addresses', () => {
  it('answers the customer with its billing address, and its addresses list', async () => {
    const created = (await call.create(team.FULL_ADMIN, { fullname: 'Lecture Client', mobile: freshMobile(), address: billing })).json().data;
    const response = await call.get(team.EMPLOYEE, `/api/customers/${created.uuid}`);
    expect(response.statusCode).toBe(200);
    expect(customerSchema.parse(response.json().data)).toEqual(created);
    const addresses = await call.get(team.EMPLOYEE, `/api/customers/${created.uuid}/addresses`);
    expect(addresses.statusCode).toBe(200);
    expect(addresses.json().data).toEqual({ items: [created.address] });
  });

  it('answers an empty addresses list for a customer without one', async () => {
    const created = (await call.create(team.FULL_ADMIN, { fullname: 'Sans Adresse' })).json().data;
    expect((await call.get(team.FULL_ADMIN, `/api/customers/${created.uuid}/addresses`)).json().data).toEqual({ items: [] });
  });

  it("answers 404 ERR_NOT_FOUND for another shop's customer, a deleted one and an unknown uuid", async () => {
    const theirs = (await call.create(rival.FULL_ADMIN, { fullname: 'Client Rival', address: billing })).json().data.uuid as string;
    const deleted = (await call.create(team.FULL_ADMIN, { fullname: 'Client Supprimé' })).json().data.uuid as string;
    await call.remove(team.FULL_ADMIN, deleted);
    for (const uuid of [theirs, deleted, '00000000-0000-4000-8000-000000000000']) {
      expectApiError(await call.get(team.FULL_ADMIN, `/api/customers/${uuid}`), 404, 'ERR_NOT_FOUND');
      expectApiError(await call.get(team.FULL_ADMIN, `/api/customers/${uuid}/addresses`), 404, 'ERR_NOT_FOUND');
    }
    expect((await call.get(rival.EMPLOYEE, `/api/customers/${theirs}`)).statusCode).toBe(200);
  });

  it('refuses a malformed uuid with 400 and a GUEST with 403', async () => {
    expectApiError(await call.get(team.FULL_ADMIN, '/api/customers/not-a-uuid'), 400, 'ERR_VALIDATION');
    const created = (await call.create(team.FULL_ADMIN, { fullname: 'Client Caché' })).json().data.uuid as string;
    expectApiError(await call.get(team.GUEST, `/api/customers/${created}`), 403, 'ERR_FORBIDDEN');
    expectApiError(await call.get(team.GUEST, `/api/customers/${created}/addresses`), 403, 'ERR_FORBIDDEN');
  });
});
