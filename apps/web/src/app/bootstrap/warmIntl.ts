/**
 * The first Intl formatter of a page loads ICU's shared data (time zones, numbers, collation): ~15-40
 * ms, ~60-160 ms on a throttled phone, inside the first render's task (the dates of
 * shared/format/dateTime.ts, the amounts of money.ts, a sort by name). Built once while the loading
 * screen waits for the network, it costs the render nothing: the zone and currency formatters built
 * then are ~1 ms. Only for a page that formats on its first screen (`PageRoute.intl`,
 * preloadCurrentRoute): on the others it was a long task for nothing.
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
 * Runs `task` in a task of its own once the next frame is painted (the loading screen's first paint):
 * the page then waits for the network. (An idle callback came too late on a throttled phone: the
 * page's first render had already paid for the formatters.)
 */
export function afterPaint(task: () => void): () => void {
  let timer: number | undefined;
  const frame = window.requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    window.cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}
