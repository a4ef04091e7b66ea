import type Stripe from 'stripe';
import { z } from 'zod';
import { billingInvoicesSchema, checkoutParamsSchema, checkoutResultSchema, portalResultSchema } from '@atelier/contracts';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../http/app-error.js';
import { authorize } from '../../http/authenticate.js';
import { scopeOf } from '../../http/scope.js';
import { errors, ok, type App } from '../../http/types.js';
import { applyStripeEvent } from './apply-stripe-event.js';
import { billingInvoices } from './billing-invoices.js';
import { billingPortal } from './billing-portal.js';
import { checkout } from './checkout.js';
import { stripeClientFor } from './stripe-client.js';

const tags = ['billing'];

/** What every event handler relies on; a Stripe event id is far shorter than 255. */
const stripeEventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
const security = [{ bearer: [] }];

/**
 * Billing through Stripe (issue 16): checkout, invoices, the customer portal and Stripe's webhook.
 * One Stripe client for the app, none at all unless config.billing.mode is 'stripe'.
 */
export function billingStripeRoutes(app: App, deps: AppDeps): void {
  const stripe = stripeClientFor(deps.config.billing);
  const stripeDeps = (log: App['log']) => ({ db: deps.db, config: deps.config, stripe, log });
  const mayManage = authorize(deps, 'billing:manage');

  app.post('/accounts/checkout/:packageName', {
    schema: { tags, security, params: checkoutParamsSchema, response: { 200: ok(checkoutResultSchema), ...errors(400, 401, 403, 404, 409, 503) } },
    preHandler: mayManage,
    handler: async (request) => {
      const scope = scopeOf(request);
      return { data: await checkout(stripeDeps(request.log), { accountId: scope.accountId, email: scope.user.email, packageName: request.params.packageName }) };
    },
  });

  app.get('/accounts/invoices', {
    schema: { tags, security, response: { 200: ok(billingInvoicesSchema), ...errors(401, 403, 503) } },
    preHandler: mayManage,
    handler: async (request) => ({ data: { data: await billingInvoices(stripeDeps(request.log), scopeOf(request).accountId) } }),
  });

  app.post('/accounts/portal', {
    schema: { tags, security, response: { 200: ok(portalResultSchema), ...errors(401, 403, 409, 503) } },
    preHandler: mayManage,
    handler: async (request) => ({ data: await billingPortal(stripeDeps(request.log), scopeOf(request).accountId) }),
  });

  // Stripe's webhook reads the raw body (the signature covers its exact bytes): a parser for this
  // route only, in its own encapsulated plugin, so JSON parsing elsewhere is unchanged.
  void app.register(async (scoped) => {
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scoped.post('/billing/stripe/webhook', {
      schema: {
        tags,
        summary: "Stripe's events (signed with STRIPE_WEBHOOK_SECRET)",
        response: { 200: ok(z.object({ received: z.boolean() })), ...errors(400, 404) },
      },
      handler: async (request) => {
        const settings = deps.config.billing.stripe;
        if (!stripe || !settings) throw new AppError(404, 'ERR_NOT_FOUND');
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string') throw new AppError(400, 'ERR_INVALID_SIGNATURE');
        let event: Stripe.Event;
        try {
          event = stripe.webhooks.constructEvent(request.body, signature, settings.webhookSecret);
        } catch (err) {
          // The reason only: Stripe's error carries the whole body and the signature header.
          request.log.warn({ reason: err instanceof Error ? err.message.slice(0, 200) : 'invalid' }, 'Stripe webhook refused');
          throw new AppError(400, 'ERR_INVALID_SIGNATURE');
        }
        // Signed is not well formed: what the handlers read must be there, or a 500 would make
        // Stripe retry the delivery for days.
        if (!stripeEventShape.safeParse(event).success) throw new AppError(400, 'ERR_VALIDATION');
        const outcome = await applyStripeEvent({ db: deps.db, prices: settings.prices, log: request.log }, event);
        request.log.info({ stripeEvent: event.id, type: event.type, outcome }, 'Stripe event');
        return { data: { received: true } };
      },
    });
  });
}
