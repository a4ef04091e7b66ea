/**
 * "in 30 seconds", "dans 4 minutes", "in 24 hours": the wait a 429 gives in its Retry-After
 * header (seconds), rounded up to a unit a person reads at a glance.
 */
export function formatRetryWait(seconds: number, language: string): string {
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
  if (seconds < 90) return relative.format(Math.max(1, Math.ceil(seconds)), 'second');
  if (seconds < 90 * 60) return relative.format(Math.ceil(seconds / 60), 'minute');
  return relative.format(Math.ceil(seconds / 3600), 'hour');
}
