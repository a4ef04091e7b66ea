import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { sessionOf } from '../test/fixtures.js';

/*
 * The Lighthouse benchmark's page ids (scripts/bench/lighthouse-shops.mjs) on the demo shop: the
 * "work order with 10 lines" page must show ten lines the API serves, of a work order on the board,
 * with its own customer and vehicle.
 */
type Ids = { worksheet: string; customer: string; vehicle: string };
type PageIds = (client: pg.Client, accountId: number) => Promise<Ids>;
type SeedDemo = (options: { db: TestApp['db']; config: TestApp['config'] }) => Promise<{ accountId: number }>;

let t: TestApp;
let client: pg.Client;
let pageIds: PageIds;
let accountId: number;
let auth: { authorization: string };

// Scripts of the repository, not of the API: loaded by their paths (JavaScript, no types).
const load = async <T>(file: string) => (await import(/* @vite-ignore */ new URL(`../../../scripts/${file}`, import.meta.url).href)) as T;

beforeAll(async () => {
  t = await createTestApp();
  ({ pageIds } = await load<{ pageIds: PageIds }>('bench/lighthouse-shops.mjs'));
  const { seedDemo } = await load<{ seedDemo: SeedDemo }>('seed/seed-demo-shop.mjs');
  const { DEMO_EMAIL, DEMO_PASSWORD } = await load<{ DEMO_EMAIL: string; DEMO_PASSWORD: string }>('seed/demo-credentials.mjs');
  ({ accountId } = await seedDemo({ db: t.db, config: t.config }));
  ({ auth } = await sessionOf(t, DEMO_EMAIL, DEMO_PASSWORD));
  client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
}, 300_000);
afterAll(async () => {
  await client?.end();
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

describe('the Lighthouse pages of the demo shop', () => {
  it('picks a work order on the board and tops it up to ten lines the API serves', async () => {
    const ids = await pageIds(client, accountId);
    const lines = await get(`/api/worksheets/${ids.worksheet}/entries`);
    expect(lines.statusCode).toBe(200);
    expect(lines.json().data.list).toHaveLength(10);

    const worksheet = await get(`/api/worksheets/${ids.worksheet}`);
    expect(worksheet.statusCode).toBe(200);
    const { customer, mech, status } = worksheet.json().data;
    expect(customer.uuid).toBe(ids.customer);
    expect(mech.uuid).toBe(ids.vehicle);
    expect(['TODO', 'IN_PROGRESS']).toContain(status.group);
    expect((await get(`/api/customers/${ids.customer}`)).statusCode).toBe(200);
    expect((await get(`/api/mechs/${ids.vehicle}`)).statusCode).toBe(200);

    // Asked again (the benchmark's second look at the shop), the same work order, still ten lines.
    expect(await pageIds(client, accountId)).toEqual(ids);
    expect((await get(`/api/worksheets/${ids.worksheet}/entries`)).json().data.list).toHaveLength(10);
  });
});
