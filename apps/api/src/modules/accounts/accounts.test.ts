import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { accountSchema, DEFAULT_ACCOUNT_PREFERENCES } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { signedInOwner, type Owner } from '../../../test/fixtures.js';
import { usersOfEveryRole, type Member, type Team } from '../../../test/roles.js';

let t: TestApp;
let alice: Owner;
let bruno: Owner;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bruno, team] = await Promise.all([signedInOwner(t, { fullname: 'Alice Compte' }), signedInOwner(t, { fullname: 'Bruno Compte' }), usersOfEveryRole(t)]);
});
afterAll(() => t.close());

describe('GET /api/accounts', () => {
  it("answers the caller's own account", async () => {
    expect(alice.user.account.uuid).not.toBe(bruno.user.account.uuid);
    for (const owner of [alice, bruno]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/accounts', headers: owner.auth });
      expect(response.statusCode).toBe(200);
      const account = accountSchema.parse(response.json().data);
      expect(account.uuid).toBe(owner.user.account.uuid);
    }
  });

  it('answers the default preferences and the trial package of a new account', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts', headers: alice.auth });
    expect(response.json().data).toMatchObject({
      preferences: DEFAULT_ACCOUNT_PREFERENCES,
      package: { name: 'TRIAL', isTrial: true, trialEndsAt: expect.any(String) },
    });
  });

  it('requires authentication', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/accounts' }), 401, 'ERR_UNAUTHENTICATED');
  });
});

const accountOf = (who: Owner | Member) => ('accountUuid' in who ? who.accountUuid : who.user.account.uuid);

async function storedPreferences(who: Owner | Member): Promise<unknown> {
  const { rows } = await t.db.execute(sql`SELECT preferences FROM accounts WHERE uuid = ${accountOf(who)}`);
  return rows[0]!.preferences;
}

async function storePreferences(owner: Owner, preferences: unknown): Promise<void> {
  await t.db.execute(sql`UPDATE accounts SET preferences = ${JSON.stringify(preferences)}::jsonb WHERE uuid = ${owner.user.account.uuid}`);
}

const update = (owner: { auth: Record<string, string> }, payload: object, url = '/api/account/preferences') =>
  t.app.inject({ method: 'PUT', url, headers: owner.auth, payload });
const read = (owner: { auth: Record<string, string> }, url = '/api/accounts') => t.app.inject({ method: 'GET', url, headers: owner.auth });

describe('stored preferences', () => {
  it('come back complete when the stored jsonb is partial (merged over the defaults, objects field by field)', async () => {
    const owner = await signedInOwner(t, { fullname: 'Chloé Partielle' });
    await storePreferences(owner, { language: 'en', dateTime: { timezone: 'America/Toronto' }, hourlyRates: { valuePerUnit: 80 } });
    const response = await read(owner);
    expect(response.statusCode).toBe(200);
    expect(accountSchema.parse(response.json().data).preferences).toEqual({
      ...DEFAULT_ACCOUNT_PREFERENCES,
      language: 'en',
      // A shop stored before the prefix existed numbers in its language's (issue 10).
      worksheetPrefix: 'WO',
      dateTime: { ...DEFAULT_ACCOUNT_PREFERENCES.dateTime, timezone: 'America/Toronto' },
      hourlyRates: { valuePerUnit: 80, rateType: 'STANDARD' },
    });
  });

  it('replace an invalid stored value by its default instead of failing', async () => {
    const owner = await signedInOwner(t, { fullname: 'Denis Ancien' });
    await storePreferences(owner, { language: 'de', currency: 'EUR', dateTime: 'nonsense', invoiceStartNumber: -4 });
    const response = await read(owner);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.preferences).toEqual({ ...DEFAULT_ACCOUNT_PREFERENCES, currency: 'EUR' });
  });
});

describe('GET /api/accounts/preferences', () => {
  it('answers the same account as GET /api/accounts', async () => {
    const response = await read(alice, '/api/accounts/preferences');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual((await read(alice)).json());
  });

  it('is readable by a GUEST and an EMPLOYEE (account:read)', async () => {
    for (const role of ['GUEST', 'EMPLOYEE'] as const) {
      for (const url of ['/api/accounts', '/api/accounts/preferences']) {
        const response = await read(team[role], url);
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual((await read(team.FULL_ADMIN)).json().data);
        expect(response.json().data.uuid).toBe(team.FULL_ADMIN.accountUuid);
      }
    }
  });

  it('requires authentication', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/accounts/preferences' }), 401, 'ERR_UNAUTHENTICATED');
  });
});

describe('PUT /api/account/preferences (alias PUT /api/accounts/preferences)', () => {
  it('merges a subset over the stored preferences, dateTime field by field, and answers the account', async () => {
    const owner = await signedInOwner(t, { fullname: 'Émile Réglages' });
    const first = await update(owner, { dateTime: { dateFormat: 'DD/MM/YYYY' }, language: 'fr' });
    expect(first.statusCode).toBe(200);
    const second = await update(owner, { dateTime: { timezone: 'America/Toronto' } }, '/api/accounts/preferences');
    expect(second.statusCode).toBe(200);
    const expected = {
      ...DEFAULT_ACCOUNT_PREFERENCES,
      language: 'fr',
      dateTime: { dateFormat: 'DD/MM/YYYY', timeFormat: 'HH:mm', timezone: 'America/Toronto' },
    };
    const account = accountSchema.parse(second.json().data);
    expect(account).toEqual({
      uuid: owner.user.account.uuid,
      preferences: expected,
      package: { name: 'TRIAL', isTrial: true, trialEndsAt: expect.any(String) },
    });
    expect(await storedPreferences(owner)).toEqual(expected);
    expect((await read(owner)).json().data).toEqual(second.json().data);
  });

  it('saves the standard hourly rate of the setup wizard (rate type STANDARD by default)', async () => {
    const owner = await signedInOwner(t, { fullname: 'Fanny Taux' });
    const response = await update(owner, { hourlyRates: { valuePerUnit: 95.5 } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.preferences.hourlyRates).toEqual({ valuePerUnit: 95.5, rateType: 'STANDARD' });
    expect(await storedPreferences(owner)).toMatchObject({ hourlyRates: { valuePerUnit: 95.5, rateType: 'STANDARD' }, language: 'fr-CA' });
    expect((await update(owner, { hourlyRates: { valuePerUnit: 0, rateType: 'STANDARD' } })).json().data.preferences.hourlyRates.valuePerUnit).toBe(0);
  });

  it('completes a partial stored jsonb when it saves', async () => {
    const owner = await signedInOwner(t, { fullname: 'Gaston Vieux' });
    await storePreferences(owner, { language: 'en' });
    await update(owner, { currency: 'EUR' });
    expect(await storedPreferences(owner)).toEqual({ ...DEFAULT_ACCOUNT_PREFERENCES, language: 'en', worksheetPrefix: 'WO', currency: 'EUR' });
  });

  it('accepts every IANA zone of the server and UTC', async () => {
    const owner = await signedInOwner(t, { fullname: 'Hélène Fuseau' });
    for (const timezone of ['UTC', 'Europe/Paris', 'Indian/Reunion', 'America/St_Johns', 'Pacific/Chatham']) {
      const response = await update(owner, { dateTime: { timezone } });
      expect({ timezone, status: response.statusCode }).toEqual({ timezone, status: 200 });
      expect(response.json().data.preferences.dateTime.timezone).toBe(timezone);
    }
  });

  it('stores an alias or a zone in another case under the name the zone list shows', async () => {
    const owner = await signedInOwner(t, { fullname: 'Alias Fuseau' });
    for (const [sent, stored] of [
      ['America/Montreal', 'America/Toronto'],
      ['europe/paris', 'Europe/Paris'],
    ]) {
      const response = await update(owner, { dateTime: { timezone: sent } });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.preferences.dateTime.timezone).toBe(stored);
    }
  });

  it('refuses an unknown timezone with ERR_INVALID_TIMEZONE on dateTime.timezone, and saves nothing of the body', async () => {
    const before = await storedPreferences(alice);
    for (const timezone of ['Mars/Olympus_Mons', 'Europe/Atlantis', '']) {
      expectApiError(await update(alice, { language: 'en', dateTime: { timezone } }), 400, timezone ? 'ERR_INVALID_TIMEZONE' : 'ERR_VALIDATION', [
        { field: 'dateTime.timezone', message: timezone ? 'ERR_INVALID_TIMEZONE' : 'ERR_VALIDATION' },
      ]);
    }
    expect(await storedPreferences(alice)).toEqual(before);
  });

  it.each([
    [{ hourlyRates: { valuePerUnit: -1 } }, 'hourlyRates.valuePerUnit'],
    [{ hourlyRates: { valuePerUnit: 50, rateType: 'OVERTIME' } }, 'hourlyRates.rateType'],
    [{ language: 'de' }, 'language'],
    [{ dateTime: { dateFormat: 'YYYY/DD/MM' } }, 'dateTime.dateFormat'],
    [{ dateTime: { timeFormat: 'H' } }, 'dateTime.timeFormat'],
    [{ invoiceStartNumber: 0 }, 'invoiceStartNumber'],
    [{ worksheetStartNumber: 1.5 }, 'worksheetStartNumber'],
    [{ currency: 'DOLLARS' }, 'currency'],
    // Three characters but no ISO 4217 code: money could not be formatted with it.
    [{ currency: '€€€' }, 'currency'],
    [{ currency: 'C D' }, 'currency'],
  ])('refuses %j on %s and changes nothing', async (payload, field) => {
    const before = await storedPreferences(alice);
    expectApiError(await update(alice, payload), 400, 'ERR_VALIDATION', [{ field, message: 'ERR_VALIDATION' }]);
    expect(await storedPreferences(alice)).toEqual(before);
  });

  it("changes only the caller's account", async () => {
    const before = await storedPreferences(bruno);
    expect((await update(alice, { currency: 'XOF' })).statusCode).toBe(200);
    expect(await storedPreferences(bruno)).toEqual(before);
  });

  it('is refused to an EMPLOYEE and a GUEST (settings:manage) on both paths, who change nothing', async () => {
    const before = await storedPreferences(team.FULL_ADMIN);
    for (const role of ['EMPLOYEE', 'GUEST'] as const) {
      for (const url of ['/api/account/preferences', '/api/accounts/preferences']) {
        expectApiError(await update(team[role], { language: 'en' }, url), 403, 'ERR_FORBIDDEN');
      }
    }
    expect(await storedPreferences(team.FULL_ADMIN)).toEqual(before);
  });

  it('is allowed to an ADMINISTRATOR', async () => {
    expect((await update(team.ADMINISTRATOR, { worksheetStartNumber: 2024001 })).json().data.preferences.worksheetStartNumber).toBe(2024001);
    expect(await storedPreferences(team.FULL_ADMIN)).toMatchObject({ worksheetStartNumber: 2024001 });
  });

  it('keeps both of two concurrent saves of different fields', async () => {
    const owner = await signedInOwner(t, { fullname: 'Inès Parallèle' });
    const results = await Promise.all([
      update(owner, { dateTime: { dateFormat: 'YYYY-MM-DD' } }),
      update(owner, { dateTime: { timeFormat: 'hh:mm A' } }),
      update(owner, { hourlyRates: { valuePerUnit: 120 } }),
      update(owner, { language: 'en' }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await storedPreferences(owner)).toEqual({
      ...DEFAULT_ACCOUNT_PREFERENCES,
      language: 'en',
      dateTime: { dateFormat: 'YYYY-MM-DD', timeFormat: 'hh:mm A', timezone: 'UTC' },
      hourlyRates: { valuePerUnit: 120, rateType: 'STANDARD' },
    });
  });

  it('requires authentication', async () => {
    expectApiError(await t.app.inject({ method: 'PUT', url: '/api/account/preferences', payload: { language: 'en' } }), 401, 'ERR_UNAUTHENTICATED');
  });
});
