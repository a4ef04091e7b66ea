import { describe, expect, it } from 'vitest';
import { usageLevel } from './usageLevel';

describe('usageLevel', () => {
  it('has no bar without a limit', () => {
    expect(usageLevel(12, null)).toBeNull();
  });

  it('is green with room left, yellow from 80 %, red at the limit', () => {
    expect(usageLevel(2, 100)).toEqual({ percent: 2, color: 'teal', atLimit: false });
    expect(usageLevel(79, 100)?.color).toBe('teal');
    expect(usageLevel(80, 100)?.color).toBe('yellow');
    expect(usageLevel(99, 100)).toEqual({ percent: 99, color: 'yellow', atLimit: false });
    expect(usageLevel(100, 100)).toEqual({ percent: 100, color: 'red', atLimit: true });
  });

  it('stays full past the limit (a downgrade keeps what exists)', () => {
    expect(usageLevel(150, 100)).toEqual({ percent: 100, color: 'red', atLimit: true });
  });

  it('treats a limit of 0 as full', () => {
    expect(usageLevel(0, 0)).toEqual({ percent: 100, color: 'red', atLimit: true });
  });
});
