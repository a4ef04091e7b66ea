/** One choice of a long dropdown (VirtualSelect): its value, its text, the heading it sits under. */
export interface VirtualOption {
  value: string;
  label: string;
  group?: string;
}

export type VirtualRow = { kind: 'group'; label: string } | { kind: 'option'; option: VirtualOption };

/** The list's rows: a heading row wherever the group changes, then its options (the order is the caller's). */
export function toVirtualRows(options: readonly VirtualOption[]): VirtualRow[] {
  const rows: VirtualRow[] = [];
  let group: string | undefined;
  for (const option of options) {
    if (option.group !== undefined && option.group !== group) rows.push({ kind: 'group', label: option.group });
    group = option.group;
    rows.push({ kind: 'option', option });
  }
  return rows;
}

/**
 * The option row an arrow key lands on from `from` (-1: none yet), skipping headings; it stops at
 * either end rather than wrapping, as the page's own scroll would.
 */
export function stepOptionRow(rows: readonly VirtualRow[], from: number, delta: 1 | -1): number {
  if (from < 0) return delta === 1 ? firstOptionRow(rows) : lastOptionRow(rows);
  for (let index = from + delta; index >= 0 && index < rows.length; index += delta) {
    if (rows[index]!.kind === 'option') return index;
  }
  return from;
}

export function firstOptionRow(rows: readonly VirtualRow[]): number {
  return rows.findIndex((row) => row.kind === 'option');
}

export function lastOptionRow(rows: readonly VirtualRow[]): number {
  for (let index = rows.length - 1; index >= 0; index--) if (rows[index]!.kind === 'option') return index;
  return -1;
}

/** The row of `value`, or -1. */
export function rowOfValue(rows: readonly VirtualRow[], value: string | null | undefined): number {
  if (value === null || value === undefined) return -1;
  return rows.findIndex((row) => row.kind === 'option' && row.option.value === value);
}

/** "Montreal", "montréal" and "MONTRÉAL" are the same search. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/**
 * The items whose label starts with the search first, the others after, each in their order (a
 * server's answer sorted by name: typing « toy » puts Toyota before Bad Boyz Toyz, so Enter takes it).
 */
export function startingFirst<T>(items: readonly T[], search: string, labelOf: (item: T) => string): T[] {
  const wanted = foldText(search);
  if (!wanted) return [...items];
  const starts: T[] = [];
  const others: T[] = [];
  for (const item of items) (foldText(labelOf(item)).startsWith(wanted) ? starts : others).push(item);
  return [...starts, ...others];
}

/** Options whose label contains the search (accents and case ignored), those starting with it first, within their group. */
export function filterOptions(options: readonly VirtualOption[], search: string): VirtualOption[] {
  const wanted = foldText(search);
  if (!wanted) return [...options];
  const byGroup = new Map<string | undefined, { starts: VirtualOption[]; contains: VirtualOption[] }>();
  for (const option of options) {
    const label = foldText(option.label);
    const at = label.indexOf(wanted);
    if (at === -1) continue;
    let bucket = byGroup.get(option.group);
    if (!bucket) byGroup.set(option.group, (bucket = { starts: [], contains: [] }));
    (at === 0 ? bucket.starts : bucket.contains).push(option);
  }
  return [...byGroup.values()].flatMap((bucket) => [...bucket.starts, ...bucket.contains]);
}

/**
 * The rows drawn for a visible range (TanStack Virtual's rangeExtractor): the visible ones and
 * `extra` more in all (§9 "10 rows pre-rendered"), half above and half below, all on the open
 * side at either end of the list.
 */
export function preRenderedRange({ startIndex, endIndex, count }: { startIndex: number; endIndex: number; count: number }, extra: number): number[] {
  if (count === 0 || endIndex < 0) return [];
  let before = Math.floor(extra / 2);
  let after = extra - before;
  if (startIndex - before < 0) {
    after += before - startIndex;
    before = startIndex;
  }
  if (endIndex + after > count - 1) {
    before += endIndex + after - (count - 1);
    after = count - 1 - endIndex;
  }
  const from = Math.max(0, startIndex - before);
  const to = Math.min(count - 1, endIndex + after);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
