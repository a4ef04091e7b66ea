import { RemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { SCROLL_LOCK_SHIFT } from './scrollLockShift';

describe('SCROLL_LOCK_SHIFT', () => {
  it("is the scroll lock's own class for fixed elements on the right", () => {
    expect(RemoveScroll.classNames.zeroRight).toBe(SCROLL_LOCK_SHIFT);
  });
});
