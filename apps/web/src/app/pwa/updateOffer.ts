import { UPDATE_NOTICE_MS } from '@atelier/contracts/constants';

/** A new version is waiting: `apply` activates it (the page then reloads). */
export type UpdateOffer = { apply: () => void };

let current: UpdateOffer | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function set(next: UpdateOffer | null): void {
  clearTimeout(timer);
  timer = undefined;
  current = next;
  for (const listener of listeners) listener();
}

/**
 * Shows the notice of a new version for UPDATE_NOTICE_MS (shell spec §2 "Offline update", §9:
 * 30 seconds); a new offer in the meantime starts the 30 seconds again.
 */
export function offerUpdate(offer: UpdateOffer): void {
  set(offer);
  timer = setTimeout(() => set(null), UPDATE_NOTICE_MS);
}

/** Hides the notice (« Plus tard », or the update is under way). */
export function withdrawUpdate(): void {
  set(null);
}

export function currentUpdateOffer(): UpdateOffer | null {
  return current;
}

export function subscribeUpdateOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
