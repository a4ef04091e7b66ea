import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { Config, StripeConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';

/** What the Stripe use cases need: the database, the app's client (null off Stripe), its settings and the request's log. */
export type StripeDeps = { db: Db; config: Config; stripe: Stripe | null; log: FastifyBaseLogger };

/** The client and settings, or 409 ERR_BILLING_UNAVAILABLE when this installation does not bill through Stripe. */
export function requireStripe(deps: StripeDeps): { stripe: Stripe; settings: StripeConfig } {
  if (!deps.stripe || !deps.config.billing.stripe) throw new AppError(409, 'ERR_BILLING_UNAVAILABLE');
  return { stripe: deps.stripe, settings: deps.config.billing.stripe };
}

/** The web app's hash routes (HashRouter): where Stripe sends the shop back. */
export const plansPageUrl = (config: Config, query = '') => `${config.publicUrl}/#/settings/plans${query}`;
export const billingPageUrl = (config: Config) => `${config.publicUrl}/#/settings/billing`;
