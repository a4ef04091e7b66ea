import type { PlanRefusal } from '@atelier/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The one upgrade prompt of the app: opened by any 402 plan refusal (the api client) or by a
 * gated button, shown by the shell's UpgradePromptHost. A store rather than context: the api
 * client is not a component.
 */
let current: PlanRefusal | null = null;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const planPromptStore = {
  get: (): PlanRefusal | null => current,
  open(refusal: PlanRefusal) {
    current = refusal;
    emit();
  },
  close() {
    current = null;
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function usePlanPrompt(): PlanRefusal | null {
  return useSyncExternalStore(planPromptStore.subscribe, planPromptStore.get);
}
