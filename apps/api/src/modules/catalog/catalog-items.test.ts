import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogItemSchema, catalogListSchema } from '@atelier/contracts';
import { expectApiError } from '../../../test/api-error.js';
import { catalogCalls, catalogRow, catalogRowsOf } from '../../../test/catalog.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
let team: Team;
let other: Team;
let services: ReturnType<typeof catalogCalls>;
let products: ReturnType<typeof catalogCalls>;

beforeAll(async () => {
  t = await createTestApp();
  [team, other] = await Promise.all([usersOfEveryRole(t), usersOfEveryRole(t)]);
  services = catalogCalls(t, 'services');
  products = catalogCalls(t, 'products');
});
afterAll(() => t.close());

let counter = 0;
const fresh = (prefix: string) => `${prefix} ${++counter}`;

describe('creating and reading catalogue items', () => {
  it('POST /api/services: 201 with the item, its price as a number and §3 prices [{price{id}}]', async () => {
    const response = await services.create(team.ADMINISTRATOR, { name: '  Géométrie complète ', code: ' GEO-1 ', description: 'Quatre roues', price: 129.5 });
    expect(response.statusCode, response.body).toBe(201);
    const item = catalogItemSchema.parse(response.json().data);
    expect(item).toMatchObject({ kind: 'SERVICE', name: 'Géométrie complète', code: 'GEO-1', description: 'Quatre roues', price: 129.5, rateType: 'STANDARD' });
    expect(item.prices).toEqual([{ price: { id: item.id, valuePerUnit: 129.5, rateType: 'STANDARD' } }]);
    const row = await catalogRow(t, item.id);
    expect(row).toMatchObject({ accountId: team.ADMINISTRATOR.accountId, kind: 'SERVICE', price: '129.50', rateType: 'STANDARD', deletedAt: null });
    const read = await services.get(team.EMPLOYEE, item.id);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual(item);
  });

  it('a service without a price is kept without one (priced at the hourly rate on the work order) and has no prices', async () => {
    for (const price of [undefined, null]) {
      const response = await services.create(team.FULL_ADMIN, { name: fresh('Diagnostic'), price });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data).toMatchObject({ price: null, prices: [], code: null, description: null });
      expect((await catalogRow(t, response.json().data.id))?.price).toBeNull();
    }
  });

  it('a product needs a price: ERR_INVALID_PRICE without one', async () => {
    for (const price of [undefined, null]) {
      expectApiError(await products.create(team.FULL_ADMIN, { name: fresh('Pièce'), price }), 400, 'ERR_VALIDATION', [{ field: 'price', message: 'ERR_INVALID_PRICE' }]);
    }
    const created = await products.create(team.FULL_ADMIN, { name: fresh('Pièce'), price: 0 });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({ kind: 'PRODUCT', price: 0, prices: [{ price: { valuePerUnit: 0 } }] });
  });

  it.each([
    [{ price: 10 }, 'name', 'ERR_NAME_REQUIRED'],
    [{ name: '   ', price: 10 }, 'name', 'ERR_NAME_REQUIRED'],
    [{ name: 42, price: 10 }, 'name', 'ERR_NAME_REQUIRED'],
    [{ name: 'x'.repeat(201), price: 10 }, 'name', 'ERR_VALIDATION'],
    [{ name: 'Pièce', code: 'C'.repeat(41), price: 10 }, 'code', 'ERR_VALIDATION'],
    [{ name: 'Pièce', description: 'd'.repeat(2001), price: 10 }, 'description', 'ERR_VALIDATION'],
    [{ name: 'Pièce', price: -0.01 }, 'price', 'ERR_INVALID_PRICE'],
    [{ name: 'Pièce', price: 10.005 }, 'price', 'ERR_INVALID_PRICE'],
    [{ name: 'Pièce', price: '10' }, 'price', 'ERR_INVALID_PRICE'],
    [{ name: 'Pièce', price: 100_000_000 }, 'price', 'ERR_INVALID_PRICE'],
    [{ name: 'Pièce', price: 10, rateType: 'OVERTIME' }, 'rateType', 'ERR_VALIDATION'],
  ])('400 on %j: %s %s, nothing written, for services and products', async (payload, field, code) => {
    const before = (await catalogRowsOf(t, team.FULL_ADMIN.accountId)).length;
    expectApiError(await products.create(team.FULL_ADMIN, payload), 400, 'ERR_VALIDATION', [{ field, message: code }]);
    expectApiError(await services.create(team.FULL_ADMIN, payload), 400, 'ERR_VALIDATION', [{ field, message: code }]);
    expect((await catalogRowsOf(t, team.FULL_ADMIN.accountId)).length).toBe(before);
  });

  it('two decimals at most, any amount from 0 up: 0.1 + 0.2 style floats are cents, not refused', async () => {
    for (const price of [0.3, 19.99, 1234567.89, 0.07]) {
      const response = await products.create(team.FULL_ADMIN, { name: fresh('Cents'), price });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.price).toBe(price);
    }
  });

  it('a service id is not a product id: GET /api/products/{service id} is 404; a malformed id is 400', async () => {
    const created = await services.create(team.FULL_ADMIN, { name: fresh('Service seul') });
    expectApiError(await products.get(team.FULL_ADMIN, created.json().data.id), 404, 'ERR_NOT_FOUND');
    expectApiError(await products.get(team.FULL_ADMIN, 'abc'), 400, 'ERR_VALIDATION', [{ field: 'id', message: 'ERR_NOT_FOUND' }]);
    expectApiError(await products.remove(team.FULL_ADMIN, 0), 400, 'ERR_VALIDATION', [{ field: 'id', message: 'ERR_NOT_FOUND' }]);
  });
});

describe('updating and deleting', () => {
  it('PUT replaces every field; an absent price, code or description clears it on a service', async () => {
    const created = (await services.create(team.FULL_ADMIN, { name: fresh('Alignement'), code: fresh('ALI'), description: 'Avant', price: 99.95 })).json().data;
    const response = await services.update(team.ADMINISTRATOR, created.id, { name: 'Alignement 4 roues', price: 119 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ id: created.id, name: 'Alignement 4 roues', code: null, description: null, price: 119 });
    const cleared = await services.update(team.ADMINISTRATOR, created.id, { name: 'Alignement 4 roues' });
    expect(cleared.json().data).toMatchObject({ price: null, prices: [] });
    expect(await catalogRow(t, created.id)).toMatchObject({ name: 'Alignement 4 roues', price: null, code: null });
  });

  it('PUT with a bad body is 400 and leaves the item as it was', async () => {
    const created = (await products.create(team.FULL_ADMIN, { name: fresh('Filtre'), price: 14.95 })).json().data;
    const before = await catalogRow(t, created.id);
    expectApiError(await products.update(team.FULL_ADMIN, created.id, { name: '', price: 3 }), 400, 'ERR_VALIDATION', [{ field: 'name', message: 'ERR_NAME_REQUIRED' }]);
    expectApiError(await products.update(team.FULL_ADMIN, created.id, { name: 'Filtre', price: -1 }), 400, 'ERR_VALIDATION', [
      { field: 'price', message: 'ERR_INVALID_PRICE' },
    ]);
    expect(await catalogRow(t, created.id)).toEqual(before);
  });

  it('DELETE soft-deletes: the row stays, the item leaves the list and GET, a second DELETE is 404', async () => {
    const created = (await products.create(team.FULL_ADMIN, { name: fresh('Ampoule'), code: fresh('AMP'), price: 8 })).json().data;
    const response = await products.remove(team.ADMINISTRATOR, created.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({ id: created.id });
    expect((await catalogRow(t, created.id))?.deletedAt).toBeInstanceOf(Date);
    expectApiError(await products.get(team.FULL_ADMIN, created.id), 404, 'ERR_NOT_FOUND');
    expectApiError(await products.update(team.FULL_ADMIN, created.id, { name: 'X', price: 1 }), 404, 'ERR_NOT_FOUND');
    expectApiError(await products.remove(team.FULL_ADMIN, created.id), 404, 'ERR_NOT_FOUND');
    const listed = await products.list(team.FULL_ADMIN, `?q=${encodeURIComponent(created.name)}`);
    expect(listed.json().data.total).toBe(0);
  });
});

describe('codes are unique per account and kind among live items', () => {
  it('a second live item with the same code (case ignored) is 409 ERR_CATALOG_CODE_EXISTS on code (not the customer code ERR_ALREADY_EXISTS), on create and update', async () => {
    const code = fresh('DUP').replace(' ', '-');
    const first = await services.create(team.FULL_ADMIN, { name: fresh('Premier'), code });
    expect(first.statusCode).toBe(201);
    const before = (await catalogRowsOf(t, team.FULL_ADMIN.accountId)).length;
    expectApiError(await services.create(team.FULL_ADMIN, { name: fresh('Second'), code: code.toLowerCase() }), 409, 'ERR_CATALOG_CODE_EXISTS', [
      { field: 'code', message: 'ERR_CATALOG_CODE_EXISTS' },
    ]);
    expect((await catalogRowsOf(t, team.FULL_ADMIN.accountId)).length).toBe(before);
    const second = (await services.create(team.FULL_ADMIN, { name: fresh('Second') })).json().data;
    expectApiError(await services.update(team.FULL_ADMIN, second.id, { name: second.name, code }), 409, 'ERR_CATALOG_CODE_EXISTS');
    expect((await catalogRow(t, second.id))?.code).toBeNull();
    // An item keeps its own code on save.
    const same = await services.update(team.FULL_ADMIN, first.json().data.id, { name: 'Premier renommé', code });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('the same code is free for the other kind, for another shop, and again once the item is deleted', async () => {
    const code = fresh('FREE').replace(' ', '-');
    const service = await services.create(team.FULL_ADMIN, { name: fresh('Service'), code });
    expect(service.statusCode).toBe(201);
    expect((await products.create(team.FULL_ADMIN, { name: fresh('Produit'), code, price: 1 })).statusCode).toBe(201);
    expect((await services.create(other.FULL_ADMIN, { name: fresh('Ailleurs'), code })).statusCode).toBe(201);
    await services.remove(team.FULL_ADMIN, service.json().data.id);
    expect((await services.create(team.FULL_ADMIN, { name: fresh('Remplaçant'), code })).statusCode).toBe(201);
  });

  it('items without a code never clash', async () => {
    for (let i = 0; i < 2; i++) expect((await services.create(team.FULL_ADMIN, { name: 'Sans code', code: '' })).statusCode).toBe(201);
  });

  it('10 concurrent creations with one code: exactly one 201, the others 409, one live row', async () => {
    const code = fresh('RACE').replace(' ', '-');
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => products.create(team.FULL_ADMIN, { name: `Course ${i}`, code, price: 5 })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    for (const r of responses.filter((r) => r.statusCode === 409)) expectApiError(r, 409, 'ERR_CATALOG_CODE_EXISTS');
    const rows = (await catalogRowsOf(t, team.FULL_ADMIN.accountId)).filter((row) => row.code === code && row.deletedAt === null);
    expect(rows).toHaveLength(1);
  });

  it('concurrent renames of two items to one code: one wins, one live row holds it', async () => {
    const code = fresh('SWAP').replace(' ', '-');
    const a = (await services.create(team.FULL_ADMIN, { name: fresh('A') })).json().data;
    const b = (await services.create(team.FULL_ADMIN, { name: fresh('B') })).json().data;
    const responses = await Promise.all([a, b].map((item) => services.update(team.FULL_ADMIN, item.id, { name: item.name, code })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = (await catalogRowsOf(t, team.FULL_ADMIN.accountId)).filter((row) => row.code === code);
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/services and /api/products: data.list, paged, searched, sorted', () => {
  let shop: Team;
  beforeAll(async () => {
    shop = await usersOfEveryRole(t);
    await Promise.all(
      [
        { name: 'Échange de courroie', code: 'ZZ-9', description: 'Courroie de distribution', price: 450 },
        { name: 'eclairage avant', code: 'AA-1', description: null, price: 20 },
        { name: 'Essuie-glace arrière', code: null, description: 'Balai ÉLECTRIQUE', price: 15.5 },
      ].map((body) => products.create(shop.FULL_ADMIN, body)),
    );
  });

  it('the §7 shape: {list, page, pageSize, total}, the new account’s defaults included, by name', async () => {
    const response = await products.list(shop.EMPLOYEE, '?pageSize=100');
    expect(response.statusCode, response.body).toBe(200);
    const page = catalogListSchema.parse(response.json().data);
    expect(page.page).toBe(1);
    expect(page.pageSize).toBe(100);
    expect(page.total).toBe(page.list.length);
    expect(page.list.every((item) => item.kind === 'PRODUCT')).toBe(true);
    const names = page.list.map((item) => item.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'fr', { sensitivity: 'base' })));
  });

  it('q ignores accents and case, and searches the name, the code and the description', async () => {
    const names = async (q: string) => (await products.list(shop.EMPLOYEE, `?q=${encodeURIComponent(q)}`)).json().data.list.map((i: { name: string }) => i.name);
    expect(await names('ECHANGE')).toEqual(['Échange de courroie']);
    expect(await names('éclairage')).toEqual(['eclairage avant']);
    expect(await names('aa-1')).toEqual(['eclairage avant']);
    expect(await names('electrique')).toEqual(['Essuie-glace arrière']);
    expect(await names('DISTRIBUTION')).toEqual(['Échange de courroie']);
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
  });

  it('pages: pageSize and page cut the sorted list, the total stays', async () => {
    const all = (await products.list(shop.EMPLOYEE, '?pageSize=100')).json().data;
    const second = (await products.list(shop.EMPLOYEE, '?pageSize=3&page=2')).json().data;
    expect(second.total).toBe(all.total);
    expect(second.list.map((i: { id: number }) => i.id)).toEqual(all.list.slice(3, 6).map((i: { id: number }) => i.id));
  });

  it('sorts by price and code, items without one last in both directions', async () => {
    const prices = async (order: string) =>
      (await products.list(shop.EMPLOYEE, `?pageSize=100&sort=price&order=${order}`)).json().data.list.map((i: { price: number }) => i.price);
    const asc = await prices('asc');
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    expect(await prices('desc')).toEqual([...asc].reverse());
    const codes = (await products.list(shop.EMPLOYEE, '?pageSize=100&sort=code&order=desc')).json().data.list.map((i: { code: string | null }) => i.code);
    expect(codes[0]).toBe('ZZ-9');
    expect(codes.at(-1)).toBeNull();
    const svc = (await services.list(shop.EMPLOYEE, '?pageSize=100&sort=price')).json().data.list.map((i: { price: number | null }) => i.price);
    expect(svc.at(-1)).toBeNull();
  });

  it('400 on a bad sort or page size', async () => {
    expectApiError(await products.list(shop.EMPLOYEE, '?sort=kind'), 400, 'ERR_VALIDATION');
    expectApiError(await products.list(shop.EMPLOYEE, '?pageSize=101'), 400, 'ERR_VALIDATION');
  });
});

describe('isolation: another shop’s item is 404 and untouched', () => {
  it.each(['services', 'products'] as const)('%s: GET, PUT, DELETE on another shop’s item are 404; the lists never show it', async (path) => {
    const calls = catalogCalls(t, path);
    const theirs = (await calls.create(other.FULL_ADMIN, { name: fresh('Secret'), code: fresh('SEC'), price: 77 })).json().data;
    const before = await catalogRow(t, theirs.id);
    expectApiError(await calls.get(team.FULL_ADMIN, theirs.id), 404, 'ERR_NOT_FOUND');
    expectApiError(await calls.update(team.FULL_ADMIN, theirs.id, { name: 'Volé', price: 1 }), 404, 'ERR_NOT_FOUND');
    // Even with a code the caller's shop already uses, the answer is 404, not 409.
    const mine = (await calls.create(team.FULL_ADMIN, { name: fresh('Mien'), code: fresh('MIEN'), price: 1 })).json().data;
    expectApiError(await calls.update(team.FULL_ADMIN, theirs.id, { name: 'Volé', code: mine.code, price: 1 }), 404, 'ERR_NOT_FOUND');
    expectApiError(await calls.remove(team.FULL_ADMIN, theirs.id), 404, 'ERR_NOT_FOUND');
    expect(await catalogRow(t, theirs.id)).toEqual(before);
    const listed = (await calls.list(team.FULL_ADMIN, `?pageSize=100&q=${encodeURIComponent(theirs.name)}`)).json().data;
    expect(listed.total).toBe(0);
    const all = (await calls.list(team.FULL_ADMIN, '?pageSize=100')).json().data;
    const ownIds = new Set((await catalogRowsOf(t, team.FULL_ADMIN.accountId)).map((row) => row.id));
    expect(all.list.every((item: { id: number }) => ownIds.has(item.id))).toBe(true);
  });
});

describe('roles', () => {
  it('an EMPLOYEE reads but cannot change the catalogue: 403 before the body is read, nothing written', async () => {
    const item = (await services.create(team.FULL_ADMIN, { name: fresh('Protégé'), price: 10 })).json().data;
    const before = await catalogRowsOf(t, team.FULL_ADMIN.accountId);
    expect((await services.get(team.EMPLOYEE, item.id)).statusCode).toBe(200);
    expectApiError(await services.create(team.EMPLOYEE, { name: 'Employé' }), 403, 'ERR_FORBIDDEN');
    expectApiError(await services.create(team.EMPLOYEE, {}), 403, 'ERR_FORBIDDEN');
    expectApiError(await services.update(team.EMPLOYEE, item.id, { name: 'Employé' }), 403, 'ERR_FORBIDDEN');
    expectApiError(await services.remove(team.EMPLOYEE, item.id), 403, 'ERR_FORBIDDEN');
    expectApiError(await services.list(team.GUEST), 403, 'ERR_FORBIDDEN');
    expect(await catalogRowsOf(t, team.FULL_ADMIN.accountId)).toEqual(before);
  });
});
