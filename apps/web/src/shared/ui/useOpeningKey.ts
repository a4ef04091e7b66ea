import { useState } from 'react';

export interface Openings {
  opened: boolean;
  /** How many times the panel has opened. */
  count: number;
}

/** The openings after a render with `opened`: one more when it goes from closed to opened. */
export function nextOpenings(previous: Openings, opened: boolean): Openings {
  if (previous.opened === opened) return previous;
  return { opened, count: opened ? previous.count + 1 : previous.count };
}

/**
 * A key that changes each time a drawer opens, for the content that must start afresh at every
 * opening. Mantine unmounts a closed drawer's content only once its closing slide has ended (later
 * still on a busy phone): opened again before that, the drawer showed the content it closed on (the
 * vehicle just added, as « Modifier le véhicule », instead of a new one).
 */
export function useOpeningKey(opened: boolean): number {
  const [openings, setOpenings] = useState<Openings>({ opened, count: 0 });
  const next = nextOpenings(openings, opened);
  // Kept during the render that saw the change (React's "adjusting state on a prop change").
  if (next !== openings) setOpenings(next);
  return next.count;
}
