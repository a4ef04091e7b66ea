import { useSyncExternalStore } from 'react';

let opened = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === opened) return;
  opened = next;
  listeners.forEach((listener) => listener());
}

/** Whether the setup wizard is showing: opened on load or from the navigation's setup button. */
export const setupWizardStore = {
  open: () => set(true),
  close: () => set(false),
  get: () => opened,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSetupWizardOpened(): boolean {
  return useSyncExternalStore(setupWizardStore.subscribe, setupWizardStore.get);
}
