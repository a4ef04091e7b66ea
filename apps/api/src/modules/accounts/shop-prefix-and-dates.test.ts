import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { sessionOf, signedInOwner, signup, STRONG_PASSWORD, type Owner } from '../../../test/fixtures.js';
import { newCustomer } from '../../../test/vehicles.js';

/*
 * Issue 10 "Core path": the work-order number prefix is the shop's (one per account, from its
 * language at sign-up, editable, read by the searches), and the date format follows the shop's
 * country when the workspace address is saved, while nobody chose one.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const preferencesOf = async (owner: Owner) =>
  (await t.app.inject({ method: 'GET', url: '/api/accounts/preferences', headers: owner.auth })).json().data.preferences as {
    worksheetPrefix: string;
    language: string;
    dateTime: { dateFormat: string };
  };
const savePreferences = (owner: Owner, payload: object) => t.app.inject({ method: 'PUT', url: '/api/account/preferences', headers: owner.auth, payload });

/** A verified owner who signed up with these preferences. */
async function ownerWith(preferences: object): Promise<Owner> {
  const { response, email } = await signup(t, { fullname: 'Jean-François Côté', preferences });
  expect(response.statusCode).toBe(201);
  await t.db.execute(sql`UPDATE users SET verified = true WHERE email = ${email}`);
  return { email, password: STRONG_PASSWORD, ...(await sessionOf(t, email, STRONG_PASSWORD)) };
}

describe('the work-order number prefix is the shop’s', () => {
  it('comes from the language the shop signed up in: fr-CA → BT, en → WO', async () => {
    expect((await preferencesOf(await ownerWith({ language: 'fr-CA' }))).worksheetPrefix).toBe('BT');
    expect((await preferencesOf(await ownerWith({ language: 'en' }))).worksheetPrefix).toBe('WO');
    expect((await preferencesOf(await signedInOwner(t))).worksheetPrefix).toBe('BT');
  });

  it('stays when the shop’s language changes afterwards (the documents keep their numbers)', async () => {
    const owner = await ownerWith({ language: 'en' });
    expect((await savePreferences(owner, { language: 'fr-CA' })).statusCode).toBe(200);
    expect(await preferencesOf(owner)).toMatchObject({ language: 'fr-CA', worksheetPrefix: 'WO' });
  });

  it('is editable: 1 to 6 capital letters or digits, anything else 400 ERR_VALIDATION, ERR_INVALID_WORKSHEET_PREFIX on worksheetPrefix', async () => {
    const owner = await signedInOwner(t);
    const saved = await savePreferences(owner, { worksheetPrefix: 'GT2' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.preferences.worksheetPrefix).toBe('GT2');
    for (const bad of ['', 'bt', 'TOOLONG', 'B-T', 'ÉT', ' BT', 42, null]) {
      expectApiError(await savePreferences(owner, { worksheetPrefix: bad }), 400, 'ERR_VALIDATION', [
        { field: 'worksheetPrefix', message: 'ERR_INVALID_WORKSHEET_PREFIX' },
      ]);
    }
    expect((await preferencesOf(owner)).worksheetPrefix).toBe('GT2');
  });

  it('is read by the header search and the work-order list: GT-n finds the shop’s work order n', async () => {
    const owner = await signedInOwner(t);
    expect((await savePreferences(owner, { worksheetPrefix: 'GT' })).statusCode).toBe(200);
    const customerUuid = await newCustomer(t, owner, 'Zoé Gagnon');
    const { rows } = await t.db.execute<{ id: number }>(
      sql`SELECT s.id FROM worksheet_statuses s JOIN accounts a ON a.id = s.account_id WHERE a.uuid = ${owner.user.account.uuid} AND s."group" = 'TODO' LIMIT 1`,
    );
    const created = await t.app.inject({ method: 'POST', url: '/api/worksheets', headers: owner.auth, payload: { customerUuid, statusId: rows[0]!.id } });
    expect(created.statusCode).toBe(201);
    const { uuid, worksheetId } = created.json().data as { uuid: string; worksheetId: number };
    for (const q of [`GT-${worksheetId}`, `gt${worksheetId}`, `GT ${worksheetId}`]) {
      const search = await t.app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, headers: owner.auth });
      expect(search.statusCode).toBe(200);
      expect(
        search.json().data.workorders.map((w: { uuid: string }) => w.uuid),
        q,
      ).toContain(uuid);
      const list = await t.app.inject({ method: 'GET', url: `/api/worksheets?q=${encodeURIComponent(q)}`, headers: owner.auth });
      expect(list.statusCode).toBe(200);
      expect(
        list.json().data.list.map((w: { uuid: string }) => w.uuid),
        q,
      ).toEqual([uuid]);
    }
    // Another shop's prefix is a text like any other there.
    const other = await signedInOwner(t);
    const elsewhere = await t.app.inject({ method: 'GET', url: `/api/worksheets?q=GT-${worksheetId}`, headers: other.auth });
    expect(elsewhere.json().data.list).toEqual([]);
  });

  it('the migration gives each existing shop the prefix of its language', async () => {
    const [fr, en] = [await signedInOwner(t), await ownerWith({ language: 'en' })];
    await t.db.execute(sql`UPDATE accounts SET preferences = preferences - 'worksheetPrefix' WHERE uuid IN (${fr.user.account.uuid}, ${en.user.account.uuid})`);
    const migration = await readFile(new URL('../../../drizzle/0014_worksheet_prefix.sql', import.meta.url), 'utf8');
    await t.db.execute(sql.raw(migration));
    const { rows } = await t.db.execute<{ uuid: string; prefix: string }>(
      sql`SELECT uuid, preferences ->> 'worksheetPrefix' AS prefix FROM accounts WHERE uuid IN (${fr.user.account.uuid}, ${en.user.account.uuid})`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.uuid, r.prefix]))).toEqual({ [fr.user.account.uuid]: 'BT', [en.user.account.uuid]: 'WO' });
  });
});

describe('the date format follows the shop’s country while untouched', () => {
  const address = (country: string, region: string, postcode: string) => ({
    name: 'Garage Côté',
    street_number: '12',
    address_line_1: 'rue Principale',
    city: 'Ville',
    region,
    country,
    postcode,
  });
  const QUEBEC = address('CA', 'QC', 'J1H 1R4');
  const PARIS = address('FR', 'IDF', '75011');
  const saveAddress = async (owner: Owner, body: object) => {
    const brands = (await t.app.inject({ method: 'GET', url: '/api/brands', headers: owner.auth })).json().data.items as { uuid: string }[];
    const response = await t.app.inject({ method: 'PUT', url: `/api/brands/${brands[0]!.uuid}`, headers: owner.auth, payload: { address: body } });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('a new Québec shop reads YYYY-MM-DD once the setup saves its address (not 11/23/2026)', async () => {
    const owner = await signedInOwner(t);
    expect((await preferencesOf(owner)).dateTime.dateFormat).toBe('MM/DD/YYYY');
    await saveAddress(owner, QUEBEC);
    expect((await preferencesOf(owner)).dateTime.dateFormat).toBe('YYYY-MM-DD');
  });

  it('a French shop reads DD/MM/YYYY, and follows a move to Québec (the format was Atelier’s own choice)', async () => {
    const owner = await signedInOwner(t);
    await saveAddress(owner, PARIS);
    expect((await preferencesOf(owner)).dateTime.dateFormat).toBe('DD/MM/YYYY');
    await saveAddress(owner, QUEBEC);
    expect((await preferencesOf(owner)).dateTime.dateFormat).toBe('YYYY-MM-DD');
  });

  it('keeps a format the shop chose itself', async () => {
    const owner = await signedInOwner(t);
    expect((await savePreferences(owner, { dateTime: { dateFormat: 'DD/MM/YYYY' } })).statusCode).toBe(200);
    await saveAddress(owner, QUEBEC);
    expect((await preferencesOf(owner)).dateTime.dateFormat).toBe('DD/MM/YYYY');
    const chosen = await signedInOwner(t);
    await saveAddress(chosen, QUEBEC);
    expect((await savePreferences(chosen, { dateTime: { dateFormat: 'MM/DD/YYYY' } })).statusCode).toBe(200);
    await saveAddress(chosen, PARIS);
    expect((await preferencesOf(chosen)).dateTime.dateFormat).toBe('MM/DD/YYYY');
  });
});
