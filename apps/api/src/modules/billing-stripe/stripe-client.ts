import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import type { Config } from '../../config.js';
import { AppError } from '../../http/app-error.js';

/** A Stripe answer must come quickly: a shop waits on the plans page (Stripe answers in well under a second). */
const TIMEOUT_MS = 10_000;

/**
 * The app's one Stripe client, or null when billing is not Stripe ('self-hosted', 'off'): then
 * nothing is constructed and nothing calls out. `apiUrl` points the package at another host (the
 * tests' and e2e's local stand-in), which answers at once or not at all: no retries there.
 */
export function stripeClientFor(billing: Config['billing']): Stripe | null {
  if (billing.mode !== 'stripe' || !billing.stripe) return null;
  const target = billing.stripe.apiUrl ? new URL(billing.stripe.apiUrl) : null;
  return new Stripe(billing.stripe.secretKey, {
    timeout: TIMEOUT_MS,
    maxNetworkRetries: target ? 0 : 2,
    telemetry: false,
    ...(target
      ? {
          host: target.hostname,
          port: target.port || (target.protocol === 'https:' ? 443 : 80),
          protocol: target.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/**
 * Runs a call to Stripe: any failure (unreachable, timeout, an error answer) becomes 503
 * ERR_BILLING_UNAVAILABLE for the client — never a 500 nor Stripe's message — and is logged whole.
 */
export async function callStripe<T>(log: FastifyBaseLogger, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    log.warn({ err, stripeCall: what }, 'Stripe call failed');
    throw new AppError(503, 'ERR_BILLING_UNAVAILABLE');
  }
}
