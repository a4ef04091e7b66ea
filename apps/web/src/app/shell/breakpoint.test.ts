import { describe, expect, it } from 'vitest';
import { breakpointOf } from './breakpoint';

describe('breakpointOf (shell spec §9: sm 640, md 768, lg 1024, xl 1280)', () => {
  it('names the breakpoint a width falls in, each boundary included in the larger one', () => {
    expect(breakpointOf(390)).toBe('xs');
    expect(breakpointOf(639)).toBe('xs');
    expect(breakpointOf(640)).toBe('sm');
    expect(breakpointOf(767)).toBe('sm');
    expect(breakpointOf(768)).toBe('md');
    expect(breakpointOf(1023)).toBe('md');
    expect(breakpointOf(1024)).toBe('lg');
    expect(breakpointOf(1279)).toBe('lg');
    expect(breakpointOf(1280)).toBe('xl');
    expect(breakpointOf(2560)).toBe('xl');
  });
});
