import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { withFilterChanges } from './filterParams';

/**
 * A list's filters kept in the URL (a reload or a shared link shows the same list): read with
 * `read`, changed with `setFilters` (replacing the history entry, back to the first page).
 * `read` and `names` must be stable (module constants).
 */
export function useListFilters<F extends object>(read: (params: URLSearchParams) => F, names: { readonly [K in keyof F]: string }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => read(params), [read, params]);
  const setFilters = useCallback((changes: Partial<F>) => setParams((current) => withFilterChanges(current, changes, names), { replace: true }), [setParams, names]);
  return { filters, setFilters };
}
