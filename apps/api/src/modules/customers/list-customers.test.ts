import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerListSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { customerCalls } from '../../../test/customers.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof customerCalls>;

/** The shop's customers, created in this order (createdAt grows with it). */
const PEOPLE = [
  { fullname: 'Zoé Tremblay', email: 'zoe@exemple.ca', mobile: '514 555-0101' },
  { fullname: 'émile Gagnon', email: 'emile@courriel.fr', mobile: '4185550102' },
  { fullname: 'Eric Bouchard', email: null, mobile: '(450) 555-0103' },
  { fullname: 'Amélie Roy', email: 'amelie@exemple.ca', mobile: null },
  { fullname: 'bruno Côté', email: 'bruno_100@exemple.ca', mobile: '819 555 0105' },
];

beforeAll(async () => {
  t = await createTestApp();
  call = customerCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  for (const person of PEOPLE) {
    const response = await call.create(team.FULL_ADMIN, person);
    if (response.statusCode !== 201) throw new Error(response.body);
  }
  // Another shop's customer that matches every search below: it must never show.
  const rivalCustomer = await call.create(rival.FULL_ADMIN, { fullname: 'Zoé Émile Eric Amélie Bruno', email: 'zoe@exemple.ca', mobile: '514 555-0101' });
  if (rivalCustomer.statusCode !== 201) throw new Error(rivalCustomer.body);
});
afterAll(() => t.close());

async function list(query: string, as = team.FULL_ADMIN) {
  const response = await call.get(as, `/api/customers${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return customerListSchema.parse(response.json().data);
}
const names = (l: { items: { fullname: string }[] }) => l.items.map((c) => c.fullname);

describe('GET /api/customers', () => {
  it("lists only the shop's live customers, by full name (accents and case do not push names to the end)", async () => {
    const all = await list('');
    expect(all).toMatchObject({ page: 1, pageSize: 25, total: 5 });
    expect(names(all)).toEqual(['Amélie Roy', 'bruno Côté', 'émile Gagnon', 'Eric Bouchard', 'Zoé Tremblay']);
    expect(all.items.find((c) => c.fullname === 'Zoé Tremblay')).toMatchObject({ mobile: '5145550101', address: null, addresses: [] });
  });

  it('sorts on the server by every column, both ways', async () => {
    expect(names(await list('?sort=fullname&order=desc'))).toEqual(['Zoé Tremblay', 'Eric Bouchard', 'émile Gagnon', 'bruno Côté', 'Amélie Roy']);
    expect(names(await list('?sort=createdAt'))).toEqual(PEOPLE.map((p) => p.fullname));
    expect(names(await list('?sort=createdAt&order=desc'))).toEqual(PEOPLE.map((p) => p.fullname).reverse());
    // PostgreSQL puts nulls last ascending, first descending.
    expect(names(await list('?sort=email'))).toEqual(['Amélie Roy', 'bruno Côté', 'émile Gagnon', 'Zoé Tremblay', 'Eric Bouchard']);
    expect(names(await list('?sort=mobile'))).toEqual(['émile Gagnon', 'Eric Bouchard', 'Zoé Tremblay', 'bruno Côté', 'Amélie Roy']);
    expect(names(await list('?sort=mobile&order=desc'))).toEqual(['Amélie Roy', 'bruno Côté', 'Zoé Tremblay', 'Eric Bouchard', 'émile Gagnon']);
  });

  it('paginates with page, pageSize and total', async () => {
    const page2 = await list('?page=2&pageSize=2&sort=createdAt');
    expect(page2).toMatchObject({ page: 2, pageSize: 2, total: 5 });
    expect(names(page2)).toEqual([PEOPLE[2]!.fullname, PEOPLE[3]!.fullname]);
    const beyond = await list('?page=9&pageSize=2');
    expect(beyond).toMatchObject({ items: [], total: 5 });
  });

  it.each([
    ['tremblay', ['Zoé Tremblay']],
    ['GAGNON', ['émile Gagnon']],
    ['exemple.ca', ['Amélie Roy', 'bruno Côté', 'Zoé Tremblay']],
    ['555-0102', ['émile Gagnon']],
    ['(450) 555', ['Eric Bouchard']],
    ['5550105', ['bruno Côté']],
    ['%', []],
    ['_', ['bruno Côté']],
    ['personne', []],
  ])('searches %j in full name, email and mobile digits', async (q, expected) => {
    const found = await list(`?q=${encodeURIComponent(q)}`);
    expect(names(found)).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it('refuses a page size over 100, an unknown sort and a page 0 with 400', async () => {
    for (const query of ['?pageSize=101', '?sort=password', '?page=0', '?order=up']) {
      expectApiError(await call.get(team.FULL_ADMIN, `/api/customers${query}`), 400, 'ERR_VALIDATION');
    }
  });

  it('lets an EMPLOYEE list; a GUEST gets 403; no token gets 401', async () => {
    expect((await list('', team.EMPLOYEE)).total).toBe(5);
    expectApiError(await call.get(team.GUEST, '/api/customers'), 403, 'ERR_FORBIDDEN');
    expectApiError(await call.get(undefined, '/api/customers'), 401, 'ERR_UNAUTHENTICATED');
  });
});
