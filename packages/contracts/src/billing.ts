import { z } from 'zod';
import { PACKAGE_NAMES, PLAN_FEATURES, PLAN_NAMES, USAGE_RESOURCES, type UsageResource } from './plans.js';

/** The plan in force, as the user and the billing pages see it (shell §3 `account.package`). */
export const packageStateSchema = z.object({
  name: z.enum(PACKAGE_NAMES),
  isTrial: z.boolean(),
  /** When a TRIAL ends (ISO); null otherwise. */
  trialEndsAt: z.string().nullable(),
});
export type PackageState = z.infer<typeof packageStateSchema>;

const usageFigureSchema = z.object({ used: z.number().int().min(0), limit: z.number().int().min(0).nullable() });
export type UsageFigure = z.infer<typeof usageFigureSchema>;

/** GET /accounts/usage (§3 "Account usage", §7): used and limit (null: none) of each resource. */
export const usageSchema = z.object(Object.fromEntries(USAGE_RESOURCES.map((r) => [r, usageFigureSchema])) as Record<UsageResource, typeof usageFigureSchema>);
export type Usage = z.infer<typeof usageSchema>;
export const periodSchema = z.object({ start: z.string(), end: z.string() });
export const usageResponseSchema = z.object({ data: usageSchema, metadata: z.object({ period: periodSchema }) });
export type UsageResponse = z.infer<typeof usageResponseSchema>;

/**
 * How this installation bills (issue 16): 'stripe' when STRIPE_SECRET_KEY is set; 'self-hosted'
 * (the default: the operator sets each shop's package with `npm run account:plan`); 'off'
 * (BILLING=off: no limits at all).
 */
export const BILLING_MODES = ['stripe', 'self-hosted', 'off'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** A plan card (§3 "Package"): name, price in cents a month, features (§9) and limits. */
export const packageSchema = z.object({
  name: z.enum(PLAN_NAMES),
  price: z.number().int().min(0),
  features: z.array(z.enum(PLAN_FEATURES)),
  limits: z.object(Object.fromEntries(USAGE_RESOURCES.map((r) => [r, z.number().int().nullable()])) as Record<UsageResource, z.ZodNullable<z.ZodNumber>>),
});
export type Package = z.infer<typeof packageSchema>;

/** GET /accounts/packages: the three cards, and what the billing pages say around them. */
export const packagesResponseSchema = z.object({
  data: z.array(packageSchema),
  metadata: z.object({
    current: packageStateSchema,
    mode: z.enum(BILLING_MODES),
    /** The mailbox for billing questions (§2 "Billing") and the contact-sales link (§2 "Plans"). */
    billingEmail: z.string(),
    /** Whether a Stripe customer exists: the card-change (customer portal) link can be offered. */
    portal: z.boolean(),
  }),
});
export type PackagesResponse = z.infer<typeof packagesResponseSchema>;

/** A billing-provider invoice (§3 "Billing invoice"): created (unix seconds), number, hosted_invoice_url. */
export const billingInvoiceSchema = z.object({ created: z.number().int(), number: z.string().nullable(), hosted_invoice_url: z.string().nullable() });
export type BillingInvoice = z.infer<typeof billingInvoiceSchema>;
/** GET /accounts/invoices answers `data.data` (§7). */
export const billingInvoicesSchema = z.object({ data: z.array(billingInvoiceSchema) });

/** POST /accounts/checkout/{packageName}: the payment page, or null when the plan changed at once (§4 "Plan"). */
export const checkoutParamsSchema = z.object({ packageName: z.enum(PLAN_NAMES, { error: 'ERR_NOT_FOUND' }) });
export const checkoutResultSchema = z.object({ url: z.string().nullable() });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** POST /accounts/portal: Stripe's customer portal, where the card is changed. */
export const portalResultSchema = z.object({ url: z.string() });

/** What ERR_PLAN_LIMIT / ERR_PLAN_FEATURE answers carry besides the error object (issue 16). */
export const planRefusalSchema = z.object({
  package: z.enum(PACKAGE_NAMES),
  /** ERR_PLAN_LIMIT: the resource at its limit. */
  resource: z.enum(USAGE_RESOURCES).optional(),
  limit: z.number().int().optional(),
  /** ERR_PLAN_FEATURE: the feature the plan lacks. */
  feature: z.enum(PLAN_FEATURES).optional(),
  /** The cheapest plan that lifts the refusal. */
  upgradeTo: z.enum(PLAN_NAMES),
});
export type PlanRefusal = z.infer<typeof planRefusalSchema>;
