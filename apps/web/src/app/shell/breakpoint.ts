import { BREAKPOINTS } from '@atelier/contracts/constants';

export type BreakpointName = 'xs' | keyof typeof BREAKPOINTS;

const ORDER = (Object.keys(BREAKPOINTS) as (keyof typeof BREAKPOINTS)[]).sort((a, b) => BREAKPOINTS[b] - BREAKPOINTS[a]);

/** The spec's breakpoint a width falls in (shell §9: sm 640, md 768, lg 1024, xl 1280; below sm, xs). */
export function breakpointOf(width: number): BreakpointName {
  return ORDER.find((name) => width >= BREAKPOINTS[name]) ?? 'xs';
}

/**
 * The responsive breakpoint tracker (shell spec §2): keeps the current breakpoint on
 * <html data-breakpoint="…"> so styles, tests and support screenshots can tell which layout
 * a screen is in. One listener per breakpoint's media query: nothing runs while resizing within one.
 */
export function trackBreakpoint(root: HTMLElement = document.documentElement): () => void {
  const update = () => {
    root.dataset.breakpoint = breakpointOf(window.innerWidth);
  };
  const queries = ORDER.map((name) => window.matchMedia(`(min-width: ${BREAKPOINTS[name]}px)`));
  queries.forEach((query) => query.addEventListener('change', update));
  update();
  return () => queries.forEach((query) => query.removeEventListener('change', update));
}
