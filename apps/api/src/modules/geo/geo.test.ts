import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cityListSchema, COUNTRIES, countryListSchema, regionListSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { signedInOwner, type Owner } from '../../../test/fixtures.js';
import { usersOfEveryRole } from '../../../test/roles.js';

let t: TestApp;
let alice: Owner;

beforeAll(async () => {
  t = await createTestApp();
  alice = await signedInOwner(t, { fullname: 'Alice Géo' });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = alice.auth) => t.app.inject({ method: 'GET', url, headers });
const sortedFr = (names: string[]) => [...names].sort(new Intl.Collator('fr').compare);

describe('GET /api/geo/countries', () => {
  it('answers the 16 countries of §5 in their order, never stored (authenticated)', async () => {
    const response = await get('/api/geo/countries');
    expect(response.statusCode).toBe(200);
    expect(countryListSchema.parse(response.json().data).items.map((c) => c.code)).toEqual([...COUNTRIES]);
    expect(response.json().data.items[0]).toEqual({ code: 'CA' });
    // An authenticated answer is never stored (issue 10: http/security-headers.ts).
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('requires authentication', async () => {
    expectApiError(await get('/api/geo/countries', {}), 401, 'ERR_UNAUTHENTICATED');
  });

  it('is readable by a GUEST (account:read)', async () => {
    const guest = (await usersOfEveryRole(t)).GUEST;
    expect((await get('/api/geo/countries', guest.auth)).statusCode).toBe(200);
    expect((await get('/api/geo/countries/CA/regions', guest.auth)).statusCode).toBe(200);
    expect((await get('/api/geo/countries/CA/regions/QC/cities', guest.auth)).statusCode).toBe(200);
  });
});

describe('GET /api/geo/countries/{country}/regions', () => {
  it("answers Canada's provinces and territories with their codes, sorted by name in French", async () => {
    const response = await get('/api/geo/countries/CA/regions');
    expect(response.statusCode).toBe(200);
    // An authenticated answer is never stored (issue 10: http/security-headers.ts).
    expect(response.headers['cache-control']).toBe('no-store');
    const { items } = regionListSchema.parse(response.json().data);
    expect(items).toHaveLength(13);
    expect(items).toContainEqual({ code: 'QC', name: 'Québec' });
    expect(items).toContainEqual({ code: 'BC', name: 'Colombie-Britannique' });
    expect(items).toContainEqual({ code: 'ON', name: 'Ontario' });
    expect(items.map((r) => r.name)).toEqual(sortedFr(items.map((r) => r.name)));
  });

  it('names the provinces in English with lang=en', async () => {
    const { items } = regionListSchema.parse((await get('/api/geo/countries/CA/regions?lang=en')).json().data);
    expect(items).toContainEqual({ code: 'QC', name: 'Quebec' });
    expect(items).toContainEqual({ code: 'BC', name: 'British Columbia' });
  });

  it('sorts accented names where French puts them (Île-de-France among the I, not after Z)', async () => {
    const { items } = regionListSchema.parse((await get('/api/geo/countries/FR/regions')).json().data);
    const names = items.map((r) => r.name);
    expect(names).toEqual(sortedFr(names));
    expect(names.indexOf('Île-de-France')).toBeGreaterThan(names.indexOf('Hauts-de-Seine'));
    expect(names.indexOf('Île-de-France')).toBeLessThan(names.indexOf('Indre'));
  });

  it('answers an empty list where the data set has no regions (La Réunion)', async () => {
    const response = await get('/api/geo/countries/RE/regions');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ items: [] });
  });

  it.each(['US', 'ca', 'XX', 'FRA'])('answers a country outside §5 (%s) 400 on the country', async (country) => {
    expectApiError(await get(`/api/geo/countries/${country}/regions`), 400, 'ERR_VALIDATION', [{ field: 'country', message: 'ERR_INVALID_COUNTRY' }]);
  });

  it('requires authentication', async () => {
    expectApiError(await get('/api/geo/countries/CA/regions', {}), 401, 'ERR_UNAUTHENTICATED');
  });
});

describe('GET /api/geo/countries/{country}/regions/{region}/cities', () => {
  it('answers the cities of Quebec, Montréal included, sorted and without duplicates', async () => {
    const response = await get('/api/geo/countries/CA/regions/QC/cities');
    expect(response.statusCode).toBe(200);
    // An authenticated answer is never stored (issue 10: http/security-headers.ts).
    expect(response.headers['cache-control']).toBe('no-store');
    const names = cityListSchema.parse(response.json().data).items.map((c) => c.name);
    expect(names).toContain('Montréal');
    expect(names).toContain('Québec');
    expect(names.length).toBeGreaterThan(100);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(sortedFr(names));
  });

  it('accepts the region by name too, in any case and without accents', async () => {
    const byCode = (await get('/api/geo/countries/CA/regions/QC/cities')).json().data;
    expect((await get('/api/geo/countries/CA/regions/quebec/cities')).json().data).toEqual(byCode);
    expect((await get('/api/geo/countries/CA/regions/qc/cities')).json().data).toEqual(byCode);
  });

  it.each([
    ['a French department (Paris)', 'FR', '75C'],
    ['Monaco (La Condamine)', 'MC', 'CO'],
  ])('answers an empty list where the data set has no cities: %s', async (_label, country, region) => {
    const response = await get(`/api/geo/countries/${country}/regions/${region}/cities`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ items: [] });
  });

  it('answers an unknown region 404', async () => {
    expectApiError(await get('/api/geo/countries/CA/regions/ZZ/cities'), 404, 'ERR_NOT_FOUND');
    // A region of another country is unknown here.
    expectApiError(await get('/api/geo/countries/FR/regions/QC/cities'), 404, 'ERR_NOT_FOUND');
    expectApiError(await get('/api/geo/countries/RE/regions/974/cities'), 404, 'ERR_NOT_FOUND');
  });

  it('answers a country outside §5 400 and an over-long region 400', async () => {
    expectApiError(await get('/api/geo/countries/US/regions/CA/cities'), 400, 'ERR_VALIDATION', [{ field: 'country', message: 'ERR_INVALID_COUNTRY' }]);
    expectApiError(await get(`/api/geo/countries/CA/regions/${'Q'.repeat(11)}/cities`), 400, 'ERR_VALIDATION', [{ field: 'region', message: 'ERR_INVALID_REGION' }]);
  });

  it('requires authentication', async () => {
    expectApiError(await get('/api/geo/countries/CA/regions/QC/cities', {}), 401, 'ERR_UNAUTHENTICATED');
  });
});
