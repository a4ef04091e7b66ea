import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { accounts, billingEvents } from '../../db/schema/index.js';
import { expectApiError } from '../../../test/api-error.js';
import { signedInOwner } from '../../../test/fixtures.js';
import { STAND_IN_SETTINGS, standInBilling, startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Self-hosted and BILLING=off: nothing calls out. The Stripe settings are left in the
 * configuration on purpose (pointing at a stand-in that logs every call): only the mode decides.
 */

let standIn: StripeStandIn;
beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: STAND_IN_SETTINGS.webhookSecret });
});
afterAll(() => standIn.close());

for (const mode of ['self-hosted', 'off'] as const) {
  describe(`billing mode ${mode}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      const billing: Config['billing'] = { ...standInBilling(standIn), mode };
      t = await createTestApp({ billing });
      await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => t.close());

    it('checkout and portal answer 409 ERR_BILLING_UNAVAILABLE, invoices an empty list, and nothing reaches Stripe', async () => {
      const owner = await signedInOwner(t);
      const before = standIn.requests.length;
      for (const plan of ['basic', 'clever', 'genius']) {
        expectApiError(await t.app.inject({ method: 'POST', url: `/api/accounts/checkout/${plan}`, headers: owner.auth }), 409, 'ERR_BILLING_UNAVAILABLE');
      }
      expectApiError(await t.app.inject({ method: 'POST', url: '/api/accounts/portal', headers: owner.auth }), 409, 'ERR_BILLING_UNAVAILABLE');
      // Even a shop that once had a Stripe customer (the installation moved off Stripe).
      await t.db
        .update(accounts)
        .set({ stripeCustomerId: `cus_${mode}` })
        .where(eq(accounts.uuid, owner.user.account.uuid));
      const invoices = await t.app.inject({ method: 'GET', url: '/api/accounts/invoices', headers: owner.auth });
      expect(invoices.statusCode).toBe(200);
      expect(invoices.json()).toEqual({ data: { data: [] } });
      expectApiError(await t.app.inject({ method: 'POST', url: '/api/accounts/portal', headers: owner.auth }), 409, 'ERR_BILLING_UNAVAILABLE');
      expect(standIn.requests.slice(before)).toEqual([]);
      const [account] = await t.db.select().from(accounts).where(eq(accounts.uuid, owner.user.account.uuid));
      expect(account).toMatchObject({ packageName: 'TRIAL', isTrial: true });
    });

    it('the webhook answers 404, even signed, and records nothing', async () => {
      standIn.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/billing/stripe/webhook`;
      const sent = await standIn.sendEvent('customer.subscription.created', { id: 'sub_x', object: 'subscription', customer: `cus_${mode}`, status: 'active' });
      expect(sent.status).toBe(404);
      expect(JSON.parse(sent.body)).toMatchObject({ message: 'ERR_NOT_FOUND' });
      expect(await t.db.select().from(billingEvents)).toEqual([]);
    });
  });
}
