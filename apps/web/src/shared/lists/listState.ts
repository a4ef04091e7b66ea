/** What a list page shows in its card: a skeleton, the load error, "no results", "empty" or the items. */
export type ListState = 'loading' | 'error' | 'noResults' | 'empty' | 'items';

export interface ListStateInput {
  isPending: boolean;
  isError: boolean;
  hasData: boolean;
  /** The loaded page has no item. */
  isEmpty: boolean;
  /** A search or filter is applied: an empty page means "no results", not "nothing yet". */
  filtered: boolean;
  /** The load error replaces data kept from an earlier load too (lists that are not paged). */
  errorOverData?: boolean;
}

/**
 * The one rule of every list page: the skeleton until the first answer, the error with its retry when
 * there is nothing to show (a failed refresh keeps the rows on screen), then "no results" when a
 * search or filter emptied the page, "empty" when the shop has none yet, else the items.
 */
export function listState({ isPending, isError, hasData, isEmpty, filtered, errorOverData = false }: ListStateInput): ListState | null {
  if (isPending) return 'loading';
  if (isError && (errorOverData || !hasData)) return 'error';
  if (!hasData) return null;
  if (isEmpty) return filtered ? 'noResults' : 'empty';
  return 'items';
}
