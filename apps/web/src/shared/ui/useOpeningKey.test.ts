import { describe, expect, it } from 'vitest';
import { nextOpenings } from './useOpeningKey';

describe('nextOpenings', () => {
  it('counts one more opening each time the drawer goes from closed to opened', () => {
    let state = { opened: false, count: 0 };
    state = nextOpenings(state, true);
    expect(state.count).toBe(1);
    state = nextOpenings(state, false);
    expect(state.count).toBe(1);
    state = nextOpenings(state, true);
    expect(state.count).toBe(2);
  });

  it('keeps the same key while the drawer stays open or closed', () => {
    const open = { opened: true, count: 3 };
    expect(nextOpenings(open, true)).toBe(open);
    const closed = { opened: false, count: 3 };
    expect(nextOpenings(closed, false)).toBe(closed);
  });
});
