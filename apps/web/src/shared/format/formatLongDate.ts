/**
 * "Samedi 21 novembre 2026" / "Saturday, November 21, 2026": the built-in Intl formatter is
 * enough here and keeps a date library out of the first screen.
 */
export function formatLongDate(date: Date, locale: string): string {
  const text = new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(date);
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}
