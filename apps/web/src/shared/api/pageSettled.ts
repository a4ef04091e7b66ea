import { useSyncExternalStore } from 'react';
import { networkActivity } from './networkActivity';

/** At most this long after the first screen asked, the asides go anyway (a call that never ends). */
export const PAGE_SETTLE_LIMIT_MS = 3000;

interface Activity {
  getCount(): number;
  subscribe(listener: () => void): () => void;
}

/**
 * Whether the first page of a visit has its content: the API calls in flight have all answered and
 * a frame has passed with none started (the page's render of the answers may ask for more), or
 * PAGE_SETTLE_LIMIT_MS have passed. Watching starts with the first subscriber and ends once settled:
 * it happens once per visit.
 */
export function createPageSettled(activity: Activity, nextFrame: (callback: () => void) => void, limitMs = PAGE_SETTLE_LIMIT_MS) {
  let settled = false;
  let watching = false;
  const listeners = new Set<() => void>();

  const watch = () => {
    watching = true;
    let waiting = false;
    // Settled by the frame or by the limit: either way, watching stops.
    const settle = () => {
      if (settled) return;
      settled = true;
      stop();
      clearTimeout(limit);
      listeners.forEach((listener) => listener());
      listeners.clear();
    };
    const check = () => {
      if (settled || waiting || activity.getCount() > 0) return;
      waiting = true;
      nextFrame(() => {
        waiting = false;
        if (activity.getCount() === 0) settle();
      });
    };
    const limit = setTimeout(settle, limitMs);
    const stop = activity.subscribe(check);
    check();
  };

  return {
    isSettled: () => settled,
    subscribe(listener: () => void): () => void {
      if (settled) return () => undefined;
      listeners.add(listener);
      if (!watching) watch();
      return () => listeners.delete(listener);
    },
  };
}

/** The app's: the API client's calls, and the browser's next frame then a task (after its paint). */
export const pageSettled = createPageSettled(networkActivity, (callback) => requestAnimationFrame(() => setTimeout(callback, 0)));

/**
 * The shell's asides (the session's check, the Planning badge, the setup button) ask the server once
 * the page has its content: on a phone's connection (six requests at a time over HTTP/1.1) they were
 * competing with the page's own code and data for the first screen.
 */
export function usePageSettled(): boolean {
  return useSyncExternalStore(pageSettled.subscribe, pageSettled.isSettled);
}
