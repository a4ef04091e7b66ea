const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 10_000;

/** Exponential backoff for the readiness check: 0.5 s, 1 s, 2 s … capped at 10 s. */
export function readinessRetryDelay(failureCount: number): number {
  return Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, failureCount));
}
