import { useState } from 'react';

/**
 * True from the first render where `opened` is, and from then on: a modal or drawer drawn only
 * once it has been opened stays mounted afterwards, for its closing animation.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}
