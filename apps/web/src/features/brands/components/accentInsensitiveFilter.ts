import type { ComboboxItem, ComboboxParsedItem, ComboboxParsedItemGroup, OptionsFilter } from '@mantine/core';

/** "Montreal", "montréal" and "MONTRÉAL" are the same search. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function isGroup(option: ComboboxParsedItem): option is ComboboxParsedItemGroup {
  return 'group' in option;
}

/** Matching items, names starting with the search before names containing it. */
function rank(items: ComboboxItem[], wanted: string): ComboboxItem[] {
  if (!wanted) return items;
  const starts: ComboboxItem[] = [];
  const contains: ComboboxItem[] = [];
  for (const item of items) {
    const label = foldText(item.label);
    if (label.startsWith(wanted)) starts.push(item);
    else if (label.includes(wanted)) contains.push(item);
  }
  return [...starts, ...contains];
}

/**
 * Options filter for long lists (cities, regions, timezones): accents and case ignored, names
 * that start with the search first, at most `limit` options in all; groups keep their heading.
 */
export const accentInsensitiveFilter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = foldText(search);
  const result: ComboboxParsedItem[] = [];
  let left = limit;
  const loose: ComboboxItem[] = [];
  for (const option of options) {
    if (!isGroup(option)) {
      loose.push(option);
      continue;
    }
    if (left <= 0) break;
    const items = rank(option.items, wanted).slice(0, left);
    if (items.length > 0) {
      result.push({ group: option.group, items });
      left -= items.length;
    }
  }
  return [...rank(loose, wanted).slice(0, Math.max(left, 0)), ...result];
};
