import { useEffect, useState } from 'react';
import { msToNextHundredth } from '../elapsed';

/**
 * The time, renewed when the elapsed hours of one of these clocks next change (every 36 s, shell
 * §9: 2 decimals): one timer for the whole strip or card, none when nothing runs.
 */
export function useClockTick(startTimes: readonly string[]): number {
  const [now, setNow] = useState(() => Date.now());
  const key = startTimes.join('|');
  useEffect(() => {
    if (!key) return undefined;
    const starts = key.split('|');
    let timer = 0;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      // A little past the change, so the next render is on the new hundredth.
      timer = window.setTimeout(tick, Math.min(...starts.map((start) => msToNextHundredth(start, at))) + 20);
    };
    tick();
    return () => window.clearTimeout(timer);
  }, [key]);
  return now;
}
