/** The part of Temporal (ES2026) the app reads: a zone's offset at an instant. */
export interface TemporalInstants {
  Instant: { fromEpochMilliseconds(ms: number): { toZonedDateTimeISO(zone: string): { offsetNanoseconds: number } } };
}

/**
 * The runtime's Temporal, or null (Node 20, older browsers). One answer for the dates
 * (shared/format/dateTime.ts) and for the start, which warms ICU for dates only without it
 * (app/router/preloadCurrentRoute.ts). Kept out of dateTime.ts so that the start imports no dayjs.
 */
export function runtimeTemporal(): TemporalInstants | null {
  return (globalThis as { Temporal?: TemporalInstants }).Temporal ?? null;
}
