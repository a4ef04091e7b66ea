import { BREAKPOINTS } from '@atelier/contracts/constants';
import { describe, expect, it } from 'vitest';
import { BREAKPOINT_ORDER, breakpointOfMatches } from './breakpoint';

/** What the min-width media queries answer on a screen `width` px wide, widest first. */
const matchesAt = (width: number) => BREAKPOINT_ORDER.map((name) => width >= BREAKPOINTS[name]);

describe('breakpointOfMatches (shell spec §9: sm 640, md 768, lg 1024, xl 1280)', () => {
  it('orders the media queries widest first', () => {
    expect(BREAKPOINT_ORDER).toEqual(['xl', 'lg', 'md', 'sm']);
  });
  it('names the breakpoint a width falls in, each boundary included in the larger one', () => {
    expect(breakpointOfMatches(matchesAt(390))).toBe('xs');
    expect(breakpointOfMatches(matchesAt(639))).toBe('xs');
    expect(breakpointOfMatches(matchesAt(640))).toBe('sm');
    expect(breakpointOfMatches(matchesAt(767))).toBe('sm');
    expect(breakpointOfMatches(matchesAt(768))).toBe('md');
    expect(breakpointOfMatches(matchesAt(1023))).toBe('md');
    expect(breakpointOfMatches(matchesAt(1024))).toBe('lg');
    expect(breakpointOfMatches(matchesAt(1279))).toBe('lg');
    expect(breakpointOfMatches(matchesAt(1280))).toBe('xl');
    expect(breakpointOfMatches(matchesAt(2560))).toBe('xl');
  });
});
