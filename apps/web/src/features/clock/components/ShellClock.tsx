import type { TimelogList } from '@atelier/contracts/timelog';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useSyncExternalStore } from 'react';
import { clockKeys, useRunningClocks } from '../api';
import { ClockInButton } from './ClockInButton';

// The strip's code comes when a clock runs, not with the first screen.
const ClockStrip = lazy(() => import('./ClockStrip').then((module) => ({ default: module.ClockStrip })));

/** The height the strip adds to the header while a clock runs (ClockStrip.module.css). */
export const CLOCK_STRIP_HEIGHT = 52;

/*
 * The shell's pieces that follow the running clocks each read them themselves: the shell (its header
 * and menus) does not re-render as they answer, only when the strip comes or goes.
 */

/** The shell's clock-in strip, under the header's top row, while the signed-in user's clocks run. */
export function ShellClockStrip({ enabled }: { enabled: boolean }) {
  const { running } = useRunningClocks(enabled);
  if (running.length === 0) return null;
  return (
    <Suspense fallback={<div style={{ height: CLOCK_STRIP_HEIGHT }} />}>
      <ClockStrip running={running} />
    </Suspense>
  );
}

/** The header's 'Pointer' (shell §4), once the running clocks are known and none runs (the strip shows them otherwise). */
export function HeaderClockIn({ enabled }: { enabled: boolean }) {
  const { running, isSuccess } = useRunningClocks(enabled);
  return enabled && isSuccess && running.length === 0 ? <ClockInButton /> : null;
}

/** Whether the strip shows (the header is taller by CLOCK_STRIP_HEIGHT): read from the cache, it changes the caller only when it flips. */
export function useClockStripShown(): boolean {
  const client = useQueryClient();
  const subscribe = useCallback((listener: () => void) => client.getQueryCache().subscribe(listener), [client]);
  return useSyncExternalStore(subscribe, () => (client.getQueryData<TimelogList>(clockKeys.running)?.items.length ?? 0) > 0);
}
