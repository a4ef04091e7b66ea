import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { apiErrorSchema } from '@atelier/contracts';
import { createDb, createPool } from '../db/client.js';
import { MIGRATIONS_FOLDER } from '../db/migrate.js';
import { accounts, worksheetCounters } from '../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { expectApiError } from '../../test/api-error.js';
import { signedInOwner } from '../../test/fixtures.js';
import { memberOf, type Member } from '../../test/roles.js';
import { newCustomer, newMech } from '../../test/vehicles.js';
import { fileForm } from '../../test/multipart.js';

/*
 * Bad input answers 4xx with the error object, never 5xx, and never leaves the shop broken:
 * numbers bounded to their columns, counters that cannot overflow, text PostgreSQL cannot store,
 * broken multipart bodies, and requests Node's HTTP parser refuses.
 */

const INT4_OVER = 2_147_483_648;

let t: TestApp;
let owner: Member;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extraRoutes: (app) => {
        // A data exception (SQLSTATE 22P02) the contracts did not catch: the net under them.
        app.get('/api/test-only/bad-cast', async () => {
          await t.db.execute(sql`SELECT 'not a number'::int`);
          return { data: null };
        });
      },
    },
  );
  const signedIn = await signedInOwner(t);
  owner = await memberOf(t, signedIn.user.id, signedIn.password);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner.auth, ...(payload ? { payload } : {}) });

async function firstWorksheetStatus(): Promise<number> {
  const response = await call('GET', '/api/worksheet-status');
  return (response.json().data.TODO as { id: number }[])[0]!.id;
}

async function createWorksheet() {
  const customerUuid = await newCustomer(t, owner);
  return call('POST', '/api/worksheets', { customerUuid, statusId: await firstWorksheetStatus() });
}

async function storedPreferences(): Promise<Record<string, unknown>> {
  const [row] = await t.db.select({ preferences: accounts.preferences }).from(accounts).where(eq(accounts.id, owner.accountId));
  return row!.preferences as unknown as Record<string, unknown>;
}

describe('numbering: start numbers bounded, counters that cannot overflow', () => {
  it.each([INT4_OVER, 1_000_000_000, -1, 1.5])('refuses worksheetStartNumber %s on its field, and stores nothing', async (value) => {
    const before = await storedPreferences();
    const response = await call('PUT', '/api/account/preferences', { worksheetStartNumber: value });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'worksheetStartNumber', message: 'ERR_VALIDATION' }]);
    expect((await storedPreferences()).worksheetStartNumber).toEqual(before.worksheetStartNumber);
  });

  it('refuses invoiceStartNumber 2^31 on its field', async () => {
    const response = await call('PUT', '/api/account/preferences', { invoiceStartNumber: INT4_OVER });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'invoiceStartNumber', message: 'ERR_VALIDATION' }]);
  });

  it('accepts the largest start number, and the work order takes it', async () => {
    const saved = await call('PUT', '/api/account/preferences', { worksheetStartNumber: 999_999_999 });
    expect(saved.statusCode).toBe(200);
    const created = await createWorksheet();
    expect(created.statusCode).toBe(201);
    expect(created.json().data.worksheetId).toBe(999_999_999);
  });

  it('goes on past the integer limit when an older version left the counter there, and the start number out of range', async () => {
    // The state an older version left: start number 2^31 stored, the counter at 2^31 - 1.
    await t.db
      .update(accounts)
      .set({ preferences: sql`${accounts.preferences} || ${JSON.stringify({ worksheetStartNumber: INT4_OVER })}::jsonb` })
      .where(eq(accounts.id, owner.accountId));
    await t.db.update(worksheetCounters).set({ lastNumber: 2_147_483_647 }).where(eq(worksheetCounters.accountId, owner.accountId));
    const next = await call('GET', '/api/worksheets/next-number');
    expect(next.statusCode).toBe(200);
    expect(next.json().data).toEqual({ next: INT4_OVER, lastUsed: 2_147_483_647 });
    const created = await createWorksheet();
    expect(created.statusCode).toBe(201);
    expect(created.json().data.worksheetId).toBe(INT4_OVER);
    const again = await createWorksheet();
    expect(again.json().data.worksheetId).toBe(INT4_OVER + 1);
    const list = await call('GET', '/api/worksheets');
    expect(list.statusCode).toBe(200);
    const search = await call('GET', '/api/search?q=BT');
    expect(search.statusCode).toBe(200);
    // Putting the setting back is accepted, and creations go on.
    expect((await call('PUT', '/api/account/preferences', { worksheetStartNumber: 1 })).statusCode).toBe(200);
    expect((await createWorksheet()).json().data.worksheetId).toBe(INT4_OVER + 2);
  });
});

describe('the migration recovers a database an older version left broken', () => {
  it('lets a counter at the integer limit go on and resets out-of-bound preferences to their defaults', async () => {
    const adminUrl = inject('pgAdminUrl');
    const name = `m_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pool = createPool(url.toString(), 1);
    const folder = await mkdtemp(join(tmpdir(), 'atelier-migrations-'));
    try {
      // The schema as it was before this migration: the journal cut before it.
      await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
      const journalPath = join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
      const at = journal.entries.findIndex((entry) => entry.tag.endsWith('_bigint_work_order_numbers'));
      expect(at).toBeGreaterThan(0);
      await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
      const db = createDb(pool);
      await migrate(db, { migrationsFolder: folder });
      const broken = { worksheetStartNumber: INT4_OVER, invoiceStartNumber: 1e21, hourlyRates: { valuePerUnit: 1e21, rateType: 'STANDARD' }, currency: 'CAD' };
      const fine = { worksheetStartNumber: 500, invoiceStartNumber: 7, hourlyRates: { valuePerUnit: 95.5, rateType: 'STANDARD' }, currency: 'EUR' };
      const { rows } = await pool.query<{ id: number }>(`INSERT INTO accounts (preferences) VALUES ($1), ($2) RETURNING id`, [
        JSON.stringify(broken),
        JSON.stringify(fine),
      ]);
      await pool.query(`INSERT INTO worksheet_counters (account_id, last_number) VALUES ($1, 2147483647)`, [rows[0]!.id]);
      await expect(pool.query(`UPDATE worksheet_counters SET last_number = last_number + 1`)).rejects.toThrow(/out of range/);

      await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
      const after = await pool.query<{ preferences: Record<string, unknown> }>(`SELECT preferences FROM accounts ORDER BY id`);
      // Later migrations add their own preferences (the work-order prefix): only these are this one's.
      const prefix = { worksheetPrefix: expect.any(String) };
      expect(after.rows[0]!.preferences).toEqual({
        ...broken,
        ...prefix,
        worksheetStartNumber: 1,
        invoiceStartNumber: 1,
        hourlyRates: { valuePerUnit: 0, rateType: 'STANDARD' },
      });
      expect(after.rows[1]!.preferences).toEqual({ ...fine, ...prefix });
      const counter = await pool.query(`UPDATE worksheet_counters SET last_number = last_number + 1 RETURNING last_number::float8 AS n`);
      expect(counter.rows[0].n).toBe(INT4_OVER);
    } finally {
      await pool.end();
      await admin.query(`DROP DATABASE ${name}`);
      await admin.end();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe('money: the hourly rate bounded to what the totals compute exactly', () => {
  it.each([1e21, 99_999_999.01, 12.345, -1])('refuses hourlyRates.valuePerUnit %s on its field', async (value) => {
    const response = await call('PUT', '/api/account/preferences', { hourlyRates: { valuePerUnit: value, rateType: 'STANDARD' } });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'hourlyRates.valuePerUnit', message: 'ERR_VALIDATION' }]);
  });

  it('accepts 99 999 999 (the bound of catalogue prices too)', async () => {
    const response = await call('PUT', '/api/account/preferences', { hourlyRates: { valuePerUnit: 99_999_999, rateType: 'STANDARD' } });
    expect(response.statusCode).toBe(200);
  });

  it('totals and reports still answer when an older version stored a rate of 1e21', async () => {
    const created = await createWorksheet();
    const uuid = created.json().data.uuid as string;
    expect((await call('POST', '/api/entries', { worksheetUuid: uuid, name: 'Main-d’œuvre', type: 'SERVICE', value_measured: 2 })).statusCode).toBe(201);
    await t.db
      .update(accounts)
      .set({ preferences: sql`jsonb_set(${accounts.preferences}, '{hourlyRates,valuePerUnit}', '1e21'::jsonb)` })
      .where(eq(accounts.id, owner.accountId));
    const totals = await call('GET', `/api/worksheets/${uuid}/totals`);
    expect(totals.statusCode).toBe(200);
    expect(totals.json().data.services).toBe(0);
    expect((await call('GET', '/api/reports/worksheets')).statusCode).toBe(200);
  });
});

describe('ids bounded to the integer column', () => {
  it.each(['make', 'model', 'type'])('POST and PUT /api/mechs refuse %s.id 2^31 on its field', async (key) => {
    const customerUuid = await newCustomer(t, owner);
    const created = await call('POST', '/api/mechs', { mech: { customerUuid, metric: { license: 'X1' }, [key]: { id: INT4_OVER } } });
    expectApiError(created, 400, 'ERR_VALIDATION', [{ field: `mech.${key}.id`, message: 'ERR_VALIDATION' }]);
    const uuid = await newMech(t, owner);
    const updated = await call('PUT', `/api/mechs/${uuid}`, { mech: { metric: { license: 'X1' }, [key]: { id: INT4_OVER } } });
    expectApiError(updated, 400, 'ERR_VALIDATION', [{ field: `mech.${key}.id`, message: 'ERR_VALIDATION' }]);
  });

  it('refuses an equipment field id, a field value id and a backlog entry id of 2^31', async () => {
    const equipment = await call('POST', '/api/equipments', { name: 'Tracteur', fields: [{ id: INT4_OVER, name: 'Moteur', purpose: 'GENERAL' }] });
    expectApiError(equipment, 400, 'ERR_VALIDATION', [{ field: 'fields.0.id', message: 'ERR_VALIDATION' }]);
    const customerUuid = await newCustomer(t, owner);
    const mech = await call('POST', '/api/mechs', {
      mech: { customerUuid, metric: { license: 'X2' }, fieldValues: [{ equipmentFieldId: INT4_OVER, value: 'x' }] },
    });
    expectApiError(mech, 400, 'ERR_VALIDATION', [{ field: 'mech.fieldValues.0.equipmentFieldId', message: 'ERR_VALIDATION' }]);
    const uuid = await newMech(t, owner);
    const backlog = await call('POST', `/api/mechs/${uuid}/entries`, { entries: [{ id: INT4_OVER, name: 'Vidange' }] });
    expectApiError(backlog, 400, 'ERR_VALIDATION', [{ field: 'entries.0.id', message: 'ERR_VALIDATION' }]);
  });

  it('refuses a page of 2^31', async () => {
    expectApiError(await call('GET', `/api/customers?page=${INT4_OVER}`), 400, 'ERR_VALIDATION');
  });
});

describe('text that is not well-formed UTF-16', () => {
  const address = { name: 'Garage', street_number: '12', address_line_1: 'rue Principale', city: 'Québec', region: 'QC', country: 'CA', postcode: 'G1R 1A1' };

  it('PUT /api/brands/{uuid} refuses a lone surrogate in the address on its field, and stores nothing', async () => {
    const brand = (await call('GET', '/api/brands')).json().data.items[0] as { uuid: string; address: unknown };
    const response = await call('PUT', `/api/brands/${brand.uuid}`, { address: { ...address, name: 'Garage \ud800' } });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'address.name', message: 'ERR_VALIDATION' }]);
    expect((await call('GET', '/api/brands')).json().data.items[0].address).toEqual(brand.address);
  });

  it.each([
    ['a low surrogate alone', 'a\udc00b'],
    ['a high surrogate at the end', 'abc\udbff'],
  ])('refuses %s in a customer name', async (_label, fullname) => {
    const response = await call('POST', '/api/customers', { fullname });
    expectApiError(response, 400, 'ERR_VALIDATION', [{ field: 'fullname', message: 'ERR_VALIDATION' }]);
  });

  it('refuses a NUL character in a query string on its field', async () => {
    expectApiError(await call('GET', '/api/customers?q=a%00b'), 400, 'ERR_VALIDATION', [{ field: 'q', message: 'ERR_VALIDATION' }]);
  });

  it('refuses a lone surrogate in a key of the body', async () => {
    const response = await call('POST', '/api/customers', { fullname: 'Paul', ['x\ud800']: 1 });
    expectApiError(response, 400, 'ERR_VALIDATION');
  });

  it('accepts a well-formed pair (an emoji) and accents', async () => {
    const response = await call('POST', '/api/customers', { fullname: 'Zoé 🚗 Gagnon' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.fullname).toBe('Zoé 🚗 Gagnon');
  });

  it('a PostgreSQL data exception the contracts let through is a 400, not a 500', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test-only/bad-cast' });
    expectApiError(response, 400, 'ERR_VALIDATION');
  });
});

describe('broken multipart bodies on the upload routes', () => {
  const uploadUrl = () => `/api/upload/${owner.uuid}/profile`;

  it('without a boundary: 400 with the error object', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: uploadUrl(),
      headers: { ...owner.auth, 'content-type': 'multipart/form-data' },
      payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc\r\n--x--\r\n'),
    });
    expectApiError(response, 400, 'ERR_VALIDATION');
  });

  it('truncated in the middle of the file: 400 with the error object', async () => {
    const form = fileForm(Buffer.alloc(2000, 7));
    const response = await t.app.inject({
      method: 'POST',
      url: uploadUrl(),
      headers: { ...owner.auth, ...form.headers },
      payload: form.payload.subarray(0, 1200),
    });
    expectApiError(response, 400, 'ERR_VALIDATION');
  });

  it('on the logo route too', async () => {
    const brand = (await call('GET', '/api/brands')).json().data.items[0] as { uuid: string };
    const form = fileForm(Buffer.alloc(2000, 7));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${brand.uuid}/logo`,
      headers: { ...owner.auth, ...form.headers },
      payload: form.payload.subarray(0, 1200),
    });
    expectApiError(response, 400, 'ERR_VALIDATION');
  });
});

describe('requests the HTTP parser refuses (raw sockets against a listening app)', () => {
  let port = 0;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as { port: number }).port;
  });

  /** Sends raw bytes and reads everything the server writes until it closes the connection. */
  function raw(bytes: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = connect({ port, host: '127.0.0.1' });
      let answer = '';
      socket.setEncoding('latin1');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(answer) : reject(error)));
      socket.on('close', () => resolve(answer));
      socket.write(bytes);
    });
  }

  function parse(answer: string) {
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    const [statusLine = '', ...lines] = head.split('\r\n');
    const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
    return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
  }

  function expectClosingError(answer: string, status: number, code: string) {
    const { status: got, headers, body } = parse(answer);
    expect(got).toBe(status);
    expect(headers['connection']).toBe('close');
    expect(headers['content-type']).toMatch(/^application\/json/);
    const error = apiErrorSchema.parse(body);
    expect(Object.keys(body as object).sort()).toEqual(['correlationId', 'details', 'message', 'timestamp', 'type']);
    expect(error.message).toBe(code);
    expect(error.type).toBe('VALIDATION');
    expect(headers['x-correlation-id']).toBe(error.correlationId);
    expect(error.correlationId).toMatch(/^[0-9a-f-]{36}$/);
  }

  it('a header over the size limit: 431 with the error object, Connection: close and a correlation id', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectClosingError(answer, 431, 'ERR_PAYLOAD_TOO_LARGE');
  });

  it('a URL over the size limit: 431 with the error object', async () => {
    const answer = await raw(`GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expectClosingError(answer, 431, 'ERR_PAYLOAD_TOO_LARGE');
  });

  it('malformed HTTP: 400 with the error object and a correlation id', async () => {
    const answer = await raw('GARBAGE\r\n\r\n');
    expectClosingError(answer, 400, 'ERR_VALIDATION');
  });

  it('a malformed header line: 400 with the error object', async () => {
    const answer = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Without Colon\r\n\r\n');
    expectClosingError(answer, 400, 'ERR_VALIDATION');
  });
});
