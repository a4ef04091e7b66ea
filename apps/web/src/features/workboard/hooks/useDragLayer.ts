import { useCallback, useRef, useState, type ComponentType } from 'react';
import type { BoardLayerProps } from '../components/boardLayer';

/**
 * Loads the drag layer (@dnd-kit) the first time the user reaches for the board — pointer over
 * it, a card focused, a touch — rather than with the page: the signed-in first screen stays
 * under its JavaScript budget. The swap re-mounts the cards: `keepFocus` is told which card had
 * the focus, so the board keeps it on that card however late the new cards mount.
 */
export function useDragLayer(keepFocus: (uuid: string) => void) {
  const [Layer, setLayer] = useState<ComponentType<BoardLayerProps> | null>(null);
  const requested = useRef(false);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void import('../dnd/DragLayer').then(
      (module) => {
        const active = document.activeElement;
        const focused = active instanceof HTMLElement && active.dataset.testid === 'board-card' ? active.dataset.uuid : undefined;
        if (focused) keepFocus(focused);
        setLayer(() => module.DragLayer);
      },
      () => {
        // Offline or a new deployment: the menu still moves cards; try again on the next reach.
        requested.current = false;
      },
    );
  }, [keepFocus]);

  return { Layer, load };
}
