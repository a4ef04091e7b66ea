import type { ComboboxData } from '@mantine/core';

/**
 * The text a Select shows for `value` in `data` (plain values, items, groups of either), as Mantine
 * writes it: the option's label, '' when none is chosen or the option is not (yet) in the data.
 */
export function selectedLabel(data: ComboboxData | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '' || !data) return '';
  const items = data.flatMap((entry) => (typeof entry === 'object' && 'group' in entry ? entry.items : [entry]));
  return items.map(labelOf).find((item) => item.value === value)?.label ?? '';
}

function labelOf(entry: string | { value: string; label?: string }): { value: string; label: string } {
  return typeof entry === 'string' ? { value: entry, label: entry } : { value: entry.value, label: entry.label ?? entry.value };
}
