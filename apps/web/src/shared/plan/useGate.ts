import type { EnforcedFeature } from '@atelier/contracts/plans';
import { useCallback, useMemo } from 'react';
import { gateDecision } from './planState';
import { planPromptStore } from './planPromptStore';
import { usePlan } from './usePlan';

export interface Gate {
  /** The plan lacks the feature: the button shows as an upgrade button. */
  locked: boolean;
  /** `action` as is, or the upgrade prompt when locked (buttons, hotkeys, slot clicks alike). */
  guard: <A extends unknown[]>(action: (...args: A) => void) => (...args: A) => void;
  /** Opens the prompt for this feature (nothing when the plan has it). */
  prompt: () => void;
}

/** A create action the plan may lack (ENFORCED_FEATURES): no dead button, an upgrade prompt instead. */
export function useGate(feature: EnforcedFeature): Gate {
  const name = usePlan()?.name ?? null;
  // Stable while the plan stays: the board's memoised cards keep their callbacks.
  const refusal = useMemo(() => {
    const decision = gateDecision(name, feature);
    return decision.locked ? decision.refusal : null;
  }, [name, feature]);
  const prompt = useCallback(() => {
    if (refusal) planPromptStore.open(refusal);
  }, [refusal]);
  const guard = useCallback(<A extends unknown[]>(action: (...args: A) => void) => (refusal ? () => prompt() : action), [refusal, prompt]);
  return useMemo(() => ({ locked: !!refusal, guard, prompt }), [refusal, guard, prompt]);
}
