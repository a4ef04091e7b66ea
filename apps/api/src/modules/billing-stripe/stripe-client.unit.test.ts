import { describe, expect, it } from 'vitest';
import { stripeClientFor } from './stripe-client.js';

const stripe = { secretKey: 'sk_test_x', webhookSecret: 'whsec_x', prices: { clever: 'p_c', genius: 'p_g' } };

describe('stripeClientFor', () => {
  it('constructs no client unless billing is Stripe, whatever settings are present', () => {
    expect(stripeClientFor({ mode: 'self-hosted', email: 'b@x.test', stripe })).toBeNull();
    expect(stripeClientFor({ mode: 'off', email: 'b@x.test', stripe })).toBeNull();
    expect(stripeClientFor({ mode: 'stripe', email: 'b@x.test' })).toBeNull();
  });

  it("sends the calls to apiUrl's host, port and protocol, without retries, with a short timeout", () => {
    const client = stripeClientFor({ mode: 'stripe', email: 'b@x.test', stripe: { ...stripe, apiUrl: 'http://127.0.0.1:4242' } });
    const settings = (client as unknown as { _api: Record<string, unknown> })._api;
    expect(settings).toMatchObject({ host: '127.0.0.1', port: '4242', protocol: 'http', maxNetworkRetries: 0 });
    expect(settings.timeout).toBeLessThanOrEqual(10_000);
  });

  it("uses Stripe's own API, with retries, without apiUrl", () => {
    const client = stripeClientFor({ mode: 'stripe', email: 'b@x.test', stripe });
    const settings = (client as unknown as { _api: Record<string, unknown> })._api;
    expect(settings).toMatchObject({ host: 'api.stripe.com', protocol: 'https', maxNetworkRetries: 2 });
  });
});
