import { and, eq, gt, like, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { accounts, billingEvents } from '../../db/schema/index.js';
import { billingAccountByCustomer, billingAccountByUuid, setBilledPeriod, setPlan, setSubscription, type BillingAccount } from './billing-account.js';
import { ENDED_STATUSES, LIVE_STATUSES, idOf, periodOf, planOfPrice, subscriptionPeriod, subscriptionPriceId } from './subscription-plan.js';

type Deps = { db: Db; prices: StripeConfig['prices']; log: FastifyBaseLogger };

/**
 * Applies a verified Stripe event once: its id goes into billing_events in the same transaction as
 * the change, so a replayed or retried delivery (or two at once: the second waits on the key)
 * changes nothing. Unknown types and unknown customers are recorded and change nothing.
 */
export async function applyStripeEvent(deps: Deps, event: Stripe.Event): Promise<'applied' | 'replayed'> {
  return deps.db.transaction(async (tx) => {
    const account = await accountOf(tx, event);
    const [recorded] = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, accountId: account?.id ?? null, createdAt: createdOf(event) })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!recorded) return 'replayed';
    if (!account) return 'applied';
    if (await supersededSubscriptionEvent(tx, account.id, event)) {
      deps.log.info({ stripeEvent: event.id, account: account.uuid }, 'Older subscription event recorded, not applied');
      return 'applied';
    }
    await apply(tx, deps, account, event);
    return 'applied';
  });
}

const SUBSCRIPTION_EVENTS = 'customer.subscription.%';
const createdOf = (event: Stripe.Event): Date | null => {
  const created = new Date(event.created * 1000);
  return Number.isNaN(created.getTime()) ? null : created;
};

/**
 * Stripe delivers events in any order and retries failed ones later: a subscription event older
 * than one already applied to the shop says a state that is no longer true (a retried « Essentiel »
 * after the « Professionnel » that followed it). The shop's row is locked first, so two deliveries
 * at once are compared one after the other (NO KEY UPDATE: the events' key-share lock on the row
 * from their foreign key does not block it, so two deliveries never deadlock).
 */
async function supersededSubscriptionEvent(tx: Tx, accountId: number, event: Stripe.Event): Promise<boolean> {
  const created = createdOf(event);
  if (!created || !event.type.startsWith('customer.subscription.')) return false;
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('no key update');
  const [newer] = await tx
    .select({ id: billingEvents.id })
    .from(billingEvents)
    .where(
      and(eq(billingEvents.accountId, accountId), like(billingEvents.type, SUBSCRIPTION_EVENTS), gt(billingEvents.createdAt, created), ne(billingEvents.id, event.id)),
    )
    .limit(1);
  return newer !== undefined;
}

/** The shop an event concerns: by the Checkout session's client_reference_id, otherwise by the Stripe customer. */
async function accountOf(tx: Tx, event: Stripe.Event): Promise<BillingAccount | null> {
  const object = event.data.object as { customer?: unknown; client_reference_id?: unknown };
  if (event.type === 'checkout.session.completed') {
    return typeof object.client_reference_id === 'string' ? billingAccountByUuid(tx, object.client_reference_id) : null;
  }
  const customer = idOf(object.customer as string | { id: string } | null | undefined);
  return customer ? billingAccountByCustomer(tx, customer) : null;
}

async function apply(tx: Tx, deps: Deps, account: BillingAccount, event: Stripe.Event): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return linkCheckout(tx, deps, account, event.data.object);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
      return subscriptionChanged(tx, deps, account, event.data.object);
    case 'customer.subscription.deleted':
      return subscriptionEnded(tx, account, event.data.object);
    case 'invoice.paid':
      return invoicePaid(tx, account, event.data.object);
    default:
      return;
  }
}

/** The paid Checkout session links the shop to its customer and subscription (the plan comes with the subscription's event). */
async function linkCheckout(tx: Tx, deps: Deps, account: BillingAccount, session: Stripe.Checkout.Session): Promise<void> {
  const customer = idOf(session.customer);
  if (!customer) return;
  // Never move a customer between shops: the session must be for this shop's own customer.
  const owner = await billingAccountByCustomer(tx, customer);
  if ((account.stripeCustomerId && account.stripeCustomerId !== customer) || (owner && owner.id !== account.id)) {
    deps.log.warn({ account: account.uuid, customer }, 'Checkout session of another customer ignored');
    return;
  }
  await setSubscription(tx, account.id, { customerId: customer, ...(idOf(session.subscription) ? { subscriptionId: idOf(session.subscription) } : {}) });
}

async function subscriptionChanged(tx: Tx, deps: Deps, account: BillingAccount, subscription: Stripe.Subscription): Promise<void> {
  if (ENDED_STATUSES.includes(subscription.status)) return subscriptionEnded(tx, account, subscription);
  if (!LIVE_STATUSES.includes(subscription.status)) return; // 'incomplete': not paid yet
  const plan = planOfPrice(deps.prices, subscriptionPriceId(subscription));
  if (!plan) {
    deps.log.warn({ account: account.uuid, price: subscriptionPriceId(subscription) }, 'Subscription of an unknown price ignored');
    return;
  }
  // A period it cannot read leaves the stored one (undefined), rather than clearing it.
  await setPlan(tx, account.id, { packageName: plan, subscriptionId: subscription.id, period: subscriptionPeriod(subscription) ?? undefined });
}

/** Back to the free plan — unless the shop has since moved to another subscription. */
async function subscriptionEnded(tx: Tx, account: BillingAccount, subscription: Stripe.Subscription): Promise<void> {
  if (account.stripeSubscriptionId && account.stripeSubscriptionId !== subscription.id) return;
  await setPlan(tx, account.id, { packageName: 'basic', subscriptionId: null, period: null });
}

/** A paid renewal: the billed period of the shop's subscription moves on. */
async function invoicePaid(tx: Tx, account: BillingAccount, invoice: Stripe.Invoice): Promise<void> {
  if (!account.stripeSubscriptionId) return;
  const subscription = idOf(invoice.parent?.subscription_details?.subscription);
  if (subscription && subscription !== account.stripeSubscriptionId) return;
  const lines = Array.isArray(invoice.lines?.data) ? invoice.lines.data : [];
  const periods = lines.map((line) => periodOf(line.period?.start, line.period?.end)).filter((p) => p !== null);
  const latest = periods.sort((a, b) => b.end.getTime() - a.end.getTime())[0];
  if (latest) await setBilledPeriod(tx, account.id, latest);
}
