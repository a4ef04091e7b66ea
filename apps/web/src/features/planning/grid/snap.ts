/** The planning grid's step (GEM-CAR plans on a 15-minute grid). */
export const SNAP_MINUTES = 15;

/** Minutes rounded to the nearest step. */
export function snapMinutes(minutes: number, step: number = SNAP_MINUTES): number {
  return Math.round(minutes / step) * step;
}

/** A pointer's vertical travel in pixels as whole steps of minutes. */
export function snappedDelta(pixels: number, pixelsPerMinute: number, step: number = SNAP_MINUTES): number {
  if (pixelsPerMinute <= 0) return 0;
  return snapMinutes(pixels / pixelsPerMinute, step);
}

/** Where a card's time range lands once dragged by `delta` minutes: same length, start kept inside [min, max - length]. */
export function movedRange(start: number, end: number, delta: number, min: number, max: number): { start: number; end: number } {
  const length = end - start;
  const from = Math.min(Math.max(start + delta, min), Math.max(min, max - length));
  return { start: from, end: from + length };
}

/** The end of a card resized by `delta` minutes: at least one step after its start, at most `max`. */
export function resizedEnd(start: number, end: number, delta: number, max: number, step: number = SNAP_MINUTES): number {
  return Math.min(Math.max(end + delta, start + step), Math.max(max, start + step));
}

/** The range a press-drag over empty cells selects, from the pressed and the current minute (at least one step). */
export function selectedRange(pressed: number, current: number, step: number = SNAP_MINUTES): { start: number; end: number } {
  const a = Math.floor(pressed / step) * step;
  const b = Math.floor(current / step) * step;
  return { start: Math.min(a, b), end: Math.max(a, b) + step };
}
