/**
 * The plans (workshop spec §2 "Plans", §9): one definition of the packages, their prices, features
 * and limits, used by the server's plan guard and by the web app's pages and upgrade prompts.
 * Zod-free on purpose: the shell reads the trial days left on its first screen.
 */

/** The packages a shop can be on. TRIAL is every feature for TRIAL_DAYS, then basic (§2). */
export const PACKAGE_NAMES = ['TRIAL', 'basic', 'clever', 'genius'] as const;
export type PackageName = (typeof PACKAGE_NAMES)[number];

/** The three plan cards, in order (§2 "Plans"): Découverte, Essentiel, Professionnel (§9). */
export const PLAN_NAMES = ['basic', 'clever', 'genius'] as const;
export type PlanName = (typeof PLAN_NAMES)[number];

export const TRIAL_DAYS = 30;

/**
 * The features §9 lists per plan. Basic: work orders, customers and vehicles, booking widget,
 * predefined products and services, cross-platform app. Clever adds workflows, invoicing and
 * quotes, scheduling and time management, team collaboration with logo and colours. Genius adds
 * inventory, vehicle inspections, advanced analytics, maintenance reminders and automation.
 */
export const PLAN_FEATURES = [
  'workorders',
  'customers',
  'bookingWidget',
  'catalog',
  'crossPlatform',
  'workflows',
  'invoicing',
  'scheduling',
  'timeTracking',
  'team',
  'inventory',
  'inspections',
  'analytics',
  'reminders',
  'automation',
] as const;
export type PlanFeature = (typeof PLAN_FEATURES)[number];

/**
 * The features the server refuses to *create* with when the plan lacks them (ERR_PLAN_FEATURE);
 * reading, and finishing what exists, is never refused (issue 16: a downgrade hides nothing).
 * - invoicing: a new invoice (draft from a work order or blank) and issuing a draft;
 * - scheduling: an appointment the staff adds to the planning (online bookings are basic's widget);
 * - timeTracking: clocking in and a new time entry;
 * - workflows: a new work-order status.
 */
export const ENFORCED_FEATURES = ['invoicing', 'scheduling', 'timeTracking', 'workflows'] as const satisfies readonly PlanFeature[];
export type EnforcedFeature = (typeof ENFORCED_FEATURES)[number];

/** What GET /accounts/usage counts (§3 "Account usage"). Work orders and bookings per period. */
export const USAGE_RESOURCES = ['workorders', 'customers', 'users', 'bookings', 'apiKeys'] as const;
export type UsageResource = (typeof USAGE_RESOURCES)[number];
export const PERIOD_RESOURCES: readonly UsageResource[] = ['workorders', 'bookings'];

/** null: no limit. */
export type PlanLimits = Record<UsageResource, number | null>;

export type PackageDefinition = {
  /** Monthly price in cents (§9: basic free, clever $29, genius $79). */
  priceCents: number;
  features: readonly PlanFeature[];
  limits: PlanLimits;
};

const BASIC_FEATURES: PlanFeature[] = ['workorders', 'customers', 'bookingWidget', 'catalog', 'crossPlatform'];
const CLEVER_FEATURES: PlanFeature[] = [...BASIC_FEATURES, 'workflows', 'invoicing', 'scheduling', 'timeTracking', 'team'];
const GENIUS_FEATURES: PlanFeature[] = [...CLEVER_FEATURES, 'inventory', 'inspections', 'analytics', 'reminders', 'automation'];

const GENIUS_LIMITS: PlanLimits = { workorders: null, customers: null, users: 25, bookings: null, apiKeys: 10 };

export const PACKAGES: Record<PackageName, PackageDefinition> = {
  basic: { priceCents: 0, features: BASIC_FEATURES, limits: { workorders: 50, customers: 100, users: 1, bookings: 30, apiKeys: 1 } },
  clever: { priceCents: 2900, features: CLEVER_FEATURES, limits: { workorders: 500, customers: 2000, users: 5, bookings: 300, apiKeys: 3 } },
  genius: { priceCents: 7900, features: GENIUS_FEATURES, limits: GENIUS_LIMITS },
  // "trial mode with all features" (§2): Professionnel's features and limits, free, for 30 days.
  TRIAL: { priceCents: 0, features: GENIUS_FEATURES, limits: GENIUS_LIMITS },
};

/** A package name as typed by an operator (BASIC, Découverte…) → its stored name, or null. */
export function parsePackageName(text: string): PackageName | null {
  const key = text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const aliases: Record<string, PackageName> = {
    trial: 'TRIAL',
    basic: 'basic',
    decouverte: 'basic',
    clever: 'clever',
    essentiel: 'clever',
    genius: 'genius',
    professionnel: 'genius',
  };
  return aliases[key] ?? null;
}

/** The stored plan of an account (accounts.package_name, is_trial, trial_ends_at). */
export type StoredPlan = { packageName: string; isTrial: boolean; trialEndsAt: Date | string | null };

/** The plan in force now: a TRIAL whose end has passed is basic (§2), without waiting for a job. */
export function effectivePackage(stored: StoredPlan, now: Date = new Date()): { name: PackageName; isTrial: boolean; trialEndsAt: string | null } {
  const trialEndsAt = stored.trialEndsAt === null ? null : new Date(stored.trialEndsAt);
  if (stored.packageName === 'TRIAL') {
    if (trialEndsAt && trialEndsAt.getTime() <= now.getTime()) return { name: 'basic', isTrial: false, trialEndsAt: null };
    return { name: 'TRIAL', isTrial: true, trialEndsAt: trialEndsAt ? trialEndsAt.toISOString() : null };
  }
  const name = (PACKAGE_NAMES as readonly string[]).includes(stored.packageName) ? (stored.packageName as PackageName) : 'basic';
  return { name, isTrial: false, trialEndsAt: null };
}

/** Whole days left in a trial, rounded up (the shell's "n days left"); 0 once it ended. */
export function trialDaysLeft(trialEndsAt: string | null, now: Date = new Date()): number {
  if (!trialEndsAt) return 0;
  const ms = new Date(trialEndsAt).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

export function packageHasFeature(name: PackageName, feature: PlanFeature): boolean {
  return PACKAGES[name].features.includes(feature);
}

/** The cheapest plan card that has a feature (what an upgrade prompt offers). */
export function cheapestPlanWith(feature: PlanFeature): PlanName {
  return PLAN_NAMES.find((plan) => packageHasFeature(plan, feature)) ?? 'genius';
}
