import { describe, expect, it } from 'vitest';
import { movedRange, resizedEnd, selectedRange, snapMinutes, snappedDelta } from './snap';

describe('snapping to the 15-minute grid', () => {
  it('rounds to the nearest quarter hour', () => {
    expect(snapMinutes(7)).toBe(0);
    expect(snapMinutes(8)).toBe(15);
    expect(snapMinutes(-22)).toBe(-15);
    expect(snappedDelta(50, 1)).toBe(45);
    expect(snappedDelta(-61, 2)).toBe(-30);
  });

  it('moves a card keeping its length inside the grid', () => {
    expect(movedRange(540, 600, 45, 420, 1140)).toEqual({ start: 585, end: 645 });
    expect(movedRange(540, 600, -300, 420, 1140)).toEqual({ start: 420, end: 480 });
    expect(movedRange(540, 600, 900, 420, 1140)).toEqual({ start: 1080, end: 1140 });
  });

  it('resizes to at least one step', () => {
    expect(resizedEnd(540, 600, 30, 1140)).toBe(630);
    expect(resizedEnd(540, 600, -120, 1140)).toBe(555);
    expect(resizedEnd(540, 600, 900, 1140)).toBe(1140);
  });

  it('selects whole quarter hours in either direction', () => {
    expect(selectedRange(545, 610)).toEqual({ start: 540, end: 615 });
    expect(selectedRange(610, 545)).toEqual({ start: 540, end: 615 });
    expect(selectedRange(545, 545)).toEqual({ start: 540, end: 555 });
  });
});
