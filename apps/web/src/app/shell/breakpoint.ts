import { BREAKPOINTS } from '@atelier/contracts/constants';

export type BreakpointName = 'xs' | keyof typeof BREAKPOINTS;

/** The breakpoints widest first: the order of the media queries' answers. */
export const BREAKPOINT_ORDER = (Object.keys(BREAKPOINTS) as (keyof typeof BREAKPOINTS)[]).sort((a, b) => BREAKPOINTS[b] - BREAKPOINTS[a]);

/**
 * The spec's breakpoint (shell §9: sm 640, md 768, lg 1024, xl 1280; below sm, xs) from the answers
 * of the breakpoints' min-width media queries, widest first (BREAKPOINT_ORDER).
 */
export function breakpointOfMatches(matches: readonly boolean[]): BreakpointName {
  return BREAKPOINT_ORDER[matches.indexOf(true)] ?? 'xs';
}

/**
 * The responsive breakpoint tracker (shell spec §2): keeps the current breakpoint on
 * <html data-breakpoint="…"> so styles, tests and support screenshots can tell which layout
 * a screen is in. One listener per breakpoint's media query: nothing runs while resizing within one.
 * The breakpoint is read from those media queries, not from window.innerWidth: reading innerWidth
 * right after the shell's first render forced a layout of the whole page in the middle of its
 * start (~15 ms on a phone, issue 12); a media query's answer needs no layout. The attribute is
 * written only when it changes.
 */
export function trackBreakpoint(root: HTMLElement = document.documentElement): () => void {
  const queries = BREAKPOINT_ORDER.map((name) => window.matchMedia(`(min-width: ${BREAKPOINTS[name]}px)`));
  const update = () => {
    const name = breakpointOfMatches(queries.map((query) => query.matches));
    if (root.dataset.breakpoint !== name) root.dataset.breakpoint = name;
  };
  queries.forEach((query) => query.addEventListener('change', update));
  update();
  return () => queries.forEach((query) => query.removeEventListener('change', update));
}
