import { useEffect, useState } from 'react';

/**
 * How many of a list's rows to draw: `first` with the page, then `step` more in each following
 * task until all are drawn. A list page's 25 rows of links and badges committed at once were its
 * longest task on a throttled phone (~400 ms); in slices they are shorter ones (ListTable).
 * `first` covers what a screen shows at once, so nothing in view moves. A row added later shows a
 * task later. Worth it for light rows only: a slice of heavy ones is a long task again.
 */
export function useProgressiveCount(total: number, { first = 12, step = 6 }: { first?: number; step?: number } = {}): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((count) => count + step), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
