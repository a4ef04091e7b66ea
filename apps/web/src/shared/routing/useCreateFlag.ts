import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from 'react-router';

/** The address flag that asks a list page to open its creation form: `/customers?new=1`. */
export const CREATE_FLAG = 'new';

/** The address of `path` asking its page to open the creation form (the command palette's actions). */
export function createAddress(path: string): string {
  return `${path}?${CREATE_FLAG}=1`;
}

/**
 * Opens a page's creation form when its address carries `?new=1`, then takes the flag out of the
 * address (replaced, so Back does not reopen it). `ready`: wait, e.g. for the settings the form
 * starts from.
 */
export function useCreateFlag(open: () => void, ready = true): void {
  const [params, setParams] = useSearchParams();
  const wanted = params.get(CREATE_FLAG) === '1';
  const opening = useEffectEvent(open);
  useEffect(() => {
    if (!wanted || !ready) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(CREATE_FLAG);
        return next;
      },
      { replace: true },
    );
    opening();
  }, [wanted, ready, setParams]);
}
