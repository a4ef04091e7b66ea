/** One hundredth of an hour: the elapsed-time display (shell §9, 2 decimals) changes every 36 s. */
export const HUNDREDTH_OF_HOUR_MS = 36_000;

/**
 * Hours since `startTime`, cut (not rounded) to the hundredth: a running clock never shows more
 * than has elapsed, and 0.99 h turns to 1.00 h at the hour. A start in the future (a phone's clock
 * behind the server's) or an unreadable one counts 0.
 */
export function elapsedHours(startTime: string, now: number): number {
  const start = Date.parse(startTime);
  if (Number.isNaN(start) || now <= start) return 0;
  return Math.floor((now - start) / HUNDREDTH_OF_HOUR_MS) / 100;
}

/** Milliseconds until the elapsed hours of a clock started at `startTime` next change (at most 36 s). */
export function msToNextHundredth(startTime: string, now: number): number {
  const start = Date.parse(startTime);
  if (Number.isNaN(start)) return HUNDREDTH_OF_HOUR_MS;
  if (now < start) return start - now;
  return HUNDREDTH_OF_HOUR_MS - ((now - start) % HUNDREDTH_OF_HOUR_MS);
}

const formats = new Map<string, Intl.NumberFormat>();

/** "1,25 h" (fr) / "1.25 h" (en): hours with 2 decimals in the interface's language (shell §9). */
export function formatHours(hours: number, locale: string): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formats.set(locale, format);
  }
  return `${format.format(hours)} h`;
}

/** The number locale of an interface language. */
export function hoursLocale(language: string | undefined): string {
  return language === 'en' ? 'en-CA' : 'fr-CA';
}
