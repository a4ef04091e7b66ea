import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, billingEvents } from '../../db/schema/index.js';
import { expectApiError } from '../../../test/api-error.js';
import { signedInOwner, type Owner } from '../../../test/fixtures.js';
import { STAND_IN_SETTINGS, standInBilling, startStripeStandIn, type StripeStandIn } from '../../../test/stripe-stand-in.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

/**
 * Deliveries signed with the right secret whose content is not what Stripe sends (found by probing
 * the production server): each is answered 4xx or 200, never a 500 (Stripe would retry it for
 * days), and changes nothing it cannot read.
 */

let standIn: StripeStandIn;
let t: TestApp;
const { prices, webhookSecret } = STAND_IN_SETTINGS;

beforeAll(async () => {
  standIn = await startStripeStandIn({ webhookSecret });
  t = await createTestApp({ billing: standInBilling(standIn) });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const deliver = (payload: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/billing/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) },
    payload,
  });
const accountOf = async (owner: Owner) => (await t.db.select().from(accounts).where(eq(accounts.uuid, owner.user.account.uuid)))[0]!;
const recorded = async (id: string) => (await t.db.select().from(billingEvents).where(eq(billingEvents.id, id))).length;

/** A shop on Essentiel through a subscription whose events the tests then send. */
async function subscribedShop() {
  const owner = await signedInOwner(t);
  expect((await t.app.inject({ method: 'POST', url: '/api/accounts/checkout/clever', headers: owner.auth })).statusCode).toBe(200);
  const customer = (await accountOf(owner)).stripeCustomerId!;
  const start = Math.floor(Date.UTC(2026, 10, 1) / 1000);
  const subscription = (price: string, period: { start: number; end: number } = { start, end: start + 30 * 86_400 }) => ({
    id: 'sub_probe',
    object: 'subscription',
    customer,
    status: 'active',
    items: { object: 'list', data: [{ id: 'si_1', price: { id: price }, current_period_start: period.start, current_period_end: period.end }] },
  });
  const applied = await deliver(
    JSON.stringify({ id: `evt_${owner.user.account.uuid}`, type: 'customer.subscription.created', data: { object: subscription(prices.clever) } }),
  );
  expect(applied.statusCode, applied.body).toBe(200);
  return { owner, customer, subscription };
}

describe('the webhook and signed deliveries that are not Stripe events', () => {
  it.each([
    ['a JSON array', '[1,2]'],
    ['null', 'null'],
    ['a string', '"evt"'],
    ['an event without data', '{"id":"evt_no_data","type":"customer.subscription.updated"}'],
    ['an event whose object is null', '{"id":"evt_null_object","type":"customer.subscription.updated","data":{"object":null}}'],
    ['an event without id', '{"type":"invoice.paid","data":{"object":{}}}'],
    ['an event with a numeric id', '{"id":12,"type":"invoice.paid","data":{"object":{}}}'],
    ['an event id longer than any Stripe id', JSON.stringify({ id: `evt_${'7f'.repeat(20_000)}`, type: 'invoice.paid', data: { object: {} } })],
  ])('answers 400 ERR_VALIDATION to %s and records nothing', async (_what, payload) => {
    const before = await t.db.$count(billingEvents);
    expectApiError(await deliver(payload), 400, 'ERR_VALIDATION');
    expect(await t.db.$count(billingEvents)).toBe(before);
  });

  it('an invoice.paid whose lines are not a list is recorded and leaves the period as it was', async () => {
    const { owner, customer } = await subscribedShop();
    const before = await accountOf(owner);
    const response = await deliver(JSON.stringify({ id: 'evt_bad_lines', type: 'invoice.paid', data: { object: { customer, lines: { data: 'x' } } } }));
    expect(response.statusCode, response.body).toBe(200);
    expect(await recorded('evt_bad_lines')).toBe(1);
    const after = await accountOf(owner);
    expect([after.periodStart, after.periodEnd]).toEqual([before.periodStart, before.periodEnd]);
  });

  it('a subscription whose items are not a list, or whose period no date can hold, keeps the stored period', async () => {
    const { owner, subscription } = await subscribedShop();
    const before = await accountOf(owner);
    const odd = { ...subscription(prices.genius), items: { object: 'list', data: 'x' } };
    expect((await deliver(JSON.stringify({ id: 'evt_items_not_list', type: 'customer.subscription.updated', data: { object: odd } }))).statusCode).toBe(200);
    for (const [id, period] of [
      ['evt_far_future', { start: 1, end: 1e15 }],
      ['evt_far_past', { start: -1e13, end: -1e12 }],
    ] as const) {
      const response = await deliver(JSON.stringify({ id, type: 'customer.subscription.updated', data: { object: subscription(prices.genius, period) } }));
      expect(response.statusCode, response.body).toBe(200);
      expect(await recorded(id)).toBe(1);
    }
    const after = await accountOf(owner);
    expect(after.packageName).toBe('genius');
    expect([after.periodStart, after.periodEnd]).toEqual([before.periodStart, before.periodEnd]);
    expect((await t.app.inject({ method: 'GET', url: '/api/accounts/usage', headers: owner.auth })).statusCode).toBe(200);
  });
});

describe('the webhook and deliveries out of order', () => {
  const event = (id: string, type: string, object: unknown, created: number) => JSON.stringify({ id, object: 'event', type, created, data: { object } });

  it('a subscription event older than one already applied is recorded but changes nothing; a newer one applies', async () => {
    const { owner, subscription } = await subscribedShop();
    const t0 = Math.floor(Date.now() / 1000) + 10;
    const tag = owner.user.account.uuid;
    expect((await deliver(event(`evt_genius_${tag}`, 'customer.subscription.updated', subscription(prices.genius), t0))).statusCode).toBe(200);
    expect((await accountOf(owner)).packageName).toBe('genius');

    // Retried later: the change to Essentiel that came before, then a cancellation older still.
    expect((await deliver(event(`evt_clever_${tag}`, 'customer.subscription.updated', subscription(prices.clever), t0 - 60))).statusCode).toBe(200);
    expect(
      (await deliver(event(`evt_deleted_${tag}`, 'customer.subscription.deleted', { ...subscription(prices.clever), status: 'canceled' }, t0 - 120))).statusCode,
    ).toBe(200);
    expect(await recorded(`evt_clever_${tag}`)).toBe(1);
    expect(await recorded(`evt_deleted_${tag}`)).toBe(1);
    const kept = await accountOf(owner);
    expect([kept.packageName, kept.stripeSubscriptionId]).toEqual(['genius', 'sub_probe']);

    // The real cancellation, after the change.
    expect((await deliver(event(`evt_cancel_${tag}`, 'customer.subscription.deleted', { ...subscription(prices.genius), status: 'canceled' }, t0 + 60))).statusCode).toBe(
      200,
    );
    expect((await accountOf(owner)).packageName).toBe('basic');
  });

  it('two deliveries at once, the older arriving with the newer, leave the newer state', async () => {
    const { owner, subscription } = await subscribedShop();
    const t0 = Math.floor(Date.now() / 1000) + 10;
    const tag = owner.user.account.uuid;
    for (let round = 0; round < 5; round += 1) {
      const newer = event(`evt_par_new_${round}_${tag}`, 'customer.subscription.updated', subscription(round % 2 ? prices.clever : prices.genius), t0 + round * 100 + 50);
      const older = event(`evt_par_old_${round}_${tag}`, 'customer.subscription.updated', subscription(round % 2 ? prices.genius : prices.clever), t0 + round * 100);
      const answers = await Promise.all([deliver(older), deliver(newer)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect((await accountOf(owner)).packageName).toBe(round % 2 ? 'clever' : 'genius');
    }
  });
});
