import { startTransition, useEffect, useState } from 'react';

/** Mantine's `sm` breakpoint: narrower, rows are taller than a screen's twelfth. */
const PHONE = '(max-width: 48em)';

interface ProgressiveOptions {
  /** Drawn with the page: what a screen shows at once, so nothing in view moves. */
  first?: number;
  /** Drawn in each following task. */
  step?: number;
  /**
   * Only on a phone (as wide as Mantine's `sm` when the component mounts); wider, all at once: the
   * rows fill a desktop's window, so the rest would push what follows into view (layout shift), and
   * a desktop's CPU draws them in a short task anyway.
   */
  phoneOnly?: boolean;
}

/**
 * How many of a list's rows to draw: `first` with the page, then `step` more in each following
 * task until all are drawn. A list page's 25 rows of links and badges committed at once were its
 * longest task on a throttled phone (~400 ms); in slices they are shorter ones (ListTable). A row
 * added later shows a task later. A slice must stay light: a step of heavy rows is a long task again.
 */
export function useProgressiveCount(total: number, { first = 12, step = 6, phoneOnly = false }: ProgressiveOptions = {}): number {
  const [shown, setShown] = useState(() => (phoneOnly && !window.matchMedia(PHONE).matches ? Infinity : first));
  useEffect(() => {
    if (shown >= total) return;
    // A transition: React renders the new rows in slices (an update from a timer would render in
    // one piece), and yields to a tap or a query's answer.
    const timer = setTimeout(() => startTransition(() => setShown((count) => count + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return Math.min(shown, total);
}
