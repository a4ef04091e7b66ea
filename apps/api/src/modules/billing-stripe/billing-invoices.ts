import type { BillingInvoice } from '@atelier/contracts';
import { billingAccount } from './billing-account.js';
import { callStripe } from './stripe-client.js';
import type { StripeDeps } from './stripe-deps.js';

/** Stripe's invoices of the shop, newest first (§3 "Billing invoice"); none without Stripe or before a first checkout. */
export async function billingInvoices(deps: StripeDeps, accountId: number): Promise<BillingInvoice[]> {
  const stripe = deps.stripe;
  if (!stripe) return [];
  const { stripeCustomerId } = await billingAccount(deps.db, accountId);
  if (!stripeCustomerId) return [];
  const list = await callStripe(deps.log, 'invoices.list', () => stripe.invoices.list({ customer: stripeCustomerId, limit: 100 }));
  return list.data.map((invoice) => ({ created: invoice.created, number: invoice.number ?? null, hosted_invoice_url: invoice.hosted_invoice_url ?? null }));
}
