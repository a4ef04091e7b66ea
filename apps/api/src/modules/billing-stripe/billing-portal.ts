import { AppError } from '../../http/app-error.js';
import { billingAccount } from './billing-account.js';
import { callStripe } from './stripe-client.js';
import { billingPageUrl, requireStripe, type StripeDeps } from './stripe-deps.js';

/** Stripe's customer portal (card changes), back to the billing page; 409 before the shop has a customer. */
export async function billingPortal(deps: StripeDeps, accountId: number): Promise<{ url: string }> {
  const { stripe } = requireStripe(deps);
  const { stripeCustomerId } = await billingAccount(deps.db, accountId);
  if (!stripeCustomerId) throw new AppError(409, 'ERR_BILLING_UNAVAILABLE');
  const session = await callStripe(deps.log, 'billingPortal.sessions.create', () =>
    stripe.billingPortal.sessions.create({ customer: stripeCustomerId, return_url: billingPageUrl(deps.config) }),
  );
  return { url: session.url };
}
