import type { PackageState, PlanRefusal } from '@atelier/contracts';
import {
  cheapestPlanWith,
  effectivePackage,
  packageHasFeature,
  PACKAGE_NAMES,
  PACKAGES,
  PLAN_FEATURES,
  PLAN_NAMES,
  trialDaysLeft,
  USAGE_RESOURCES,
  type EnforcedFeature,
  type PackageName,
} from '@atelier/contracts/plans';

/** The plan in force as the web app uses it: the package, whether it is a trial and its days left. */
export interface PlanInForce {
  name: PackageName;
  isTrial: boolean;
  trialEndsAt: string | null;
  daysLeft: number;
}

/**
 * The signed-in account's plan, or null when the stored user predates plans (no gate then: the
 * server still refuses). A trial that ended while the tab stayed open is basic at once (§2).
 */
export function planInForce(pkg: Partial<PackageState> | undefined | null, now: Date = new Date()): PlanInForce | null {
  if (!pkg || typeof pkg.name !== 'string') return null;
  const state = effectivePackage({ packageName: pkg.name, isTrial: !!pkg.isTrial, trialEndsAt: pkg.trialEndsAt ?? null }, now);
  return { ...state, daysLeft: state.isTrial ? trialDaysLeft(state.trialEndsAt, now) : 0 };
}

/** The trial badge's text key and count: 'lastDay' on the final day, otherwise n days. */
export function trialBadgeText(daysLeft: number): { key: 'plan.trial.lastDay' | 'plan.trial.days'; count: number } {
  return daysLeft <= 1 ? { key: 'plan.trial.lastDay', count: 1 } : { key: 'plan.trial.days', count: daysLeft };
}

/**
 * Whether a button that creates with `feature` becomes an upgrade button, and the refusal its
 * prompt shows. Unknown plan: open (the server decides).
 */
export function gateDecision(plan: PackageName | null, feature: EnforcedFeature): { locked: false } | { locked: true; refusal: PlanRefusal } {
  if (!plan || packageHasFeature(plan, feature)) return { locked: false };
  return { locked: true, refusal: { package: plan, feature, upgradeTo: cheapestPlanWith(feature) } };
}

/** The limit the plan that lifts a refusal gives (null: no limit), for « Essentiel : jusqu’à 2 000 clients ». */
export function liftedLimit(refusal: PlanRefusal): number | null | undefined {
  return refusal.resource ? PACKAGES[refusal.upgradeTo].limits[refusal.resource] : undefined;
}

const includes = (list: readonly string[], value: unknown): boolean => typeof value === 'string' && list.includes(value);

/** The `plan` object of a 402 answer, kept only when it has the shape the prompt reads (zod-free: the shell path). */
export function parsePlanRefusal(value: unknown): PlanRefusal | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (!includes(PACKAGE_NAMES, record.package) || !includes(PLAN_NAMES, record.upgradeTo)) return undefined;
  const refusal: PlanRefusal = { package: record.package as PlanRefusal['package'], upgradeTo: record.upgradeTo as PlanRefusal['upgradeTo'] };
  if (includes(USAGE_RESOURCES, record.resource)) refusal.resource = record.resource as PlanRefusal['resource'];
  if (typeof record.limit === 'number' && Number.isInteger(record.limit)) refusal.limit = record.limit;
  if (includes(PLAN_FEATURES, record.feature)) refusal.feature = record.feature as PlanRefusal['feature'];
  return refusal;
}
