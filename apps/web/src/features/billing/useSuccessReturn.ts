import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The return from the payment page (`#/settings/plans?success=1`, §4 "Plan"): `onReturn` runs
 * once and the query is removed, so a reload or Back does not announce the change again.
 */
export function useSuccessReturn(onReturn: () => void) {
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  const returned = params.has('success');
  useEffect(() => {
    if (!returned || handled.current) return;
    handled.current = true;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('success');
        return next;
      },
      { replace: true },
    );
    onReturn();
  }, [returned, setParams, onReturn]);
}
