import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, billingEvents } from '../../db/schema/index.js';
import { expectApiError } from '../../../test/api-error.js';
import { signedInOwner, type Owner } from '../../../test/fixtures.js';
import { addMember } from '../../../test/roles.js';
import { STAND_IN_SETTINGS, standInBilling, startStripeStandIn, type StandInObject, type StripeStandIn } from '../../../test/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Stripe billing against the local stand-in: the real `stripe` package calls it, and its webhooks
 * are signed by the package itself and POSTed to the app listening on a loopback port.
 */

let standIn: StripeStandIn;
let t: TestApp;
const { prices } = STAND_IN_SETTINGS;

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret: STAND_IN_SETTINGS.webhookSecret });
  t = await createTestApp({ billing: standInBilling(standIn) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  standIn.webhookUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/billing/stripe/webhook`;
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const accountOf = async (owner: Owner) => {
  const [row] = await t.db.select().from(accounts).where(eq(accounts.uuid, owner.user.account.uuid));
  return row!;
};
const checkoutAs = (owner: Owner, plan: string) => t.app.inject({ method: 'POST', url: `/api/accounts/checkout/${plan}`, headers: owner.auth });
const callsTo = (path: RegExp, since = 0) => standIn.requests.slice(since).filter((r) => path.test(r.path));
const eventsOf = async (accountId: number) => t.db.select().from(billingEvents).where(eq(billingEvents.accountId, accountId));

/** A subscription object as Stripe sends it in events (v23: the period is on the items). */
function subscription(customer: string, price: string, fields: { id?: string; status?: string; start?: number; days?: number } = {}): StandInObject {
  const start = fields.start ?? Math.floor(Date.UTC(2026, 10, 1) / 1000);
  return {
    id: fields.id ?? `sub_${Math.random().toString(36).slice(2)}`,
    object: 'subscription',
    customer,
    status: fields.status ?? 'active',
    items: { object: 'list', data: [{ id: 'si_1', price: { id: price }, current_period_start: start, current_period_end: start + (fields.days ?? 30) * 86_400 }] },
  };
}

/** A shop that went to the payment page once: it has a Stripe customer, still on its trial. */
async function shopWithCustomer(): Promise<{ owner: Owner; customer: string }> {
  const owner = await signedInOwner(t);
  const response = await checkoutAs(owner, 'clever');
  expect(response.statusCode, response.body).toBe(200);
  return { owner, customer: (await accountOf(owner)).stripeCustomerId! };
}

/** Pays a Checkout session on the stand-in's page (what the browser's "Payer" does): answers where it redirects. */
async function pay(url: string): Promise<string> {
  const response = await fetch(url, { method: 'POST', redirect: 'manual' });
  expect(response.status, await response.clone().text()).toBe(303);
  return response.headers.get('location')!;
}

describe('checkout', () => {
  it('answers the payment page of a Checkout session for the plan, with the shop as client_reference_id and one Stripe customer', async () => {
    const owner = await signedInOwner(t);
    const before = standIn.requests.length;
    const response = await checkoutAs(owner, 'genius');
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json().data as { url: string };
    expect(url).toMatch(new RegExp(`^${standIn.url}/pay/cs_test_`));

    const session = standIn.sessions.get(url.split('/pay/')[1]!)!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: owner.user.account.uuid,
      line_items: [{ price: prices.genius, quantity: '1' }],
      success_url: 'http://atelier.test/#/settings/plans?success=1',
      cancel_url: 'http://atelier.test/#/settings/plans',
    });
    const [created] = callsTo(/^\/v1\/customers$/, before);
    expect(created!.params).toMatchObject({ email: owner.email, metadata: { accountUuid: owner.user.account.uuid } });
    const account = await accountOf(owner);
    expect(session.customer).toBe(account.stripeCustomerId);
    // Nothing is paid yet: the plan is unchanged until Stripe's webhook says so.
    expect(account).toMatchObject({ packageName: 'TRIAL', isTrial: true });

    // A second visit to the payment page reuses the customer.
    const again = await checkoutAs(owner, 'clever');
    expect(again.statusCode).toBe(200);
    expect(callsTo(/^\/v1\/customers$/, before)).toHaveLength(1);
    expect(standIn.sessions.get((again.json().data.url as string).split('/pay/')[1]!)).toMatchObject({
      customer: account.stripeCustomerId,
      line_items: [{ price: prices.clever }],
    });
  });

  it('paying on the payment page sets the plan through the signed webhooks and returns to the plans page with success', async () => {
    const owner = await signedInOwner(t);
    const { url } = (await checkoutAs(owner, 'clever')).json().data as { url: string };
    expect(await pay(url)).toBe('http://atelier.test/#/settings/plans?success=1');

    const account = await accountOf(owner);
    expect(account).toMatchObject({ packageName: 'clever', isTrial: false });
    expect(account.stripeSubscriptionId).toMatch(/^sub_/);
    expect(account.periodEnd!.getTime() - account.periodStart!.getTime()).toBe(30 * 86_400_000);
    expect((await eventsOf(account.id)).map((e) => e.type).sort()).toEqual(['checkout.session.completed', 'customer.subscription.created', 'invoice.paid']);
    // The session the web app refreshes shows the new plan.
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: owner.refreshToken } });
    expect(refreshed.json().data.user.account.package).toMatchObject({ name: 'clever', isTrial: false });
  });

  it('with a live subscription, changes its price in place (prorated) and the plan at once: no payment page', async () => {
    const owner = await signedInOwner(t);
    await pay((await checkoutAs(owner, 'clever')).json().data.url);
    const { stripeSubscriptionId } = await accountOf(owner);
    const before = standIn.requests.length;

    const response = await checkoutAs(owner, 'genius');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ data: { url: null } });
    const [update] = standIn.requests.slice(before).filter((r) => r.method === 'POST');
    expect(update).toMatchObject({
      path: `/v1/subscriptions/${stripeSubscriptionId}`,
      params: { items: [{ price: prices.genius }], proration_behavior: 'create_prorations' },
    });
    expect(callsTo(/checkout\/sessions/, before)).toEqual([]);
    expect(await accountOf(owner)).toMatchObject({ packageName: 'genius', isTrial: false, stripeSubscriptionId });
  });

  it('to the free plan, cancels the subscription at once (unused time prorated) and sets basic', async () => {
    const owner = await signedInOwner(t);
    await pay((await checkoutAs(owner, 'genius')).json().data.url);
    const { stripeSubscriptionId } = await accountOf(owner);
    const before = standIn.requests.length;

    const response = await checkoutAs(owner, 'basic');
    expect(response.json()).toEqual({ data: { url: null } });
    expect(standIn.requests.slice(before)).toContainEqual({ method: 'DELETE', path: `/v1/subscriptions/${stripeSubscriptionId}`, params: { prorate: 'true' } });
    expect(standIn.subscriptions.get(stripeSubscriptionId!)).toMatchObject({ status: 'canceled' });
    expect(await accountOf(owner)).toMatchObject({ packageName: 'basic', isTrial: false, stripeSubscriptionId: null, periodStart: null, periodEnd: null });
  });

  it('two checkouts at once make one Stripe customer, used by both sessions', async () => {
    const owner = await signedInOwner(t);
    const answers = await Promise.all([checkoutAs(owner, 'clever'), checkoutAs(owner, 'genius')]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const { stripeCustomerId } = await accountOf(owner);
    for (const answer of answers) {
      expect(standIn.sessions.get((answer.json().data.url as string).split('/pay/')[1]!)).toMatchObject({ customer: stripeCustomerId });
    }
  });

  it('a subscription Stripe no longer knows is forgotten: the shop goes to the payment page again', async () => {
    const { owner } = await shopWithCustomer();
    await t.db.update(accounts).set({ stripeSubscriptionId: 'sub_gone' }).where(eq(accounts.uuid, owner.user.account.uuid));
    const response = await checkoutAs(owner, 'genius');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.url).toMatch(/\/pay\/cs_test_/);
    expect(await accountOf(owner)).toMatchObject({ stripeSubscriptionId: null, packageName: 'TRIAL' });
  });

  it("refuses a plan that is not a card (400) and an ADMINISTRATOR (403: billing:manage is the owner's), calling nothing", async () => {
    const owner = await signedInOwner(t);
    const before = standIn.requests.length;
    expectApiError(await checkoutAs(owner, 'TRIAL'), 400, 'ERR_VALIDATION', [{ field: 'packageName', message: 'ERR_NOT_FOUND' }]);
    expectApiError(await checkoutAs(owner, 'platinum'), 400, 'ERR_VALIDATION', [{ field: 'packageName', message: 'ERR_NOT_FOUND' }]);
    const admin = await addMember(t, (await accountOf(owner)).id, 'ADMINISTRATOR');
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/accounts/checkout/clever', headers: admin.auth }), 403, 'ERR_FORBIDDEN');
    expect(standIn.requests.length).toBe(before);
  });
});

describe('webhook', () => {
  const webhook = (payload: string, headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/billing/stripe/webhook', payload, headers });

  it('refuses a wrong, missing or stale signature with 400 ERR_INVALID_SIGNATURE and changes nothing', async () => {
    const { owner, customer } = await shopWithCustomer();
    const { id } = await accountOf(owner);
    const wrong = standIn.signedEvent('customer.subscription.created', subscription(customer, prices.genius), { secret: 'whsec_not_the_one' });
    expectApiError(await webhook(wrong.payload, wrong.headers), 400, 'ERR_INVALID_SIGNATURE');
    expectApiError(await webhook(wrong.payload, { 'content-type': 'application/json' }), 400, 'ERR_INVALID_SIGNATURE');
    // The right signature over other bytes (the body re-serialised) is refused too: the raw body is what is checked.
    const right = standIn.signedEvent('customer.subscription.created', subscription(customer, prices.genius));
    expectApiError(await webhook(JSON.stringify(JSON.parse(right.payload), null, 2), right.headers), 400, 'ERR_INVALID_SIGNATURE');
    expect(await accountOf(owner)).toMatchObject({ packageName: 'TRIAL', isTrial: true, stripeSubscriptionId: null, periodStart: null });
    expect(await eventsOf(id)).toEqual([]);
    // Delivered as it was signed, it is applied.
    expect((await webhook(right.payload, right.headers)).statusCode).toBe(200);
    expect(await accountOf(owner)).toMatchObject({ packageName: 'genius' });
  });

  it('a signed customer.subscription.created sets the package, the subscription and its period (from the items)', async () => {
    const { owner, customer } = await shopWithCustomer();
    const sub = subscription(customer, prices.clever, { id: 'sub_created_1', start: Math.floor(Date.UTC(2026, 10, 10) / 1000), days: 31 });
    const sent = await standIn.sendEvent('customer.subscription.created', sub);
    expect(sent.status, sent.body).toBe(200);
    expect(await accountOf(owner)).toMatchObject({
      packageName: 'clever',
      isTrial: false,
      stripeSubscriptionId: 'sub_created_1',
      periodStart: new Date('2026-11-10T00:00:00Z'),
      periodEnd: new Date('2026-12-11T00:00:00Z'),
    });
  });

  it('applies each event once by its id: a replayed older event does not undo a later one', async () => {
    const { owner, customer } = await shopWithCustomer();
    const created = await standIn.sendEvent('customer.subscription.created', subscription(customer, prices.genius, { id: 'sub_replay' }));
    await standIn.sendEvent('customer.subscription.updated', subscription(customer, prices.clever, { id: 'sub_replay' }));
    const replay = await standIn.sendEvent('customer.subscription.created', subscription(customer, prices.genius, { id: 'sub_replay' }), { id: created.id });
    expect(replay.status, replay.body).toBe(200);
    expect(await accountOf(owner)).toMatchObject({ packageName: 'clever' });
    const { id } = await accountOf(owner);
    expect((await eventsOf(id)).map((e) => e.type).sort()).toEqual(['customer.subscription.created', 'customer.subscription.updated']);
  });

  it('the same event delivered twice at once is applied once', async () => {
    const { owner, customer } = await shopWithCustomer();
    const event = standIn.signedEvent('customer.subscription.created', subscription(customer, prices.genius));
    const answers = await Promise.all([1, 2, 3].map(() => fetch(standIn.webhookUrl!, { method: 'POST', headers: event.headers, body: event.payload })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await eventsOf((await accountOf(owner)).id)).toHaveLength(1);
  });

  it('customer.subscription.deleted puts the shop on basic and clears the period', async () => {
    const { owner, customer } = await shopWithCustomer();
    await standIn.sendEvent('customer.subscription.created', subscription(customer, prices.genius, { id: 'sub_deleted' }));
    const sent = await standIn.sendEvent('customer.subscription.deleted', subscription(customer, prices.genius, { id: 'sub_deleted', status: 'canceled' }));
    expect(sent.status).toBe(200);
    expect(await accountOf(owner)).toMatchObject({ packageName: 'basic', isTrial: false, stripeSubscriptionId: null, periodStart: null, periodEnd: null });
  });

  it('a deleted old subscription leaves the newer one alone', async () => {
    const { owner, customer } = await shopWithCustomer();
    await standIn.sendEvent('customer.subscription.created', subscription(customer, prices.genius, { id: 'sub_new' }));
    await standIn.sendEvent('customer.subscription.deleted', subscription(customer, prices.clever, { id: 'sub_old', status: 'canceled' }));
    expect(await accountOf(owner)).toMatchObject({ packageName: 'genius', stripeSubscriptionId: 'sub_new' });
  });

  it('invoice.paid moves the billed period on', async () => {
    const { owner, customer } = await shopWithCustomer();
    await standIn.sendEvent('customer.subscription.created', subscription(customer, prices.clever, { id: 'sub_renew' }));
    const start = Math.floor(Date.UTC(2026, 11, 1) / 1000);
    await standIn.sendEvent('invoice.paid', {
      id: 'in_renew',
      object: 'invoice',
      customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_renew' } },
      lines: { object: 'list', data: [{ period: { start, end: start + 31 * 86_400 } }] },
    });
    expect(await accountOf(owner)).toMatchObject({ packageName: 'clever', periodStart: new Date('2026-12-01T00:00:00Z'), periodEnd: new Date('2027-01-01T00:00:00Z') });
  });

  it('answers 200 to unknown event types and unknown customers, recording the event and changing nothing', async () => {
    const { owner, customer } = await shopWithCustomer();
    const unknownType = await standIn.sendEvent('customer.updated', { id: customer, object: 'customer', customer });
    expect(unknownType.status).toBe(200);
    const stranger = await standIn.sendEvent('customer.subscription.created', subscription('cus_nobody', prices.genius));
    expect(stranger.status).toBe(200);
    expect(await accountOf(owner)).toMatchObject({ packageName: 'TRIAL' });
    const rows = await t.db.select().from(billingEvents).where(eq(billingEvents.id, stranger.id));
    expect(rows).toMatchObject([{ type: 'customer.subscription.created', accountId: null }]);
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, unknownType.id))).toHaveLength(1);
  });

  it('an unknown price changes nothing', async () => {
    const { owner, customer } = await shopWithCustomer();
    expect((await standIn.sendEvent('customer.subscription.created', subscription(customer, 'price_someone_else'))).status).toBe(200);
    expect(await accountOf(owner)).toMatchObject({ packageName: 'TRIAL', stripeSubscriptionId: null });
  });
});

describe('invoices and portal', () => {
  it("lists the shop's Stripe invoices, newest first, as created, number and hosted_invoice_url", async () => {
    const { owner, customer } = await shopWithCustomer();
    standIn.addInvoice(customer, { number: 'ATL-0001', created: 1_790_000_000, hosted_invoice_url: 'https://pay.example/1' });
    standIn.addInvoice(customer, { number: 'ATL-0002', created: 1_792_000_000, hosted_invoice_url: 'https://pay.example/2' });
    standIn.addInvoice('cus_other_shop', { number: 'OTHER-1' });
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts/invoices', headers: owner.auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      data: {
        data: [
          { created: 1_792_000_000, number: 'ATL-0002', hosted_invoice_url: 'https://pay.example/2' },
          { created: 1_790_000_000, number: 'ATL-0001', hosted_invoice_url: 'https://pay.example/1' },
        ],
      },
    });
    expect(standIn.requests.at(-1)).toMatchObject({ method: 'GET', path: '/v1/invoices', params: { customer } });
  });

  it('lists nothing for a shop that never went to the payment page, without calling Stripe', async () => {
    const owner = await signedInOwner(t);
    const before = standIn.requests.length;
    const response = await t.app.inject({ method: 'GET', url: '/api/accounts/invoices', headers: owner.auth });
    expect(response.json()).toEqual({ data: { data: [] } });
    expect(standIn.requests.length).toBe(before);
  });

  it("answers the customer portal's url, back to the billing page; 409 before the shop has a customer", async () => {
    const owner = await signedInOwner(t);
    expectApiError(await t.app.inject({ method: 'POST', url: '/api/accounts/portal', headers: owner.auth }), 409, 'ERR_BILLING_UNAVAILABLE');
    await checkoutAs(owner, 'clever');
    const response = await t.app.inject({ method: 'POST', url: '/api/accounts/portal', headers: owner.auth });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.url).toMatch(new RegExp(`^${standIn.url}/portal/bps_`));
    expect(standIn.requests.at(-1)).toMatchObject({
      path: '/v1/billing_portal/sessions',
      params: { customer: (await accountOf(owner)).stripeCustomerId, return_url: 'http://atelier.test/#/settings/billing' },
    });
  });
});

describe('isolation', () => {
  it("shop B's owner checks out and lists invoices for B only", async () => {
    const a = await shopWithCustomer();
    standIn.addInvoice(a.customer, { number: 'A-0001' });
    const b = await signedInOwner(t);
    const { url } = (await checkoutAs(b, 'genius')).json().data as { url: string };
    const session = standIn.sessions.get(url.split('/pay/')[1]!)!;
    const accountB = await accountOf(b);
    expect(session).toMatchObject({ client_reference_id: b.user.account.uuid, customer: accountB.stripeCustomerId });
    expect(accountB.stripeCustomerId).not.toBe(a.customer);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/invoices', headers: b.auth })).json()).toEqual({ data: { data: [] } });
  });

  it("a webhook for A's customer never touches B, even when the session names B", async () => {
    const a = await shopWithCustomer();
    const b = await shopWithCustomer();
    await standIn.sendEvent('customer.subscription.created', subscription(a.customer, prices.genius, { id: 'sub_of_a' }));
    // A session of A's customer carrying B's uuid: not linked to B.
    const sent = await standIn.sendEvent('checkout.session.completed', {
      id: 'cs_forged',
      object: 'checkout.session',
      client_reference_id: b.owner.user.account.uuid,
      customer: a.customer,
      subscription: 'sub_of_a',
    });
    expect(sent.status, sent.body).toBe(200);
    expect(await accountOf(a.owner)).toMatchObject({ packageName: 'genius', stripeSubscriptionId: 'sub_of_a', stripeCustomerId: a.customer });
    expect(await accountOf(b.owner)).toMatchObject({ packageName: 'TRIAL', stripeSubscriptionId: null, stripeCustomerId: b.customer });
  });
});

describe('Stripe failing', () => {
  it('answers 503 ERR_BILLING_UNAVAILABLE without Stripe internals when Stripe answers an error', async () => {
    const owner = await signedInOwner(t);
    standIn.failWith = 500;
    try {
      const response = await checkoutAs(owner, 'clever');
      expectApiError(response, 503, 'ERR_BILLING_UNAVAILABLE');
      expect(response.body).not.toMatch(/stand-in|stripe|api_error/i);
    } finally {
      standIn.failWith = null;
    }
    expect((await accountOf(owner)).stripeCustomerId).toBeNull();
  });

  it('answers 503 when Stripe cannot be reached (checkout, invoices, portal)', async () => {
    const down = await startStripeStandIn({ webhookSecret: STAND_IN_SETTINGS.webhookSecret });
    await down.close();
    const app = await createTestApp({ billing: standInBilling(down) });
    try {
      const owner = await signedInOwner(app);
      const checkout = await app.app.inject({ method: 'POST', url: '/api/accounts/checkout/clever', headers: owner.auth });
      expectApiError(checkout, 503, 'ERR_BILLING_UNAVAILABLE');
      expect(checkout.body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|stripe/i);
      await app.db.update(accounts).set({ stripeCustomerId: 'cus_unreachable' }).where(eq(accounts.uuid, owner.user.account.uuid));
      expectApiError(await app.app.inject({ method: 'GET', url: '/api/accounts/invoices', headers: owner.auth }), 503, 'ERR_BILLING_UNAVAILABLE');
      expectApiError(await app.app.inject({ method: 'POST', url: '/api/accounts/portal', headers: owner.auth }), 503, 'ERR_BILLING_UNAVAILABLE');
    } finally {
      await app.close();
    }
  });
});
