import type { Lang } from './i18n';

/*
 * Dates and prices with Intl, on the shop's clock and in its currency (the customer may be
 * elsewhere: the appointment is at the shop).
 */

const locale = (lang: Lang) => (lang === 'fr' ? 'fr-CA' : 'en-CA');

export function formatPrice(amount: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(locale(lang), { style: 'currency', currency }).format(amount);
}

/** "1 h 30", "45 min". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${String(m).padStart(2, '0')}` : `${h} h`;
}

/** An instant as the shop's local date, long: "mardi 24 novembre 2026". */
export function formatDay(iso: string, timeZone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso));
}

/** An instant on the shop's clock: "14 h 30" / "2:30 p.m.". */
export function formatTime(iso: string, timeZone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** A local date (YYYY-MM-DD, no zone) spelled out: the date picker's days are calendar days, not instants. */
export function formatLocalDate(date: string, lang: Lang, long = true): string {
  return new Intl.DateTimeFormat(locale(lang), {
    timeZone: 'UTC',
    ...(long ? { weekday: 'long', year: 'numeric' } : { weekday: 'short' }),
    day: 'numeric',
    month: 'long',
  }).format(new Date(`${date}T12:00:00Z`));
}

export function formatMonth(year: number, month: number, lang: Lang): string {
  return new Intl.DateTimeFormat(locale(lang), { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(Date.UTC(year, month, 1));
}

/** Short weekday names, Monday first. */
export function weekdayNames(lang: Lang): string[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(locale(lang), { timeZone: 'UTC', weekday: 'short' }).format(Date.UTC(2024, 0, 1 + i)));
}

/** "mm:ss" of a remaining duration. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}
