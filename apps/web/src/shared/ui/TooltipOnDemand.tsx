import type { TooltipProps } from '@mantine/core';
import { cloneElement, useEffect, useRef, useState, type PointerEvent, type ReactElement, type Ref } from 'react';

import { chunkOnce } from './chunkOnce';

/** Mantine's Tooltip, downloaded when a mouse first enters any TooltipOnDemand's element. */
const tooltipCode = chunkOnce(() => import('./onDemandTooltip'));

type Target = ReactElement<{
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  ref?: Ref<HTMLElement>;
}>;

interface TooltipOnDemandProps extends Omit<TooltipProps, 'children' | 'opened' | 'events'> {
  /** The element the tooltip explains (an icon button): it keeps its own aria-label. */
  children: Target;
}

/**
 * A Mantine Tooltip whose code (Floating UI and the tooltip: ~17 KB compressed) comes when a mouse
 * first rests on its element, not with the page's first screen (a vehicle's backlog has one per
 * row). Like Mantine's default, it shows on mouse hover only (not on touch, not on focus: the
 * element's aria-label says the same). Once the code is in, the element is drawn inside the real
 * Tooltip, open while the mouse is over it; if it had the focus, it keeps it.
 */
export function TooltipOnDemand({ children, ...tooltipProps }: TooltipOnDemandProps) {
  const [ready, setReady] = useState(tooltipCode.loaded() !== null);
  const [hovered, setHovered] = useState(false);
  const element = useRef<HTMLElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (ready && refocus.current) element.current?.focus();
    refocus.current = false;
  }, [ready]);

  const own = children.props;
  const target = cloneElement(children, {
    ref: element,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      if (event.pointerType !== 'mouse') return;
      setHovered(true);
      if (!ready)
        void tooltipCode.load().then(
          () => {
            // The element is drawn again inside the Tooltip: it must not lose a keyboard focus.
            refocus.current = element.current !== null && element.current === document.activeElement;
            setReady(true);
          },
          () => undefined,
        );
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      setHovered(false);
    },
  });
  const loaded = tooltipCode.loaded();
  if (!ready || !loaded) return target;
  const { Tooltip } = loaded;
  return (
    <Tooltip {...tooltipProps} opened={hovered}>
      {target}
    </Tooltip>
  );
}
