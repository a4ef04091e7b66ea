import type { CheckoutResult, PlanName } from '@atelier/contracts';
import { billingAccount, linkCustomer, setPlan, setSubscription, type BillingAccount } from './billing-account.js';
import { callStripe } from './stripe-client.js';
import { plansPageUrl, requireStripe, type StripeDeps } from './stripe-deps.js';
import { ENDED_STATUSES, subscriptionPeriod, subscriptionPriceId } from './subscription-plan.js';

type Input = { accountId: number; email: string; packageName: PlanName };

/**
 * POST /accounts/checkout/{packageName} with Stripe (§4 "Plan"):
 * - no live subscription: Stripe's payment page (a Checkout session) → { url }; the webhook sets the plan once paid;
 * - a live subscription: its price changes in place (prorated) and the plan is set at once → { url: null };
 * - basic: the subscription is canceled at once, the unused time prorated as a credit → { url: null }.
 *   At once rather than at the period's end: what the pages show (the plan in force, no "ends on"
 *   field) is then what the shop has and pays, and nothing is lost (a downgrade hides no data).
 */
export async function checkout(deps: StripeDeps, input: Input): Promise<CheckoutResult> {
  const { stripe, settings } = requireStripe(deps);
  const account = await billingAccount(deps.db, input.accountId);
  const live = account.stripeSubscriptionId ? await liveSubscription(deps, account) : null;

  if (input.packageName === 'basic') {
    if (live) await callStripe(deps.log, 'subscriptions.cancel', () => stripe.subscriptions.cancel(live.id, { prorate: true }));
    await setPlan(deps.db, account.id, { packageName: 'basic', subscriptionId: null, period: null });
    return { url: null };
  }

  const price = settings.prices[input.packageName];
  if (live) {
    const item = live.items.data[0];
    if (!item) throw new Error(`subscription ${live.id} has no item`);
    const updated =
      subscriptionPriceId(live) === price
        ? live
        : await callStripe(deps.log, 'subscriptions.update', () =>
            stripe.subscriptions.update(live.id, { items: [{ id: item.id, price }], proration_behavior: 'create_prorations', metadata: { accountUuid: account.uuid } }),
          );
    await setPlan(deps.db, account.id, { packageName: input.packageName, subscriptionId: updated.id, period: subscriptionPeriod(updated) ?? undefined });
    return { url: null };
  }

  const customer = account.stripeCustomerId ?? (await createCustomer(deps, account, input.email));
  const session = await callStripe(deps.log, 'checkout.sessions.create', () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: account.uuid,
      line_items: [{ price, quantity: 1 }],
      metadata: { accountUuid: account.uuid, packageName: input.packageName },
      subscription_data: { metadata: { accountUuid: account.uuid } },
      success_url: plansPageUrl(deps.config, '?success=1'),
      cancel_url: plansPageUrl(deps.config),
    }),
  );
  if (!session.url) {
    deps.log.warn({ session: session.id }, 'Stripe Checkout session without a url');
    return { url: null };
  }
  return { url: session.url };
}

/** The stored subscription when it still bills; an ended or vanished one is forgotten (the next upgrade pays anew). */
async function liveSubscription(deps: StripeDeps, account: BillingAccount) {
  const { stripe } = requireStripe(deps);
  const subscription = await callStripe(deps.log, 'subscriptions.retrieve', () =>
    stripe.subscriptions.retrieve(account.stripeSubscriptionId!).catch((err: unknown) => {
      // Deleted on Stripe's side (or another Stripe account's): nothing bills any more.
      if ((err as { code?: string }).code === 'resource_missing') return null;
      throw err;
    }),
  );
  if (!subscription || ENDED_STATUSES.includes(subscription.status)) {
    await setSubscription(deps.db, account.id, { subscriptionId: null });
    return null;
  }
  return subscription;
}

/** The shop's Stripe customer, made once (the idempotency key makes a concurrent second call the same customer). */
async function createCustomer(deps: StripeDeps, account: BillingAccount, email: string): Promise<string> {
  const { stripe } = requireStripe(deps);
  const customer = await callStripe(deps.log, 'customers.create', () =>
    stripe.customers.create({ email, metadata: { accountUuid: account.uuid } }, { idempotencyKey: `atelier-customer-${account.uuid}` }),
  );
  return linkCustomer(deps.db, account.id, customer.id);
}
