import { eq, sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SEARCH_LIMIT, searchResultSchema, type SearchResult } from '@atelier/contracts';
import { customers, mechs } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { customerCalls, customerRow } from '../../../test/customers.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { clientSearchStatement } from './queries.js';

let t: TestApp;
let team: Team;
let rival: Team;

const PEOPLE = [
  { fullname: 'Élodie Côté', email: 'elodie.cote@exemple.ca', mobile: '514 555-0123' },
  { fullname: 'Amélie Roy', email: 'amelie@courriel.ca', mobile: '418 555-0199' },
  { fullname: 'Roy Gagnon', email: null, mobile: null },
  { fullname: 'Marc Leroy', email: 'marc@exemple.ca', mobile: '819 777-1234' },
  { fullname: 'Bruno Pelletier', email: 'bruno_100@exemple.ca', mobile: null },
  { fullname: 'Axb Test', email: null, mobile: null },
  { fullname: 'Garage Lévesque', email: null, mobile: null },
];

const uuids: Record<string, string> = {};

async function createCustomer(team: Team, person: { fullname: string; email?: string | null; mobile?: string | null }) {
  const response = await customerCalls(t).create(team.FULL_ADMIN, person);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data.uuid as string;
}

/** A vehicle written straight into the table (the vehicle routes are another module's). */
async function insertVehicle(uuid: string, values: { serialNumber?: string; license?: string; deleted?: boolean }) {
  const row = await customerRow(t, uuid);
  await t.db.insert(mechs).values({
    accountId: row!.accountId,
    customerId: row!.id,
    serialNumber: values.serialNumber ?? null,
    license: values.license ?? null,
    deletedAt: values.deleted ? new Date() : null,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  [team, rival] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  for (const person of PEOPLE) uuids[person.fullname] = await createCustomer(team, person);
  await insertVehicle(uuids['Amélie Roy']!, { serialNumber: '1HGCM82633A123456', license: 'ABC-123' });
  await insertVehicle(uuids['Marc Leroy']!, { serialNumber: '2T1BURHE0JC043821', license: 'XYZ 987', deleted: true });
  // A deleted customer that matches several searches below, with a live vehicle.
  uuids.deleted = await createCustomer(team, { fullname: 'Élodie Supprimée', email: 'supprimee@exemple.ca', mobile: '514 555-0777' });
  await insertVehicle(uuids.deleted, { serialNumber: 'KM8K2CAB4PU001140', license: 'DEL 404' });
  await customerCalls(t).remove(team.FULL_ADMIN, uuids.deleted);
  // Another shop's customer matching every search here: it must never show.
  const other = await createCustomer(rival, { fullname: 'Élodie Côté Roy Tremblay', email: 'bruno_100@exemple.ca', mobile: '514 555-0123' });
  await insertVehicle(other, { serialNumber: '1HGCM82633A123456', license: 'ABC-123' });
});
afterAll(() => t.close());

async function search(q: string, as = team.EMPLOYEE): Promise<SearchResult> {
  const response = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers: as.auth });
  expect(response.statusCode, response.body).toBe(200);
  return searchResultSchema.parse(response.json().data);
}
const names = (result: SearchResult) => result.clients.map((c) => c.fullname);

describe('GET /api/search', () => {
  it('answers the three groups; a client carries uuid, name, mobile digits, email and no vehicle when found by name', async () => {
    const result = await search('élodie');
    expect(result).toEqual({
      clients: [{ uuid: uuids['Élodie Côté'], fullname: 'Élodie Côté', mobile: '5145550123', email: 'elodie.cote@exemple.ca', vehicle: null }],
      workorders: [],
      invoices: [],
    });
  });

  it('ignores accents and case (shell spec §2: unaccent)', async () => {
    for (const q of ['cote', 'CÔTÉ', 'ÉLODIE', 'elodie cote']) expect(names(await search(q)), q).toEqual(['Élodie Côté']);
    for (const q of ['levesque', 'LÉVESQUE', 'garage lev']) expect(names(await search(q)), q).toEqual(['Garage Lévesque']);
  });

  it('finds a client by email, from its start or anywhere in it', async () => {
    expect(names(await search('amelie@courriel'))).toEqual(['Amélie Roy']);
    expect(names(await search('courriel.ca'))).toEqual(['Amélie Roy']);
  });

  it('finds a client by mobile in any formatting: local part, area code, digits only, inside the number', async () => {
    for (const q of ['555-01', '555 01', '(514) 555', '5550123', '514.555.0123', '514-555-0123', '0123']) {
      expect(names(await search(q)), q).toContain('Élodie Côté');
    }
    expect(names(await search('555-01'))).toEqual(['Amélie Roy', 'Élodie Côté']);
    expect(names(await search('777-12'))).toEqual(['Marc Leroy']);
  });

  it('does not read a plate or a name as a phone number', async () => {
    // 'ABC 123' has the digits 123 but is no phone number: only the plate matches.
    expect(await search('ABC 123')).toMatchObject({ clients: [{ fullname: 'Amélie Roy', vehicle: 'ABC-123' }] });
  });

  it("leads from a vehicle's VIN fragment or licence plate (any spacing) to its customer, saying which matched", async () => {
    expect((await search('CM82633')).clients).toEqual([
      { uuid: uuids['Amélie Roy'], fullname: 'Amélie Roy', mobile: '4185550199', email: 'amelie@courriel.ca', vehicle: '1HGCM82633A123456' },
    ]);
    for (const q of ['ABC 123', 'abc-123', 'ABC123', 'c12']) {
      expect(
        (await search(q)).clients.map((c) => [c.fullname, c.vehicle]),
        q,
      ).toEqual([['Amélie Roy', 'ABC-123']]);
    }
  });

  it('never returns a deleted customer, nor a customer through a deleted vehicle', async () => {
    expect(names(await search('supprimée'))).toEqual([]);
    expect(names(await search('555-0777'))).toEqual([]);
    expect(names(await search('KM8K2CAB'))).toEqual([]);
    expect(names(await search('DEL 404'))).toEqual([]);
    // Marc Leroy is live, his only vehicle is deleted.
    expect(names(await search('XYZ 987'))).toEqual([]);
    expect(names(await search('2T1BURHE'))).toEqual([]);
  });

  it("never returns another shop's customers (the rival's matches every search of this file)", async () => {
    for (const q of ['élodie', 'tremblay', '555-01', 'bruno_100', 'ABC 123', '1HGCM']) {
      const result = await search(q);
      expect(
        result.clients.every((c) => c.fullname !== 'Élodie Côté Roy Tremblay'),
        q,
      ).toBe(true);
    }
    expect(names(await search('tremblay'))).toEqual([]);
    // And the rival sees only its own.
    expect(names(await search('élodie', rival.EMPLOYEE))).toEqual(['Élodie Côté Roy Tremblay']);
  });

  it('puts exact matches first, then names and numbers that start with the text, then the rest, each by name', async () => {
    // Roy: 'Roy Gagnon' starts with it, 'Amélie Roy' has it as surname, 'Marc Leroy' only contains it.
    expect(names(await search('roy'))).toEqual(['Amélie Roy', 'Roy Gagnon', 'Marc Leroy']);
    expect(names(await search('marc leroy'))).toEqual(['Marc Leroy']);
    expect(names(await search('Roy Gagnon'))).toEqual(['Roy Gagnon']);
    expect(names(await search('oy'))).toEqual([]);
  });

  it(`answers at most ${SEARCH_LIMIT} clients, the exact match first`, async () => {
    const shop = await usersOfEveryRole(t);
    for (let i = 0; i < SEARCH_LIMIT + 3; i += 1) await createCustomer(shop, { fullname: `Zoé Tremblay ${String(i).padStart(2, '0')}` });
    await createCustomer(shop, { fullname: 'Tremblay' });
    const result = await search('tremblay', shop.EMPLOYEE);
    expect(names(result)).toHaveLength(SEARCH_LIMIT);
    expect(names(result)[0]).toBe('Tremblay');
    expect(names(result).slice(1)).toEqual(Array.from({ length: SEARCH_LIMIT - 1 }, (_, i) => `Zoé Tremblay ${String(i).padStart(2, '0')}`));
  });

  it('reads %, _ and \\ literally', async () => {
    expect(names(await search('bruno_100'))).toEqual(['Bruno Pelletier']);
    expect(names(await search('bruno%100'))).toEqual([]);
    // As wildcards, 'a_b' would find 'Axb Test' and 'ga%age' 'Garage Lévesque'.
    expect(names(await search('a_b'))).toEqual([]);
    expect(names(await search('ga%age'))).toEqual([]);
    expect(names(await search('%%'))).toEqual([]);
    expect(names(await search('\\%'))).toEqual([]);
  });

  it('answers empty groups without querying for fewer than two characters', async () => {
    const spy = vi.spyOn(t.db, 'execute');
    try {
      for (const q of ['', 'a', '  é  ', '%']) {
        expect(await search(q)).toEqual({ clients: [], workorders: [], invoices: [] });
      }
      const response = await t.app.inject({ method: 'GET', url: '/api/search', headers: team.EMPLOYEE.auth });
      expect(response.json()).toEqual({ data: { clients: [], workorders: [], invoices: [] } });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('never answers 500 on odd input', async () => {
    for (const q of ["o'neil", '"; DROP TABLE customers; --', '😀😀', '🚗 QQQ', '\\\\', "l'\u00e9", 'é'.repeat(100), '((((', 'ǅǅǅ', '…']) {
      expect((await search(q)).clients, q).toEqual([]);
    }
    expectApiError(await t.app.inject({ method: 'GET', url: `/api/search?q=${'a'.repeat(101)}`, headers: team.EMPLOYEE.auth }), 400, 'ERR_VALIDATION');
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/search?q=ab%00cd', headers: team.EMPLOYEE.auth }), 400, 'ERR_VALIDATION');
    const [live] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(customers)
      .where(eq(customers.accountId, team.FULL_ADMIN.accountId));
    expect(live!.n).toBe(PEOPLE.length + 1);
  });

  it('is for roles that work with customers: GUEST 403, no token 401', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/search?q=roy', headers: team.GUEST.auth }), 403, 'ERR_FORBIDDEN');
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/search?q=roy' }), 401, 'ERR_UNAUTHENTICATED');
    for (const role of ['FULL_ADMIN', 'ADMINISTRATOR', 'EMPLOYEE'] as const) expect(names(await search('roy', team[role]))).toHaveLength(3);
  });
});

/** Every node of an EXPLAIN (FORMAT JSON) plan. */
function nodesOf(plan: Record<string, unknown>): Record<string, unknown>[] {
  const children = (plan.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [plan, ...children.flatMap(nodesOf)];
}

describe('the client search SQL', () => {
  // The statement as the benchmark sends it: text and parameters straight through pg.
  const pool = () => (t.db as unknown as { $client: pg.Pool }).$client;
  async function planOf(q: string, accountId = team.FULL_ADMIN.accountId) {
    const statement = clientSearchStatement(accountId, q)!;
    const { rows } = await pool().query(`EXPLAIN (ANALYZE, FORMAT JSON) ${statement.sql}`, statement.params);
    return nodesOf((rows[0] as { 'QUERY PLAN': { Plan: Record<string, unknown> }[] })['QUERY PLAN'][0]!.Plan);
  }
  /** The scans that look for `fragment` anywhere (the GIN tier), with how often they ran. */
  const containsScans = (nodes: Record<string, unknown>[], fragment: string) =>
    nodes.filter((n) => [n.Filter, n['Recheck Cond'], n['Index Cond']].some((c) => typeof c === 'string' && c.includes(`'%${fragment}%'`)));

  it('skips the "contains" tier when names starting with the text already fill the limit', async () => {
    const shop = await usersOfEveryRole(t);
    for (let i = 0; i < SEARCH_LIMIT; i += 1) await createCustomer(shop, { fullname: `Jean Bouchard ${i}` });
    const full = containsScans(await planOf('bouchard', shop.FULL_ADMIN.accountId), 'bouchard');
    expect(full.length).toBeGreaterThan(0);
    expect(full.every((n) => n['Actual Loops'] === 0)).toBe(true);
    // With room left (the text is inside names, not at their start), the tier runs.
    const partial = containsScans(await planOf('ouchard', shop.FULL_ADMIN.accountId), 'ouchard');
    expect(partial.some((n) => (n['Actual Loops'] as number) > 0)).toBe(true);
  });

  it('is one statement with its parameters, the one the route runs (for the benchmark)', async () => {
    expect(clientSearchStatement(1, 'a')).toBeNull();
    const statement = clientSearchStatement(team.FULL_ADMIN.accountId, 'roy')!;
    const { rows } = await pool().query(statement.sql, statement.params);
    expect(rows.map((r: { fullname: string }) => r.fullname)).toEqual(['Amélie Roy', 'Roy Gagnon', 'Marc Leroy']);
  });
});
