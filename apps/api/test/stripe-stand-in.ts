import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in for the few Stripe endpoints Atelier calls (issue 16), for API and e2e tests:
 * the real `stripe` package talks to it (config.billing.stripe.apiUrl = `url`), and its webhooks
 * are signed by the real package (Stripe.webhooks.generateTestHeaderString) with `webhookSecret`.
 *
 * Answers (form-encoded bodies and query strings, as the package sends them):
 *   POST /v1/customers · POST /v1/checkout/sessions (url = `${url}/pay/{id}`) · GET /v1/invoices
 *   POST /v1/billing_portal/sessions (url = `${url}/portal/{id}`) · GET/POST/DELETE /v1/subscriptions/{id}
 * and two pages a browser opens:
 *   GET /pay/{sessionId}: a payment page whose "Payer" button (id `pay`) POSTs back; the stand-in then
 *   creates the subscription and a paid invoice, sends checkout.session.completed,
 *   customer.subscription.created and invoice.paid to `webhookUrl` (each awaited, in that order)
 *   and redirects (303) to the session's success_url;
 *   GET /portal/{id}: the customer portal, a link back to its return_url.
 * Anything else: a Stripe-like 404 JSON. Updating or canceling a subscription sends no webhook:
 * tests send the events they need with sendEvent.
 */
export type StripeStandIn = {
  /** Base URL (http://127.0.0.1:port): STRIPE_API_URL. */
  url: string;
  /** Where webhooks are POSTed (e.g. `${app}/api/billing/stripe/webhook`); may be set after start. */
  webhookUrl: string | undefined;
  /** Every API call received (/v1/…), in order: what tests check ("nothing called out"). */
  requests: StandInRequest[];
  /** When set, every /v1 call answers this HTTP status with a Stripe error body (Stripe failing). */
  failWith: number | null;
  customers: Map<string, StandInObject>;
  sessions: Map<string, StandInObject>;
  subscriptions: Map<string, StandInObject>;
  /** Adds an invoice of a customer, listed by GET /v1/invoices (newest first). */
  addInvoice: (customer: string, fields?: { number?: string; created?: number; hosted_invoice_url?: string }) => StandInObject;
  /**
   * Signs an event of `type` around `object` and POSTs it to webhookUrl. Pass `id` to replay an
   * event; a `signature` secret other than the configured one makes a wrongly signed delivery.
   */
  sendEvent: (type: string, object: StandInObject, options?: { id?: string; secret?: string }) => Promise<{ id: string; status: number; body: string }>;
  /** The body and headers of a signed event without sending it (for app.inject). */
  signedEvent: (type: string, object: StandInObject, options?: { id?: string; secret?: string }) => { id: string; payload: string; headers: Record<string, string> };
  close: () => Promise<void>;
};

export type StandInRequest = { method: string; path: string; params: Record<string, unknown> };
// Stripe objects are loose JSON here: the stand-in only keeps what Atelier reads.
export type StandInObject = Record<string, unknown>;

const DAY = 86_400;
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Form-encoded `a[b][0][c]=v` into nested objects; objects whose keys are all indexes become arrays. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  const arrays = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value;
    const entries = Object.entries(value).map(([k, v]) => [k, arrays(v)] as const);
    if (entries.length && entries.every(([k]) => /^\d+$/.test(k))) return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v);
    return Object.fromEntries(entries);
  };
  return arrays(root) as Record<string, unknown>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

type Answer = [status: number, body: unknown];

function stripeError(status: number, message: string, code?: string): Answer {
  return [status, { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message, ...(code ? { code } : {}) } }];
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function page(response: ServerResponse, status: number, title: string, body: string): void {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body>${body}</body></html>`);
}

export async function startStripeStandIn(options: { webhookUrl?: string; webhookSecret: string }): Promise<StripeStandIn> {
  const customers = new Map<string, StandInObject>();
  const sessions = new Map<string, StandInObject>();
  const subscriptions = new Map<string, StandInObject>();
  const invoices: StandInObject[] = [];
  const idempotent = new Map<string, Answer>();
  let base = '';

  const signedEvent: StripeStandIn['signedEvent'] = (type, object, { id: eventId = id('evt'), secret = options.webhookSecret } = {}) => {
    const payload = JSON.stringify({
      id: eventId,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return { id: eventId, payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } };
  };

  const sendEvent: StripeStandIn['sendEvent'] = async (type, object, opts) => {
    if (!standIn.webhookUrl) throw new Error('stripe stand-in: no webhookUrl to send events to');
    const event = signedEvent(type, object, opts);
    const response = await fetch(standIn.webhookUrl, { method: 'POST', headers: event.headers, body: event.payload });
    return { id: event.id, status: response.status, body: await response.text() };
  };

  const addInvoice: StripeStandIn['addInvoice'] = (customer, fields = {}) => {
    const invoiceId = id('in');
    const invoice = {
      id: invoiceId,
      object: 'invoice',
      customer,
      status: 'paid',
      created: fields.created ?? now(),
      number: fields.number ?? `ATL-${String(invoices.length + 1).padStart(4, '0')}`,
      hosted_invoice_url: fields.hosted_invoice_url ?? `${base}/invoices/${invoiceId}`,
      lines: { object: 'list', data: [] as StandInObject[] },
    };
    invoices.push(invoice);
    return invoice;
  };

  function subscriptionFor(customer: string, price: string, metadata: unknown): StandInObject {
    const start = now();
    const subscription = {
      id: id('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      metadata: metadata ?? {},
      items: {
        object: 'list',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            quantity: 1,
            price: { id: price, object: 'price' },
            current_period_start: start,
            current_period_end: start + 30 * DAY,
          },
        ],
      },
    };
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  async function pay(sessionId: string, response: ServerResponse): Promise<void> {
    const session = sessions.get(sessionId);
    if (!session || session.status !== 'open') return page(response, 404, 'Paiement', '<p>Session inconnue ou déjà payée.</p>');
    const lineItems = session.line_items as { price: string }[] | undefined;
    const subscription = subscriptionFor(String(session.customer), lineItems?.[0]?.price ?? '', session.subscription_data);
    Object.assign(session, { status: 'complete', payment_status: 'paid', subscription: subscription.id });
    const item = ((subscription.items as { data: unknown }).data as { current_period_start: number; current_period_end: number }[])[0]!;
    const invoice = addInvoice(String(session.customer));
    invoice.lines = { object: 'list', data: [{ object: 'line_item', period: { start: item.current_period_start, end: item.current_period_end } }] };
    invoice.parent = { type: 'subscription_details', subscription_details: { subscription: subscription.id } };
    for (const [type, object] of [
      ['checkout.session.completed', session],
      ['customer.subscription.created', subscription],
      ['invoice.paid', invoice],
    ] as const) {
      const sent = await sendEvent(type, object);
      if (sent.status >= 300) return page(response, 502, 'Paiement', `<p>Webhook ${type} refusé : ${sent.status}</p><pre>${escapeHtml(sent.body)}</pre>`);
    }
    response.writeHead(303, { location: String(session.success_url) });
    response.end();
  }

  function api(method: string, path: string, params: Record<string, unknown>): Answer {
    if (standIn.failWith) return stripeError(standIn.failWith, 'Stripe stand-in failing on purpose');
    const [, resource, objectId, extra] = path.split('/').slice(1); // v1, resource, id
    const route = `${method} ${resource}${objectId ? '/:id' : ''}${extra ? `/${extra}` : ''}`;
    switch (route) {
      case 'POST customers': {
        const customer = { id: id('cus'), object: 'customer', email: params.email ?? null, metadata: params.metadata ?? {} };
        customers.set(customer.id, customer);
        return [200, customer];
      }
      case 'POST checkout/:id': {
        // /v1/checkout/sessions: "sessions" lands in the id slot.
        if (objectId !== 'sessions') break;
        const sessionId = id('cs_test');
        const session = {
          id: sessionId,
          object: 'checkout.session',
          url: `${base}/pay/${sessionId}`,
          status: 'open',
          payment_status: 'unpaid',
          subscription: null,
          ...params,
        };
        sessions.set(sessionId, session);
        return [200, session];
      }
      case 'POST billing_portal/:id': {
        if (objectId !== 'sessions') break;
        const portalId = id('bps');
        return [
          200,
          { id: portalId, object: 'billing_portal.session', url: `${base}/portal/${portalId}?return=${encodeURIComponent(String(params.return_url ?? ''))}`, ...params },
        ];
      }
      case 'GET invoices': {
        const limit = Number(params.limit ?? 10);
        const data = invoices
          .filter((invoice) => !params.customer || invoice.customer === params.customer)
          .sort((a, b) => Number(b.created) - Number(a.created))
          .slice(0, limit);
        return [200, { object: 'list', url: '/v1/invoices', has_more: false, data }];
      }
      case 'GET subscriptions/:id':
      case 'POST subscriptions/:id':
      case 'DELETE subscriptions/:id': {
        const subscription = subscriptions.get(objectId!);
        if (!subscription) return stripeError(404, `No such subscription: '${objectId}'`, 'resource_missing');
        if (method === 'POST') {
          const items = (params.items as { id?: string; price?: string }[] | undefined) ?? [];
          const current = (subscription.items as { data: { id: string; price: { id: string } }[] }).data;
          for (const change of items) {
            const item = current.find((i) => i.id === change.id);
            if (item && change.price) item.price = { ...item.price, id: change.price };
          }
          if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
          if (params.proration_behavior !== undefined) subscription.proration_behavior = params.proration_behavior;
        }
        if (method === 'DELETE') Object.assign(subscription, { status: 'canceled', canceled_at: now(), ended_at: now() });
        return [200, subscription];
      }
    }
    return stripeError(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const method = request.method ?? 'GET';
      const text = await readBody(request);
      if (url.pathname.startsWith('/v1/')) {
        const params = method === 'GET' || method === 'DELETE' ? parseStripeForm(url.searchParams.toString()) : parseStripeForm(text);
        standIn.requests.push({ method, path: url.pathname, params });
        // A repeated POST with the same Idempotency-Key answers the first result, as Stripe does.
        const key = method === 'POST' && typeof request.headers['idempotency-key'] === 'string' ? `${url.pathname} ${request.headers['idempotency-key']}` : null;
        const [status, body] = (key && idempotent.get(key)) || api(method, url.pathname, params);
        if (key && status === 200) idempotent.set(key, [status, body]);
        return sendJson(response, status, body);
      }
      const payMatch = /^\/pay\/([\w-]+)$/.exec(url.pathname);
      if (payMatch && method === 'GET') {
        const session = sessions.get(payMatch[1]!);
        if (!session) return page(response, 404, 'Paiement', '<p>Session inconnue.</p>');
        return page(
          response,
          200,
          'Paiement',
          `<h1>Paiement (stand-in Stripe)</h1><p>${escapeHtml(String((session.line_items as { price: string }[] | undefined)?.[0]?.price ?? ''))}</p>` +
            `<form method="post" action="/pay/${escapeHtml(payMatch[1]!)}"><button id="pay" type="submit">Payer</button></form>` +
            `<p><a href="${escapeHtml(String(session.cancel_url ?? ''))}">Annuler</a></p>`,
        );
      }
      if (payMatch && method === 'POST') return pay(payMatch[1]!, response);
      const portalMatch = /^\/portal\/([\w-]+)$/.exec(url.pathname);
      if (portalMatch && method === 'GET') {
        return page(
          response,
          200,
          'Portail',
          `<h1>Portail client (stand-in Stripe)</h1><a id="return" href="${escapeHtml(url.searchParams.get('return') ?? '')}">Retour</a>`,
        );
      }
      return sendJson(response, ...stripeError(404, `Unrecognized request URL (${method}: ${url.pathname}).`));
    })().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, ...stripeError(500, `stand-in failure: ${String(error)}`));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standIn: StripeStandIn = {
    url: base,
    webhookUrl: options.webhookUrl,
    requests: [],
    failWith: null,
    customers,
    sessions,
    subscriptions,
    addInvoice,
    sendEvent,
    signedEvent,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return standIn;
}

/** Fixed test settings: the stand-in accepts any secret key; the prices are just ids Atelier maps to plans. */
export const STAND_IN_SETTINGS = {
  secretKey: 'sk_test_stand_in',
  webhookSecret: 'whsec_stand_in_secret',
  prices: { clever: 'price_clever_test', genius: 'price_genius_test' },
} as const;

/** config.billing for an API test app billing through the stand-in. */
export function standInBilling(standIn: Pick<StripeStandIn, 'url'>, email = 'billing@atelier.test') {
  return {
    mode: 'stripe' as const,
    email,
    stripe: { ...STAND_IN_SETTINGS, prices: { ...STAND_IN_SETTINGS.prices }, apiUrl: standIn.url },
  };
}

/** The same as environment variables, for a server started as a process (e2e). */
export function standInEnv(standIn: Pick<StripeStandIn, 'url'>): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: STAND_IN_SETTINGS.secretKey,
    STRIPE_WEBHOOK_SECRET: STAND_IN_SETTINGS.webhookSecret,
    STRIPE_PRICE_CLEVER: STAND_IN_SETTINGS.prices.clever,
    STRIPE_PRICE_GENIUS: STAND_IN_SETTINGS.prices.genius,
    STRIPE_API_URL: standIn.url,
  };
}
