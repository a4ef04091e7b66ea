import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { nextSort } from './nextSort';
import type { Sorting } from './SortableTh';

export type ListQuery<S extends string> = { page: number; pageSize: number; q?: string; sort: S; order: 'asc' | 'desc' };
export type ListChanges<S extends string> = Partial<Pick<ListQuery<S>, 'page' | 'q' | 'sort' | 'order'>>;

/**
 * Page, search and sort of a server-side list live in the URL (?page=2&q=roy&sort=email&order=desc):
 * a reload, the back button or a shared link shows the same page. Defaults stay out of the URL.
 */
export function useListParams<S extends string>(sorts: readonly S[], defaultSort: S, pageSize: number) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListQuery(params, sorts, defaultSort, pageSize), [params, sorts, defaultSort, pageSize]);

  const update = useCallback(
    (changes: ListChanges<S>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            const isDefault =
              value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'sort' && value === defaultSort) || (key === 'order' && value === 'asc');
            if (isDefault) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaultSort],
  );

  const changePage = useCallback((page: number) => update({ page }), [update]);
  // A click on a column header sorts on it, ascending first; on the sorted column it flips the order.
  const sorting: Sorting<S> = useMemo(
    () => ({ sort: query.sort, order: query.order, onSort: (column: S) => update({ ...nextSort(query, column), page: 1 }) }),
    [query, update],
  );

  return { query, update, changePage, sorting };
}

/** The list's page, search and sort in `params`; what is missing or unknown takes the default. */
export function readListQuery<S extends string>(params: URLSearchParams, sorts: readonly S[], defaultSort: S, pageSize: number): ListQuery<S> {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sort = params.get('sort');
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    pageSize,
    q: params.get('q')?.trim() || undefined,
    sort: sorts.includes(sort as S) ? (sort as S) : defaultSort,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
}
