import type { Timelog } from '@atelier/contracts/timelog';
import { lazy, Suspense } from 'react';

// The strip's code comes when a clock runs, not with the first screen.
const ClockStrip = lazy(() => import('./ClockStrip').then((module) => ({ default: module.ClockStrip })));

/** The height the strip adds to the header while a clock runs (ClockStrip.module.css). */
export const CLOCK_STRIP_HEIGHT = 52;

/** The shell's clock-in strip, under the header's top row, while the signed-in user's clocks run. */
export function ShellClockStrip({ running }: { running: readonly Timelog[] }) {
  if (running.length === 0) return null;
  return (
    <Suspense fallback={<div style={{ height: CLOCK_STRIP_HEIGHT }} />}>
      <ClockStrip running={running} />
    </Suspense>
  );
}
