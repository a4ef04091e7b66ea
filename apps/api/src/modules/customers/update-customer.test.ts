import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { addressRowsOf, customerCalls, customerRow } from '../../../test/customers.js';
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

const billing = { name: 'Garage Roy', street_number: '8', address_line_1: 'rue Ontario', city: 'Montréal', region: 'QC', country: 'CA', postcode: 'H2L 1N6' };

let counter = 0;
function freshMobile(): string {
  counter += 1;
  return `819${String(Date.now() % 10_000).padStart(4, '0')}${String(counter).padStart(3, '0')}`;
}

async function newCustomer(as = team.FULL_ADMIN, payload: object = {}) {
  const response = await call.create(as, { fullname: 'Paul Roy', email: 'paul.roy@exemple.ca', mobile: freshMobile(), address: billing, ...payload });
  expect(response.statusCode, response.body).toBe(201);
  return customerSchema.parse(response.json().data);
}

describe('PUT /api/customers/{uuid}', () => {
  it('replaces full name, email and mobile and updates the billing address in place', async () => {
    const before = await newCustomer();
    const response = await call.update(team.EMPLOYEE, before.uuid, {
      fullname: 'Paul-Émile Roy',
      email: 'PE.Roy@exemple.ca',
      mobile: '+1 (819) 555-4477',
      address: { ...billing, city: 'Sherbrooke', postcode: 'j1h5n4', address_line_2: 'app. 3' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = customerSchema.parse(response.json().data);
    expect(after).toMatchObject({ uuid: before.uuid, fullname: 'Paul-Émile Roy', email: 'pe.roy@exemple.ca', mobile: '18195554477' });
    expect(after.address).toMatchObject({ uuid: before.address!.uuid, city: 'Sherbrooke', postcode: 'J1H 5N4', address_line_2: 'app. 3' });
    const rows = await addressRowsOf(t, before.uuid);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ city: 'Sherbrooke', postcode: 'J1H 5N4' });
    expect(await customerRow(t, before.uuid)).toMatchObject({ fullname: 'Paul-Émile Roy', mobile: '18195554477' });
    expect((await call.get(team.FULL_ADMIN, `/api/customers/${before.uuid}`)).json().data).toEqual(after);
  });

  it('clears email and mobile when absent, keeps the address when absent and removes it when null', async () => {
    const before = await newCustomer();
    const kept = (await call.update(team.FULL_ADMIN, before.uuid, { fullname: 'Paul Roy' })).json().data;
    expect(kept).toMatchObject({ email: null, mobile: null, address: before.address });
    const removed = await call.update(team.FULL_ADMIN, before.uuid, { fullname: 'Paul Roy', address: null });
    expect(removed.json().data).toMatchObject({ address: null, addresses: [] });
    expect(await addressRowsOf(t, before.uuid)).toHaveLength(0);
  });

  it('creates the billing address of a customer who had none', async () => {
    const before = await newCustomer(team.FULL_ADMIN, { address: undefined });
    expect(before.address).toBeNull();
    const after = (await call.update(team.FULL_ADMIN, before.uuid, { fullname: 'Paul Roy', address: { country: 'BE', city: 'Liège' } })).json().data;
    expect(after.address).toMatchObject({ country: 'BE', city: 'Liège' });
    expect(await addressRowsOf(t, before.uuid)).toHaveLength(1);
  });

  it("keeps the customer's own mobile, however typed, but refuses another customer's: 409 and nothing changed", async () => {
    const mine = await newCustomer();
    const other = await newCustomer();
    const formatted = `${mine.mobile!.slice(0, 3)} ${mine.mobile!.slice(3, 6)}-${mine.mobile!.slice(6)}`;
    expect((await call.update(team.FULL_ADMIN, mine.uuid, { fullname: 'Même Numéro', mobile: formatted })).statusCode).toBe(200);
    const taken = await call.update(team.FULL_ADMIN, other.uuid, { fullname: 'Nom Changé', mobile: formatted, address: { country: 'FR' } });
    expectApiError(taken, 409, 'ERR_ALREADY_EXISTS', [{ field: 'mobile', message: 'ERR_ALREADY_EXISTS' }]);
    expect(await customerRow(t, other.uuid)).toMatchObject({ fullname: 'Paul Roy', mobile: other.mobile });
    expect(await addressRowsOf(t, other.uuid)).toEqual([expect.objectContaining({ country: 'CA', city: 'Montréal' })]);
  });

  it.each([
    [{}, 'ERR_CUSTOMER_DETAILS_REQUIRED', undefined],
    [{ fullname: '' }, 'ERR_CUSTOMER_DETAILS_REQUIRED', undefined],
    [{ fullname: '', email: 'a@b.ca' }, 'ERR_VALIDATION', [{ field: 'fullname', message: 'ERR_FULLNAME_REQUIRED' }]],
    [{ fullname: 'Paul', email: 'a@' }, 'ERR_VALIDATION', [{ field: 'email', message: 'ERR_INVALID_EMAIL' }]],
    [{ fullname: 'Paul', mobile: '12345' }, 'ERR_VALIDATION', [{ field: 'mobile', message: 'ERR_INVALID_MOBILE' }]],
  ] as const)('refuses %j with %s and changes nothing', async (payload, code, details) => {
    const before = await newCustomer();
    const response = await call.update(team.FULL_ADMIN, before.uuid, payload);
    expectApiError(response, 400, code, details ? [...details] : undefined);
    expect(await customerRow(t, before.uuid)).toMatchObject({ fullname: 'Paul Roy', email: 'paul.roy@exemple.ca', mobile: before.mobile });
  });

  it("answers 404 for another shop's customer and leaves it untouched", async () => {
    const theirs = await newCustomer(rival.FULL_ADMIN);
    const response = await call.update(team.FULL_ADMIN, theirs.uuid, { fullname: 'Piraté', address: { country: 'FR' } });
    expectApiError(response, 404, 'ERR_NOT_FOUND');
    expect(await customerRow(t, theirs.uuid)).toMatchObject({ fullname: 'Paul Roy', email: 'paul.roy@exemple.ca', mobile: theirs.mobile });
    expect(await addressRowsOf(t, theirs.uuid)).toEqual([expect.objectContaining({ country: 'CA', city: 'Montréal' })]);
  });

  it('refuses a GUEST with 403 and changes nothing', async () => {
    const before = await newCustomer();
    expectApiError(await call.update(team.GUEST, before.uuid, { fullname: 'Invité' }), 403, 'ERR_FORBIDDEN');
    expect(await customerRow(t, before.uuid)).toMatchObject({ fullname: 'Paul Roy' });
  });
});

describe('DELETE /api/customers/{uuid}', () => {
  it('soft-deletes: {data:{uuid}}, the row stays with deleted_at, the customer is gone from GET and the list', async () => {
    const customer = await newCustomer();
    const response = await call.remove(team.ADMINISTRATOR, customer.uuid);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { uuid: customer.uuid } });
    expect((await customerRow(t, customer.uuid))?.deletedAt).toBeInstanceOf(Date);
    expectApiError(await call.get(team.FULL_ADMIN, `/api/customers/${customer.uuid}`), 404, 'ERR_NOT_FOUND');
    const list = (await call.get(team.FULL_ADMIN, '/api/customers?pageSize=100')).json().data.items as { uuid: string }[];
    expect(list.map((c) => c.uuid)).not.toContain(customer.uuid);
    expectApiError(await call.remove(team.FULL_ADMIN, customer.uuid), 404, 'ERR_NOT_FOUND');
    expectApiError(await call.update(team.FULL_ADMIN, customer.uuid, { fullname: 'Revenant' }), 404, 'ERR_NOT_FOUND');
  });

  it("takes the customer's vehicles with it, and only theirs", async () => {
    const customer = await newCustomer();
    const other = await newCustomer();
    const mech = (as: Team['FULL_ADMIN'], customerUuid: string) =>
      t.app.inject({ method: 'POST', url: '/api/mechs', headers: as.auth, payload: { mech: { customerUuid, modelYear: 2020, metric: { license: 'ABC 123' } } } });
    const gone = (await mech(team.FULL_ADMIN, customer.uuid)).json().data.uuid as string;
    const kept = (await mech(team.FULL_ADMIN, other.uuid)).json().data.uuid as string;
    expect((await call.remove(team.ADMINISTRATOR, customer.uuid)).statusCode).toBe(200);
    expectApiError(await call.get(team.FULL_ADMIN, `/api/mechs/${gone}`), 404, 'ERR_NOT_FOUND');
    expect((await call.get(team.FULL_ADMIN, `/api/mechs/${kept}`)).statusCode).toBe(200);
  });

  it("answers 404 for another shop's customer and leaves it live", async () => {
    const theirs = await newCustomer(rival.FULL_ADMIN);
    expectApiError(await call.remove(team.FULL_ADMIN, theirs.uuid), 404, 'ERR_NOT_FOUND');
    expect((await customerRow(t, theirs.uuid))?.deletedAt).toBeNull();
  });

  it('refuses a GUEST with 403 and keeps the customer', async () => {
    const customer = await newCustomer();
    expectApiError(await call.remove(team.GUEST, customer.uuid), 403, 'ERR_FORBIDDEN');
    expect((await customerRow(t, customer.uuid))?.deletedAt).toBeNull();
  });
});
