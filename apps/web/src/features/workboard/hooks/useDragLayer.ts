import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { BoardLayerProps } from '../components/boardLayer';

/** After a release, how long a click may take to follow (a tap's click comes a little after touchend). */
const CLICK_AFTER_RELEASE_MS = 400;

/**
 * Loads the drag layer (@dnd-kit) the first time the user reaches for the board — pointer over
 * it, a card focused, a touch — rather than with the page: the signed-in first screen stays
 * under its JavaScript budget. The swap re-mounts the cards: `keepFocus` is told which card had
 * the focus, so the board keeps it on that card however late the new cards mount. A swap that
 * would land between a press and its click waits for the click: the card pressed must still be
 * there to open (the first tap on a phone both loads the layer and opens a card).
 */
export function useDragLayer(keepFocus: (uuid: string) => void) {
  const [Layer, setLayer] = useState<ComponentType<BoardLayerProps> | null>(null);
  const requested = useRef(false);
  const pressed = useRef(false);

  useEffect(() => {
    const down = () => (pressed.current = true);
    const up = () => (pressed.current = false);
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
    };
  }, []);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void import('../dnd/DragLayer').then(
      (module) => {
        const swap = () => {
          const active = document.activeElement;
          const focused = active instanceof HTMLElement && active.dataset.testid === 'board-card' ? active.dataset.uuid : undefined;
          if (focused) keepFocus(focused);
          setLayer(() => module.DragLayer);
        };
        if (!pressed.current) return swap();
        // Pressed now: swap once its click has run (or soon after the release when none comes).
        let done = false;
        const once = () => {
          if (done) return;
          done = true;
          document.removeEventListener('click', afterClick, true);
          swap();
        };
        const afterClick = () => setTimeout(once, 0);
        document.addEventListener('click', afterClick, true);
        document.addEventListener('pointerup', () => setTimeout(once, CLICK_AFTER_RELEASE_MS), { capture: true, once: true });
      },
      () => {
        // Offline or a new deployment: the menu still moves cards; try again on the next reach.
        requested.current = false;
      },
    );
  }, [keepFocus]);

  return { Layer, load };
}
