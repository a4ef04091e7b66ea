import { DRAWER_DEFAULT_WIDTH } from '@atelier/contracts/vehicle-constants';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { clampDrawerWidth, draggedWidth, drawerWidthRange, keyboardWidth } from '../drawerWidth';
import classes from './DrawerResizeHandle.module.css';

interface DrawerResizeHandleProps {
  width: number;
  windowWidth: number;
  onResize: (width: number) => void;
}

/**
 * The drawer's left edge (workshop §2 "slide-in panel with a resize handle", §9): dragged with
 * the mouse, a finger or the arrow keys between 280 px and 90 % of the window; a double click
 * goes back to 640 px.
 */
export function DrawerResizeHandle({ width, windowWidth, onResize }: DrawerResizeHandleProps) {
  const { t } = useTranslation();
  const drag = useRef<{ startX: number; startWidth: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const range = drawerWidthRange(windowWidth);

  const start = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startWidth: width };
    setDragging(true);
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) onResize(draggedWidth(drag.current.startWidth, drag.current.startX, event.clientX, windowWidth));
  };
  const stop = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    drag.current = null;
    setDragging(false);
    if (event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
  };
  const key = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyboardWidth(width, event.key, windowWidth);
    if (next === null) return;
    event.preventDefault();
    onResize(next);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('vehicles.drawer.resize')}
      aria-valuenow={width}
      aria-valuemin={range.min}
      aria-valuemax={range.max}
      tabIndex={0}
      className={classes.handle}
      data-dragging={dragging || undefined}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={stop}
      onPointerCancel={stop}
      onKeyDown={key}
      onDoubleClick={() => onResize(clampDrawerWidth(DRAWER_DEFAULT_WIDTH, windowWidth))}
    />
  );
}
