import { describe, expect, it } from 'vitest';
import { clickedOwnControl } from './clickedOwnControl';

/** A click target inside the given ancestors (tag names or role selectors), as Element.closest sees it. */
const inside = (...ancestors: string[]) => ({
  target: { closest: (selector: string) => (selector.split(',').some((part) => ancestors.includes(part.trim())) ? {} : null) } as unknown as EventTarget,
});

describe('clickedOwnControl', () => {
  it("a click on the row's link or button is the control's, not the row's", () => {
    expect(clickedOwnControl(inside('td', 'a'))).toBe(true);
    expect(clickedOwnControl(inside('td', 'button'))).toBe(true);
  });

  it('a click elsewhere in the row opens the row', () => {
    expect(clickedOwnControl(inside('td', 'span'))).toBe(false);
    expect(clickedOwnControl({ target: null })).toBe(false);
  });

  it('takes the controls of a row with more of them (a menu)', () => {
    expect(clickedOwnControl(inside('[role="menu"]'))).toBe(false);
    expect(clickedOwnControl(inside('[role="menu"]'), 'a, button, [role="menu"]')).toBe(true);
  });
});
