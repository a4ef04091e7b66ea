/** Hours since an ISO start (a running clock), never negative (a clock a little ahead of the browser's). */
export function elapsedHours(startIso: string, now: number): number {
  const start = Date.parse(startIso);
  return Number.isNaN(start) ? 0 : Math.max(0, (now - start) / 3_600_000);
}
