/** Where a click landed: enough of a DOM event to tell a row's own controls from the row. */
export interface RowClick {
  target: EventTarget | null;
}

/**
 * Whether a click on a list row landed on one of the row's own controls (its link, a button, a
 * menu): then the control acts and the row must not open as well (no double navigation).
 */
export function clickedOwnControl(event: RowClick, controls = 'a, button'): boolean {
  const target = event.target as { closest?: (selector: string) => unknown } | null;
  return !!target?.closest?.(controls);
}
