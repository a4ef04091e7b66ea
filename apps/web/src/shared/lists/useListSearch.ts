import { SEARCH_DEBOUNCE_MS } from '@atelier/contracts/constants';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A list's search box: what is typed shows at once; the search term reaches the address (and the
 * server) once typing pauses, and a new term starts again from page 1. With followAddress, the box
 * follows a term changed by the address itself (back button, a link to the same page).
 */
export function useListSearch(q: string | undefined, update: (changes: { q: string; page: number }) => void, { followAddress = false } = {}) {
  const [search, setSearch] = useState(q ?? '');
  const [applied, setApplied] = useState(q ?? '');
  const applySearch = useDebouncedCallback((value: string) => {
    setApplied(value.trim());
    update({ q: value.trim(), page: 1 });
  }, SEARCH_DEBOUNCE_MS);
  if (followAddress && (q ?? '') !== applied) {
    setApplied(q ?? '');
    setSearch(q ?? '');
  }
  const changeSearch = (value: string) => {
    setSearch(value);
    applySearch(value);
  };
  return { search, changeSearch };
}
