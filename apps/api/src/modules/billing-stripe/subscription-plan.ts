import type Stripe from 'stripe';
import type { PlanName } from '@atelier/contracts';
import type { StripeConfig } from '../../config.js';
import type { Period } from './billing-account.js';

/** The paid plan a Stripe price id stands for (STRIPE_PRICE_CLEVER / _GENIUS), or null. */
export function planOfPrice(prices: StripeConfig['prices'], priceId: string | undefined): Exclude<PlanName, 'basic'> | null {
  if (!priceId) return null;
  if (priceId === prices.clever) return 'clever';
  if (priceId === prices.genius) return 'genius';
  return null;
}

const priceIdOf = (price: Stripe.Price | string | undefined) => (typeof price === 'string' ? price : price?.id);

/** The price of the subscription's (single) item. */
export function subscriptionPriceId(subscription: Stripe.Subscription): string | undefined {
  return priceIdOf(subscription.items?.data?.[0]?.price);
}

/** Stripe API 2025+ (package v18+) keeps current_period_* on each item, no longer on the subscription. */
export function subscriptionPeriod(subscription: Stripe.Subscription): Period | null {
  const items = Array.isArray(subscription.items?.data) ? subscription.items.data : [];
  const starts = items.map((i) => i.current_period_start).filter((n) => Number.isFinite(n));
  const ends = items.map((i) => i.current_period_end).filter((n) => Number.isFinite(n));
  if (!starts.length || !ends.length) return null;
  return periodOf(Math.min(...starts), Math.max(...ends));
}

/** A period from unix seconds, or null when it is not one (the accounts' CHECK wants start < end; a Date must hold it). */
export function periodOf(start: unknown, end: unknown): Period | null {
  if (typeof start !== 'number' || typeof end !== 'number' || !(start < end)) return null;
  const period = { start: new Date(start * 1000), end: new Date(end * 1000) };
  // Beyond what a Date holds (about ±275,000 years) it is no period: writing it would throw.
  return Number.isNaN(period.start.getTime()) || Number.isNaN(period.end.getTime()) ? null : period;
}

/** A subscription that still bills (or will, once its first payment completes it: not 'incomplete'). */
export const LIVE_STATUSES: readonly string[] = ['active', 'trialing', 'past_due'];
/** A subscription that will never bill again: the shop is back on the free plan. */
export const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired', 'unpaid'];

/** The id of a field Stripe may expand into an object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (typeof value === 'string') return value;
  return value && typeof value.id === 'string' ? value.id : null;
}
