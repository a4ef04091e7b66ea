import { BREAKPOINTS } from '@atelier/contracts/constants';
import { DRAWER_DEFAULT_WIDTH, DRAWER_MAX_RATIO, DRAWER_MIN_WIDTH } from '@atelier/contracts/vehicle-constants';

/** Below the sm breakpoint the drawer takes the whole screen and has no handle. */
export const isPhoneWidth = (windowWidth: number) => windowWidth < BREAKPOINTS.sm;

/** Workshop §5, §9: "Drawer width when dragged: between 280 px and 90% of window width". */
export function clampDrawerWidth(width: number, windowWidth: number): number {
  const max = Math.floor(windowWidth * DRAWER_MAX_RATIO);
  // On a window narrower than the minimum the 90 % rule wins: the drawer never covers it all.
  return Math.round(Math.max(Math.min(DRAWER_MIN_WIDTH, max), Math.min(width, max)));
}

/** The width to open with: the one chosen earlier, else 640 px (§9 "default 640 px on medium screens"), within the limits. */
export function initialDrawerWidth(windowWidth: number, chosen: number | null): number {
  return clampDrawerWidth(chosen ?? DRAWER_DEFAULT_WIDTH, windowWidth);
}

/** Dragging the handle on the left edge: moving left widens the drawer anchored on the right. */
export function draggedWidth(startWidth: number, startX: number, pointerX: number, windowWidth: number): number {
  return clampDrawerWidth(startWidth + (startX - pointerX), windowWidth);
}

export const KEYBOARD_STEP = 16;
const PAGE_STEP = 80;

/**
 * Keys on the focused handle (a vertical separator, the drawer on its right): left widens,
 * right narrows, Page keys take bigger steps, Home and End go to the limits. Null for other keys.
 */
export function keyboardWidth(width: number, key: string, windowWidth: number): number | null {
  const steps: Record<string, number> = {
    ArrowLeft: KEYBOARD_STEP,
    ArrowUp: KEYBOARD_STEP,
    ArrowRight: -KEYBOARD_STEP,
    ArrowDown: -KEYBOARD_STEP,
    PageUp: PAGE_STEP,
    PageDown: -PAGE_STEP,
  };
  if (key === 'Home') return clampDrawerWidth(Number.POSITIVE_INFINITY, windowWidth);
  if (key === 'End') return clampDrawerWidth(0, windowWidth);
  const step = steps[key];
  return step === undefined ? null : clampDrawerWidth(width + step, windowWidth);
}

/** The separator's range, for aria-valuemin and aria-valuemax. */
export function drawerWidthRange(windowWidth: number): { min: number; max: number } {
  return { min: clampDrawerWidth(0, windowWidth), max: clampDrawerWidth(Number.POSITIVE_INFINITY, windowWidth) };
}
