import { startTransition, useEffect, useState } from 'react';

/**
 * False on a component's first render, true from the next one, which React renders as a
 * transition once the first is on screen. A page opened by its address is drawn with the shell in
 * one pass when its data came with its code: splitting it lets its title show first (one commit,
 * one paint earlier on a phone) and the heavy cards follow in their own commit.
 */
export function useSecondPass(): boolean {
  const [second, setSecond] = useState(false);
  useEffect(() => startTransition(() => setSecond(true)), []);
  return second;
}
