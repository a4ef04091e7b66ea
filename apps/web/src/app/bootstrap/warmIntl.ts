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

/**
 * Runs `task` in a task of its own, right after the current one (the loading screen's first paint):
 * the page then waits for the network. (An idle callback came too late on a throttled phone: the
 * page's first render had already paid for the formatters.)
 */
export function afterPaint(task: () => void): () => void {
  const id = window.setTimeout(task, 0);
  return () => window.clearTimeout(id);
}
