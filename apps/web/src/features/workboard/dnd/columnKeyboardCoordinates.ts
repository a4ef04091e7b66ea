import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/**
 * Left and right arrows jump the held card to the previous or next column (the default moves it
 * 25 pixels at a time, which would take dozens of presses); up and down do nothing.
 */
export function columnKeyboardCoordinates(columnIds: () => number[], originOf: (active: string | number) => number | undefined): KeyboardCoordinateGetter {
  return (event, { active, currentCoordinates, context }) => {
    const step = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return undefined;
    event.preventDefault();
    const ids = columnIds();
    const current = (context.over?.id as number | undefined) ?? originOf(active);
    const index = current === undefined ? -1 : ids.indexOf(current);
    const target = ids[Math.min(ids.length - 1, Math.max(0, index + step))];
    const rect = target === undefined ? undefined : context.droppableRects.get(target);
    const card = context.collisionRect;
    if (!rect || !card) return currentCoordinates;
    return { x: rect.left + (rect.width - card.width) / 2, y: Math.max(rect.top + 48, currentCoordinates.y) };
  };
}
