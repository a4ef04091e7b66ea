import type { Entry, Timelog } from '@atelier/contracts';
import { elapsedHours } from './elapsed';

/** A SERVICE line as the time card needs it. */
export type ServiceLine = Pick<Entry, 'id' | 'name' | 'type' | 'price' | 'value_measured'>;

/**
 * Hours a service line sells, as the productivity report counts them: a line without a price is
 * charged at the hourly rate, so its quantity is hours; a priced line sells price × quantity ÷
 * the hourly rate (none when the shop has no rate). Products sell no hours.
 */
export function lineSoldHours(line: ServiceLine, hourlyRate: number): number {
  if (line.type !== 'SERVICE') return 0;
  const quantity = line.value_measured > 0 ? line.value_measured : 1;
  if (line.price === null) return quantity;
  return hourlyRate > 0 ? (quantity * line.price) / hourlyRate : 0;
}

/** An entry's hours: its duration, or, while it runs, the hours since its start. */
export function entryHours(entry: Pick<Timelog, 'duration' | 'endTime' | 'startTime'>, now: number): number {
  if (entry.endTime === null) return elapsedHours(entry.startTime, now);
  return entry.duration ?? 0;
}

export interface LineTime {
  /** The line's id; null for time on the work order without a line (or on a line since deleted). */
  entryId: number | null;
  name: string | null;
  entries: Timelog[];
  clockedHours: number;
  soldHours: number;
  running: boolean;
}

export interface WorkorderTime {
  lines: LineTime[];
  clockedHours: number;
  soldHours: number;
}

const round2 = (hours: number) => Math.round(hours * 100) / 100;

/**
 * The work order's time per line: each SERVICE line (in the work order's order) with its entries,
 * clocked and sold hours; then the time clocked on no line (or on a line deleted since: its entries
 * keep the work order). Lines with neither time nor sold hours are left out.
 */
export function workorderTime(lines: readonly ServiceLine[], entries: readonly Timelog[], hourlyRate: number, now: number): WorkorderTime {
  const byLine = new Map<number | null, Timelog[]>();
  const lineIds = new Set(lines.map((line) => line.id));
  for (const entry of entries) {
    const key = entry.entryId !== null && lineIds.has(entry.entryId) ? entry.entryId : null;
    byLine.set(key, [...(byLine.get(key) ?? []), entry]);
  }
  const group = (entryId: number | null, name: string | null, sold: number): LineTime => {
    const own = byLine.get(entryId) ?? [];
    return {
      entryId,
      name,
      entries: own,
      clockedHours: round2(own.reduce((sum, entry) => sum + entryHours(entry, now), 0)),
      soldHours: round2(sold),
      running: own.some((entry) => entry.endTime === null),
    };
  };
  const result = lines.filter((line) => line.type === 'SERVICE').map((line) => group(line.id, line.name, lineSoldHours(line, hourlyRate)));
  result.push(group(null, null, 0));
  const shown = result.filter((line) => line.entries.length > 0 || line.soldHours > 0);
  return {
    lines: shown,
    clockedHours: round2(result.reduce((sum, line) => sum + line.clockedHours, 0)),
    soldHours: round2(result.reduce((sum, line) => sum + line.soldHours, 0)),
  };
}
