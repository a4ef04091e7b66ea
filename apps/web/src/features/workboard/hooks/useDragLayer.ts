import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { BoardLayerProps } from '../components/boardLayer';

/**
 * Loads the drag layer (@dnd-kit) the first time the user reaches for the board — pointer over
 * it, a card focused, a touch — rather than with the page: the signed-in first screen stays
 * under its JavaScript budget. The card that had the focus gets it back after the swap.
 */
export function useDragLayer() {
  const [Layer, setLayer] = useState<ComponentType<BoardLayerProps> | null>(null);
  const requested = useRef(false);
  const focusedUuid = useRef<string | null>(null);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void import('../dnd/DragLayer').then(
      (module) => {
        const active = document.activeElement;
        focusedUuid.current = active instanceof HTMLElement ? (active.dataset.uuid ?? null) : null;
        setLayer(() => module.DragLayer);
      },
      () => {
        // Offline or a new deployment: the menu still moves cards; try again on the next reach.
        requested.current = false;
      },
    );
  }, []);

  useEffect(() => {
    if (!Layer || !focusedUuid.current) return;
    document.querySelector<HTMLElement>(`[data-testid="board-card"][data-uuid="${focusedUuid.current}"]`)?.focus();
    focusedUuid.current = null;
  }, [Layer]);

  return { Layer, load };
}
