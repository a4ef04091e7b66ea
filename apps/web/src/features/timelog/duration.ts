/*
 * Duration text (workshop §5): "1.5h", "30m", "1h30m" or a plain number of hours ("1,5" with the
 * French decimal comma), spaces ignored, any case. Shown as hours and minutes; minutes are rounded.
 */

const NUMBER = String.raw`(\d+(?:[.,]\d*)?|[.,]\d+)`;
const HOURS = new RegExp(`^${NUMBER}h?$`);
const MINUTES = new RegExp(`^${NUMBER}(?:m|mn|min)$`);
// "1h30m", "1h30", and the display's own "1 h 05" / "1h 5m" read back.
const HOURS_MINUTES = /^(\d+)h(\d+)(?:m|mn|min)?$/;

const toNumber = (text: string) => Number(text.replace(',', '.'));

/** Hours rounded to the whole minute. */
export function roundToMinute(hours: number): number {
  return Math.round(hours * 60) / 60;
}

/** Hours of a duration text (rounded to the minute), or null when the text is not one. */
export function parseDuration(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/gu, '').toLowerCase();
  if (!compact) return null;
  let hours: number | null = null;
  const hm = HOURS_MINUTES.exec(compact);
  const h = HOURS.exec(compact);
  const m = MINUTES.exec(compact);
  if (hm) hours = Number(hm[1]) + Number(hm[2]) / 60;
  else if (h) hours = toNumber(h[1]!);
  else if (m) hours = toNumber(m[1]!) / 60;
  return hours !== null && Number.isFinite(hours) ? roundToMinute(hours) : null;
}

/** Hours and minutes as people write them: "1 h 30", "2 h", "45 min" (fr); "1h 30m", "2h", "45m" (en). */
export function formatDuration(hours: number, language: string): string {
  const total = Math.max(0, Math.round(hours * 60));
  const whole = Math.floor(total / 60);
  const minutes = total % 60;
  if (language.startsWith('fr')) {
    if (whole === 0) return `${minutes} min`;
    return minutes === 0 ? `${whole} h` : `${whole} h ${String(minutes).padStart(2, '0')}`;
  }
  if (whole === 0) return `${minutes}m`;
  return minutes === 0 ? `${whole}h` : `${whole}h ${minutes}m`;
}

const hoursFormats = new Map<string, Intl.NumberFormat>();

/** Hours with 2 decimals, as the timesheet and the totals show them (workshop §9): "1,50" (fr), "1.50" (en). */
export function formatHours(hours: number, language: string): string {
  const locale = language.startsWith('fr') ? 'fr-CA' : 'en-CA';
  let format = hoursFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    hoursFormats.set(locale, format);
  }
  return format.format(hours);
}
