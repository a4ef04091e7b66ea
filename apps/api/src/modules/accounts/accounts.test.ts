import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, DEFAULT_ACCOUNT_PREFERENCES } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { signedInOwner, type Owner } from '../../../test/fixtures.js';

let t: TestApp;
let alice: Owner;
let bruno: Owner;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bruno] = await Promise.all([signedInOwner(t, { fullname: 'Alice Compte' }), signedInOwner(t, { fullname: 'Bruno Compte' })]);
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
    expect(response.json().data).toMatchObject({ preferences: DEFAULT_ACCOUNT_PREFERENCES, package: { name: 'TRIAL', isTrial: true } });
  });

  it('requires authentication', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/accounts' }), 401, 'ERR_UNAUTHENTICATED');
  });
});
