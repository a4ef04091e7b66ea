import { useDeferredValue } from 'react';

/**
 * A page's item once it has arrived, drawn as a transition: the query store's update cannot be
 * interrupted, so the page first renders as before (its skeleton) and React then renders the
 * item's cards in slices, between which a phone's main thread stays free. Later changes of the
 * item (a refetch, an edit) show at once; undefined (another item loading) at once too.
 */
export function useDeferredArrival<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  return deferred === undefined ? undefined : data;
}
