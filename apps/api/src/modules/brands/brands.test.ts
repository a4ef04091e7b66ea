import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { brandSchema } from '@atelier/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { expectApiError } from '../../../test/api-error.js';
import { signedInOwner, type Owner } from '../../../test/fixtures.js';

let t: TestApp;
let alice: Owner;
let bruno: Owner;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bruno] = await Promise.all([signedInOwner(t, { fullname: 'Alice Garage' }), signedInOwner(t, { fullname: 'Bruno Garage' })]);
});
afterAll(() => t.close());

/** The brand uuids of the account of a user, read from the database. */
async function brandUuidsOf(owner: Owner): Promise<string[]> {
  const { rows } = await t.db.execute(sql`
    SELECT b.uuid FROM brands b JOIN accounts a ON a.id = b.account_id WHERE a.uuid = ${owner.user.account.uuid} ORDER BY b.id`);
  return rows.map((r) => String(r.uuid));
}

describe('GET /api/brands', () => {
  it("answers only the caller's account brands", async () => {
    for (const owner of [alice, bruno]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/brands', headers: owner.auth });
      expect(response.statusCode).toBe(200);
      const items = response.json().data.items as unknown[];
      const expected = await brandUuidsOf(owner);
      expect(expected).toHaveLength(1);
      expect(items.map((b) => brandSchema.parse(b).uuid)).toEqual(expected);
    }
    expect(await brandUuidsOf(alice)).not.toEqual(await brandUuidsOf(bruno));
  });

  it('answers the new workspace with empty fields', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/brands', headers: alice.auth });
    expect(response.json().data.items[0]).toMatchObject({ logo: null, address: null, email: null, mobile: null });
  });

  it('requires authentication', async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/brands' }), 401, 'ERR_UNAUTHENTICATED');
  });
});
