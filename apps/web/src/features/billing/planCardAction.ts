import type { BillingMode, PackageState } from '@atelier/contracts';
import type { PlanName } from '@atelier/contracts/plans';

/**
 * What a plan card offers (§2 "Plans", §4 "Plan"):
 * - 'current': the shop's plan, a disabled « Forfait actuel » (never on a trial: the trial is
 *   every feature, no card is it);
 * - 'change': « Passer à ce forfait », checkout or an immediate change (Stripe);
 * - 'askOperator': self-hosted, the operator of the installation sets the plan: say so instead
 *   of a button that can only be refused;
 * - 'none': billing off, there is nothing to choose.
 */
export type PlanCardAction = 'current' | 'change' | 'askOperator' | 'none';

export function planCardAction(plan: PlanName, current: PackageState, mode: BillingMode): PlanCardAction {
  if (mode === 'off') return 'none';
  if (!current.isTrial && current.name === plan) return 'current';
  return mode === 'stripe' ? 'change' : 'askOperator';
}

/** The card shown as recommended: Essentiel, for a shop still on the trial or on Découverte. */
export function recommendedPlan(current: PackageState, mode: BillingMode): PlanName | null {
  if (mode === 'off') return null;
  return current.isTrial || current.name === 'basic' ? 'clever' : null;
}
