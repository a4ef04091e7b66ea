/** Top progress bar behaviour (shell spec §9). */
export const PROGRESS_CEILING = 90;
export const PROGRESS_FINISH_MS = 400;
export const PROGRESS_TICK_MS = 200;
const PROGRESS_START = 8;

/** One tick: moves a share of the remaining distance, never past the 90 % ceiling. */
export function creep(value: number): number {
  const step = Math.max(0.3, (PROGRESS_CEILING - value) * 0.08);
  return Math.min(PROGRESS_CEILING, value + step);
}

export type ProgressColor = 'brand' | 'orange' | 'red';

/** The colour changes above 2 and above 5 concurrent requests. */
export function progressColor(concurrent: number): ProgressColor {
  if (concurrent > 5) return 'red';
  if (concurrent > 2) return 'orange';
  return 'brand';
}

export interface ProgressState {
  visible: boolean;
  value: number;
  finishing: boolean;
  color: ProgressColor;
  /** Increments at each start so the view can restart the bar without animating backwards. */
  run: number;
}

interface ActivitySource {
  getCount: () => number;
  subscribe: (listener: () => void) => () => void;
}

export interface ProgressController {
  getState: () => ProgressState;
  subscribe: (listener: () => void) => () => void;
  dispose: () => void;
}

/**
 * Follows the number of calls in flight: shows the bar when the first starts, creeps toward
 * 90 % while any is running, then completes to 100 % and hides over 400 ms when all are done.
 */
export function createProgressController(activity: ActivitySource): ProgressController {
  let state: ProgressState = { visible: false, value: 0, finishing: false, color: 'brand', run: 0 };
  let ticker: ReturnType<typeof setInterval> | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: ProgressState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  const stopTicker = () => {
    if (ticker) clearInterval(ticker);
    ticker = null;
  };

  const onActivity = () => {
    const count = activity.getCount();
    if (count > 0) {
      if (hideTimer) clearTimeout(hideTimer);
      hideTimer = null;
      const restarting = !ticker;
      const fresh = restarting && (!state.visible || state.finishing);
      set({
        visible: true,
        finishing: false,
        value: fresh ? PROGRESS_START : state.value,
        color: progressColor(count),
        run: fresh ? state.run + 1 : state.run,
      });
      if (restarting) ticker = setInterval(() => set({ ...state, value: creep(state.value) }), PROGRESS_TICK_MS);
      return;
    }
    if (!ticker) return;
    stopTicker();
    set({ ...state, value: 100, finishing: true });
    hideTimer = setTimeout(() => {
      hideTimer = null;
      // The bar stays full while it fades out.
      set({ ...state, visible: false, finishing: false });
    }, PROGRESS_FINISH_MS);
  };

  const unsubscribe = activity.subscribe(onActivity);
  // Calls already out when the bar is set up (the page's, sent before the first render) show it at once.
  onActivity();
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      unsubscribe();
      stopTicker();
      if (hideTimer) clearTimeout(hideTimer);
    },
  };
}
