/**
 * The first Intl formatter of a page loads ICU's shared data (time zones, numbers): ~15 ms, ~60 ms
 * on a throttled phone, inside the first render's task (the dates of shared/format/dateTime.ts, the
 * amounts of money.ts). Built once while the loading screen waits for the network, it costs the
 * render nothing: the zone and currency formatters built then are ~1 ms.
 */
export function warmIntl(): void {
  try {
    const parts = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const;
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', hourCycle: 'h23', ...parts }).formatToParts(0);
  } catch {
    // A runtime without time zones: the dates fall back to UTC anyway.
  }
}

/** Runs `task` when the main thread is idle (a browser without requestIdleCallback: after the current task). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}
