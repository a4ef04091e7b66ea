import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import type { BoardLayerProps } from '../components/boardLayer';

/** After a release, how long a click may take to follow (a tap's click comes a little after touchend). */
const CLICK_AFTER_RELEASE_MS = 400;
/** How far a pressed pointer travels before the press is a drag (the layer's PointerSensor distance). */
const DRAG_DISTANCE_PX = 6;

const CARD = '[data-testid="board-card"]';

/** The board card an event started on, unless it started on a control inside the card (its menu button). */
function cardOf(target: EventTarget | null): HTMLElement | null {
  const element = target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
  const card = element?.closest<HTMLElement>(CARD) ?? null;
  if (!card || element?.closest('button, a, input, select, textarea') !== null) return null;
  return card;
}

/** A press on a card made before the drag layer was there: where it started and where the pointer is now. */
interface Press {
  uuid: string;
  pointerType: string;
  pointerId: number;
  x: number;
  y: number;
  lastX: number;
  lastY: number;
  /** The card's node the press started on (touch events stay aimed at it even once it is replaced). */
  node: HTMLElement;
}

/**
 * Loads the drag layer (@dnd-kit) the first time the user reaches for the page — a pointer moved,
 * a key, a touch — rather than with it: the signed-in first screen stays under its JavaScript budget.
 * The swap re-mounts the cards: `keepFocus` is told which card had the focus, so the board keeps it
 * on that card however late the new cards mount.
 *
 * A press that began before the layer arrived:
 * - stays a click while the pointer has not moved: the swap waits for the click, so the card
 *   pressed is still there to open (the first tap on a phone both loads the layer and opens a card);
 * - becomes a drag once the pointer has moved past the drag distance: the cards are swapped at
 *   once and the press is replayed on the new card, so the layer's sensors take it from there
 *   (a touch's later events, still aimed at the old node, are passed on to the new one).
 */
export function useDragLayer(keepFocus: (uuid: string) => void) {
  const [Layer, setLayer] = useState<ComponentType<BoardLayerProps> | null>(null);
  const requested = useRef(false);
  const pressed = useRef(false);
  const press = useRef<Press | null>(null);
  const loadRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    const down = (event: PointerEvent) => {
      if (!event.isTrusted) return;
      pressed.current = true;
      const card = event.button === 0 ? cardOf(event.target) : null;
      press.current =
        card?.dataset.uuid !== undefined
          ? {
              uuid: card.dataset.uuid,
              pointerType: event.pointerType,
              pointerId: event.pointerId,
              x: event.clientX,
              y: event.clientY,
              lastX: event.clientX,
              lastY: event.clientY,
              node: card,
            }
          : null;
    };
    const move = (event: PointerEvent) => {
      if (!event.isTrusted) return;
      const current = press.current;
      if (current && event.pointerId === current.pointerId) {
        current.lastX = event.clientX;
        current.lastY = event.clientY;
      }
    };
    const up = (event: PointerEvent) => {
      if (!event.isTrusted) return;
      pressed.current = false;
      press.current = null;
    };
    // Text on the cards is never selected by a press: a press on a card is a click or a drag.
    const selectStart = (event: Event) => {
      if (cardOf(event.target) || (event.target instanceof Node && event.target.parentElement?.closest(CARD))) event.preventDefault();
    };
    // The first sign of a user (a pointer moved anywhere, a key, a touch) starts the layer's download.
    const reach = () => loadRef.current();
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointermove', move, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', up, true);
    document.addEventListener('selectstart', selectStart, true);
    document.addEventListener('pointermove', reach, { capture: true, passive: true, once: true });
    document.addEventListener('touchstart', reach, { capture: true, passive: true, once: true });
    document.addEventListener('keydown', reach, { capture: true, once: true });
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointermove', move, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', up, true);
      document.removeEventListener('selectstart', selectStart, true);
      document.removeEventListener('pointermove', reach, true);
      document.removeEventListener('touchstart', reach, true);
      document.removeEventListener('keydown', reach, true);
    };
  }, []);

  const swap = useCallback(
    (layer: ComponentType<BoardLayerProps>) => {
      const active = document.activeElement;
      const focused = active instanceof HTMLElement && active.dataset.testid === 'board-card' ? active.dataset.uuid : undefined;
      if (focused) keepFocus(focused);
      // Synchronously, so that a press being replayed finds the new card (and its listeners) now.
      flushSync(() => setLayer(() => layer));
    },
    [keepFocus],
  );

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    void import('../dnd/DragLayer').then(
      (module) => {
        const layer = module.DragLayer;
        if (!pressed.current) return swap(layer);
        const current = press.current;
        let done = false;
        const cleanup = () => {
          done = true;
          document.removeEventListener('click', afterClick, true);
          document.removeEventListener('pointerup', afterRelease, true);
          document.removeEventListener('pointermove', onMove, true);
        };
        // A click (or a release with no click): swap once its click has run.
        const once = () => {
          if (done) return;
          cleanup();
          swap(layer);
        };
        const afterClick = () => setTimeout(once, 0);
        const afterRelease = () => setTimeout(once, CLICK_AFTER_RELEASE_MS);
        // A drag: swap now and hand the press over to the layer.
        const onMove = () => {
          if (done || !current || press.current !== current) return;
          if (Math.hypot(current.lastX - current.x, current.lastY - current.y) < DRAG_DISTANCE_PX) return;
          cleanup();
          swap(layer);
          replay(current);
        };
        document.addEventListener('click', afterClick, true);
        document.addEventListener('pointerup', afterRelease, { capture: true, once: true });
        if (current && current.pointerType !== 'touch') {
          document.addEventListener('pointermove', onMove, true);
          onMove();
        } else if (current) {
          // A touch holds still before it drags (the layer's long press): swap now and pass the touch on.
          cleanup();
          swap(layer);
          replayTouch(current);
        }
      },
      () => {
        // Offline or a new deployment: the menu still moves cards; try again on the next reach.
        requested.current = false;
      },
    );
  }, [swap]);
  loadRef.current = load;

  return { Layer, load };
}

function newCard(uuid: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`${CARD}[data-uuid="${CSS.escape(uuid)}"]`);
}

/** The press again, on the layer's card, then the pointer where it is now: the layer's sensor starts the drag. */
function replay(press: Press) {
  const card = newCard(press.uuid);
  if (!card) return;
  const init = { bubbles: true, cancelable: true, composed: true, pointerId: press.pointerId, pointerType: press.pointerType, isPrimary: true, button: 0, buttons: 1 };
  card.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: press.x, clientY: press.y }));
  card.ownerDocument.dispatchEvent(new PointerEvent('pointermove', { ...init, button: -1, clientX: press.lastX, clientY: press.lastY }));
}

/**
 * The touch again, on the layer's card. The browser keeps aiming the touch's events at the node it
 * started on (now out of the page): they are passed on to the new card, and a move the layer
 * cancels (the drag, not a scroll) is cancelled for the browser too.
 */
function replayTouch(press: Press) {
  const card = newCard(press.uuid);
  if (!card || typeof Touch === 'undefined' || press.node === card) return;
  const touchAt = (x: number, y: number, identifier: number) =>
    new Touch({ identifier, target: card, clientX: x, clientY: y, pageX: x + window.scrollX, pageY: y + window.scrollY });
  const start = touchAt(press.lastX, press.lastY, 0);
  card.dispatchEvent(
    new TouchEvent('touchstart', { bubbles: true, cancelable: true, composed: true, touches: [start], targetTouches: [start], changedTouches: [start] }),
  );
  const forward = (event: TouchEvent) => {
    const copy = (list: TouchList) => [...list].map((touch) => touchAt(touch.clientX, touch.clientY, touch.identifier));
    const passed = new TouchEvent(event.type, {
      bubbles: true,
      cancelable: event.cancelable,
      composed: true,
      touches: copy(event.touches),
      targetTouches: copy(event.targetTouches),
      changedTouches: copy(event.changedTouches),
    });
    card.dispatchEvent(passed);
    if (passed.defaultPrevented && event.cancelable) event.preventDefault();
    if (event.type !== 'touchmove') {
      press.node.removeEventListener('touchmove', forward);
      press.node.removeEventListener('touchend', forward);
      press.node.removeEventListener('touchcancel', forward);
    }
  };
  press.node.addEventListener('touchmove', forward, { passive: false });
  press.node.addEventListener('touchend', forward);
  press.node.addEventListener('touchcancel', forward);
}
