import { useEffect, useState } from 'react';

/** The current time, refreshed every `everyMs`: the cards' 'depuis 3 h' keeps counting on a board left open. */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
