import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TIMELOG_AUTO_CLOSE_HOURS_DEFAULT } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { signedInOwner } from '../../../test/fixtures.js';
import { usersOfEveryRole } from '../../../test/roles.js';

/* Issue 13 "Forgotten clocks": the shop's limit after which a running clock is closed, in its preferences. */

type Caller = { auth: { authorization: string }; user?: { account: { uuid: string } }; accountUuid?: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const accountOf = (c: Caller) => c.accountUuid ?? c.user!.account.uuid;
const hoursOf = async (owner: Caller) =>
  (await t.app.inject({ method: 'GET', url: '/api/accounts/preferences', headers: owner.auth })).json().data.preferences.timelogAutoCloseHours as number;
const save = (owner: Caller, payload: object) => t.app.inject({ method: 'PUT', url: '/api/account/preferences', headers: owner.auth, payload });
const stored = async (owner: Caller) => {
  const { rows } = await t.db.execute<{ hours: unknown }>(sql`SELECT preferences -> 'timelogAutoCloseHours' AS hours FROM accounts WHERE uuid = ${accountOf(owner)}`);
  return rows[0]!.hours;
};

describe('timelogAutoCloseHours (account preference)', () => {
  it('is 12 for a new shop and for a shop saved before the setting existed', async () => {
    const owner = await signedInOwner(t);
    expect(await hoursOf(owner)).toBe(TIMELOG_AUTO_CLOSE_HOURS_DEFAULT);
    expect(TIMELOG_AUTO_CLOSE_HOURS_DEFAULT).toBe(12);
    await t.db.execute(sql`UPDATE accounts SET preferences = preferences - 'timelogAutoCloseHours' WHERE uuid = ${accountOf(owner)}`);
    expect(await stored(owner)).toBeNull();
    expect(await hoursOf(owner)).toBe(12);
    // Saving another field completes the stored jsonb with the default.
    expect((await save(owner, { currency: 'EUR' })).statusCode).toBe(200);
    expect(await stored(owner)).toBe(12);
  });

  it('saves whole hours from 1 to 24 and keeps the other preferences', async () => {
    const owner = await signedInOwner(t);
    for (const hours of [1, 24, 8]) {
      const response = await save(owner, { timelogAutoCloseHours: hours });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.preferences).toMatchObject({ timelogAutoCloseHours: hours, language: 'fr-CA', currency: 'CAD' });
    }
    expect(await stored(owner)).toBe(8);
  });

  it('refuses anything else with 400 ERR_VALIDATION on the field, and saves nothing of the body', async () => {
    const owner = await signedInOwner(t);
    expect((await save(owner, { timelogAutoCloseHours: 6 })).statusCode).toBe(200);
    for (const bad of [0, 25, 1.5, -3, '12', null, true]) {
      expectApiError(await save(owner, { timelogAutoCloseHours: bad, currency: 'EUR' }), 400, 'ERR_VALIDATION', [
        { field: 'timelogAutoCloseHours', message: 'ERR_VALIDATION' },
      ]);
    }
    expect(await hoursOf(owner)).toBe(6);
    expect(await stored(owner)).toBe(6);
  });

  it('reads as the default when the stored value is out of bounds (written by hand or an older version)', async () => {
    const owner = await signedInOwner(t);
    await t.db.execute(sql`UPDATE accounts SET preferences = preferences || '{"timelogAutoCloseHours": 99}'::jsonb WHERE uuid = ${accountOf(owner)}`);
    expect(await hoursOf(owner)).toBe(12);
  });

  it('is saved by a settings manager only: an EMPLOYEE gets 403 and changes nothing', async () => {
    const team = await usersOfEveryRole(t);
    expectApiError(await save(team.EMPLOYEE, { timelogAutoCloseHours: 3 }), 403, 'ERR_FORBIDDEN');
    expect((await save(team.ADMINISTRATOR, { timelogAutoCloseHours: 9 })).statusCode).toBe(200);
    expect(await hoursOf(team.EMPLOYEE)).toBe(9);
  });
});
