/*
 * The date picker's month grid, on local dates (YYYY-MM-DD strings, no time zone: a calendar day
 * of the shop). Pure, so it is tested without a browser.
 */

export type Day = { date: string; day: number; disabled: boolean } | null;

const pad = (n: number) => String(n).padStart(2, '0');
export const localDate = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`;

/** Year and month (0-11) of a local date. */
export function monthOf(date: string): { year: number; month: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) - 1 };
}

export function addMonths({ year, month }: { year: number; month: number }, n: number): { year: number; month: number } {
  const index = year * 12 + month + n;
  return { year: Math.floor(index / 12), month: index % 12 };
}

/**
 * The weeks of a month, Monday first, blanks (null) before the 1st and after the last day. A day is
 * disabled outside first..last or when the shop is closed on it.
 */
export function monthGrid(year: number, month: number, first: string, last: string, closed: ReadonlySet<string>): Day[][] {
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7;
  const cells: Day[] = Array.from({ length: lead }, () => null);
  for (let day = 1; day <= days; day++) {
    const date = localDate(year, month, day);
    cells.push({ date, day, disabled: date < first || date > last || closed.has(date) });
  }
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
}

/** The first open day of first..last (the picker's initial choice), null when every day is closed. */
export function firstOpenDay(first: string, last: string, closed: ReadonlySet<string>): string | null {
  const cursor = new Date(`${first}T00:00:00Z`);
  for (let i = 0; i < 400; i++) {
    const date = cursor.toISOString().slice(0, 10);
    if (date > last) return null;
    if (!closed.has(date)) return date;
    cursor.setUTCDate(cursor.getUTCDate() + 1);
  }
  return null;
}

/** A day's free times without `except` (the booking's own start when moving it: another bay may be free then, but the move would change nothing). */
export function slotsToOffer<S extends { start: string }>(slots: readonly S[], except?: string): S[] {
  if (!except) return [...slots];
  const exceptMs = new Date(except).getTime();
  return slots.filter((slot) => new Date(slot.start).getTime() !== exceptMs);
}
