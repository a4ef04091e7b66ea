import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';

/** "Montreal", "montréal" and "MONTRÉAL" are the same search. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

function isItem(option: ComboboxParsedItem): option is ComboboxItem {
  return !('group' in option);
}

/**
 * Options filter for long lists (cities, regions): accents and case ignored, names that start
 * with the search first, then names that contain it, at most `limit`.
 */
export const accentInsensitiveFilter: OptionsFilter = ({ options, search, limit }) => {
  const wanted = foldText(search);
  const items = options.filter(isItem);
  if (!wanted) return items.slice(0, limit);
  const starts: ComboboxItem[] = [];
  const contains: ComboboxItem[] = [];
  for (const item of items) {
    const label = foldText(item.label);
    if (label.startsWith(wanted)) starts.push(item);
    else if (label.includes(wanted)) contains.push(item);
  }
  return [...starts, ...contains].slice(0, limit);
};
