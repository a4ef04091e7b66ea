/** How full a usage row is: the bar's value (0–100) and colour, or null when there is no limit. */
export type UsageLevel = { percent: number; color: 'teal' | 'yellow' | 'red'; atLimit: boolean };

/**
 * Green while there is room, yellow from 80 % (time to think about the next plan), red at the
 * limit, where creating one more is refused (ERR_PLAN_LIMIT). A limit of 0 is always full.
 */
export function usageLevel(used: number, limit: number | null): UsageLevel | null {
  if (limit === null) return null;
  const ratio = limit === 0 ? 1 : used / limit;
  const atLimit = used >= limit;
  const color = atLimit ? 'red' : ratio >= 0.8 ? 'yellow' : 'teal';
  return { percent: Math.min(100, Math.round(ratio * 100)), color, atLimit };
}
