import { describe, expect, it } from 'vitest';
import { clampDrawerWidth, draggedWidth, drawerWidthRange, initialDrawerWidth, isPhoneWidth, keyboardWidth } from './drawerWidth';

describe('clampDrawerWidth', () => {
  it('keeps the width between 280 px and 90 % of the window', () => {
    expect(clampDrawerWidth(100, 1280)).toBe(280);
    expect(clampDrawerWidth(700, 1280)).toBe(700);
    expect(clampDrawerWidth(1200, 1280)).toBe(1152);
  });

  it('never covers the whole of a window narrower than the minimum', () => {
    expect(clampDrawerWidth(640, 300)).toBe(270);
  });
});

describe('initialDrawerWidth', () => {
  it('opens at 640 px on a medium screen', () => {
    expect(initialDrawerWidth(1280, null)).toBe(640);
  });

  it('keeps the width chosen before, clamped to the window', () => {
    expect(initialDrawerWidth(1280, 900)).toBe(900);
    expect(initialDrawerWidth(700, 900)).toBe(630);
  });
});

describe('draggedWidth', () => {
  it('widens when the left edge moves left and narrows when it moves right', () => {
    expect(draggedWidth(640, 640, 540, 1280)).toBe(740);
    expect(draggedWidth(640, 640, 740, 1280)).toBe(540);
  });

  it('stops at the limits', () => {
    expect(draggedWidth(640, 640, 0, 1280)).toBe(1152);
    expect(draggedWidth(640, 640, 1280, 1280)).toBe(280);
  });
});

describe('keyboardWidth', () => {
  it('arrows resize by steps, Home and End go to the limits', () => {
    expect(keyboardWidth(640, 'ArrowLeft', 1280)).toBe(656);
    expect(keyboardWidth(640, 'ArrowRight', 1280)).toBe(624);
    expect(keyboardWidth(640, 'PageUp', 1280)).toBe(720);
    expect(keyboardWidth(640, 'Home', 1280)).toBe(1152);
    expect(keyboardWidth(640, 'End', 1280)).toBe(280);
    expect(keyboardWidth(285, 'ArrowRight', 1280)).toBe(280);
  });

  it('ignores other keys', () => {
    expect(keyboardWidth(640, 'Enter', 1280)).toBeNull();
  });
});

describe('drawerWidthRange and phones', () => {
  it('gives the separator range', () => {
    expect(drawerWidthRange(1000)).toEqual({ min: 280, max: 900 });
  });

  it('treats windows under 640 px as phones', () => {
    expect(isPhoneWidth(390)).toBe(true);
    expect(isPhoneWidth(640)).toBe(false);
  });
});
