import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { countSystemRows, makeCalls } from '../../../test/makes.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';

let t: TestApp;
let team: Team;
let rival: Team;
let call: ReturnType<typeof makeCalls>;
let systemCount: number;

beforeAll(async () => {
  t = await createTestApp();
  call = makeCalls(t);
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  for (const name of ['Zastava', 'Škoda', 'Lada']) {
    const created = await call.createMake(team.FULL_ADMIN, { name });
    if (created.statusCode !== 201) throw new Error(created.body);
  }
  // Another shop's make that every search below would find: it must never show.
  const rivalMake = await call.createMake(rival.FULL_ADMIN, { name: 'Skoda Lada Zastava Honda' });
  if (rivalMake.statusCode !== 201) throw new Error(rivalMake.body);
  systemCount = (await countSystemRows(t)).makes;
});
afterAll(() => t.close());

async function list(query: string, as = team.EMPLOYEE) {
  const response = await call.listMakes(as, query);
  expect(response.statusCode, response.body).toBe(200);
  return { makes: z.array(makeSchema).parse(response.json().data), total: Number(response.headers['x-total-count']) };
}
const names = (l: { makes: { name: string }[] }) => l.makes.map((m) => m.name);
const icu = new Intl.Collator('und');

describe('GET /api/nhtsa/makes', () => {
  it("lists the shop's USER makes first, then the SYSTEM ones, each group by name (§9)", async () => {
    const all = await list('?limit=20000');
    expect(all.total).toBe(systemCount + 3);
    expect(all.makes).toHaveLength(systemCount + 3);
    expect(all.makes.slice(0, 3)).toEqual([
      expect.objectContaining({ name: 'Lada', source: 'USER' }),
      expect.objectContaining({ name: 'Škoda', source: 'USER' }),
      expect.objectContaining({ name: 'Zastava', source: 'USER' }),
    ]);
    const system = all.makes.slice(3);
    expect(system.every((m) => m.source === 'SYSTEM')).toBe(true);
    // By name as people read it: case does not push 'NIKOLA' away from 'Nissan'.
    const sorted = [...system].sort((a, b) => icu.compare(a.name, b.name) || a.id - b.id);
    expect(system.map((m) => m.name).slice(0, 200)).toEqual(sorted.map((m) => m.name).slice(0, 200));
    expect(names(all)).toContain('Honda');
    expect(names(all)).not.toContain('Skoda Lada Zastava Honda');
  });

  it('answers 100 makes by default and the number of matches in X-Total-Count', async () => {
    const first = await list('');
    expect(first.makes).toHaveLength(100);
    expect(first.total).toBe(systemCount + 3);
    const two = await list('?limit=2');
    expect(two).toEqual({ makes: first.makes.slice(0, 2), total: systemCount + 3 });
  });

  it.each([
    ['hond', ['Honda', 'Sundiro Honda Motorcycle Co. Ltd']],
    ['HONDA', ['Honda', 'Sundiro Honda Motorcycle Co. Ltd']],
    ['skoda', ['Škoda']],
    ['ŠKODA', ['Škoda']],
    ['citroën', ['Citroen']],
    ['lada', ['Lada', 'Pulada']],
    ['  zast  ', ['Zastava']],
    ['%', []],
    ['_', []],
    ['Garage Inconnu', []],
  ])('searches %j anywhere in the name, accents and case ignored, USER first', async (q, expected) => {
    const found = await list(`?q=${encodeURIComponent(q)}`);
    expect(names(found)).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it('counts every match in X-Total-Count when the limit cuts the list', async () => {
    const found = await list('?q=a&limit=5');
    expect(found.makes).toHaveLength(5);
    expect(found.total).toBeGreaterThan(1000);
    expect(found.makes.slice(0, 3).map((m) => m.source)).toEqual(['USER', 'USER', 'USER']);
  });

  it("never shows another shop's USER makes", async () => {
    const theirs = await list('?q=skoda', rival.EMPLOYEE);
    expect(names(theirs)).toEqual(['Skoda Lada Zastava Honda']);
    expect(names(await list('?q=skoda lada'))).toEqual([]);
  });

  it.each(['?limit=0', '?limit=20001', '?limit=abc', `?q=${'x'.repeat(101)}`])('answers %s with 400 ERR_VALIDATION, never a 500', async (query) => {
    expectApiError(await call.listMakes(team.EMPLOYEE, query), 400, 'ERR_VALIDATION');
  });

  it('requires a signed-in user who works on vehicles', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/nhtsa/makes' }), 401, 'ERR_UNAUTHENTICATED');
    expectApiError(await call.listMakes(team.GUEST), 403, 'ERR_FORBIDDEN');
  });
});
