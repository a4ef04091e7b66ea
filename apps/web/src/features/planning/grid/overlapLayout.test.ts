import { describe, expect, it } from 'vitest';
import { overlapLayout } from './overlapLayout';

describe('overlapLayout', () => {
  it('gives a lone appointment the whole width', () => {
    expect(overlapLayout([{ id: 'a', start: 0, end: 60 }]).get('a')).toEqual({ lane: 0, lanes: 1 });
  });

  it('puts overlapping appointments side by side and leaves touching ones full width', () => {
    const layout = overlapLayout([
      { id: 'a', start: 480, end: 600 },
      { id: 'b', start: 540, end: 660 },
      { id: 'c', start: 660, end: 720 },
    ]);
    expect(layout.get('a')).toEqual({ lane: 0, lanes: 2 });
    expect(layout.get('b')).toEqual({ lane: 1, lanes: 2 });
    expect(layout.get('c')).toEqual({ lane: 0, lanes: 1 });
  });

  it('reuses a freed lane within a chain of overlaps', () => {
    const layout = overlapLayout([
      { id: 'long', start: 480, end: 720 },
      { id: 'first', start: 480, end: 540 },
      { id: 'second', start: 540, end: 600 },
      { id: 'third', start: 570, end: 630 },
    ]);
    expect(layout.get('long')).toEqual({ lane: 0, lanes: 3 });
    expect(layout.get('first')).toEqual({ lane: 1, lanes: 3 });
    expect(layout.get('second')).toEqual({ lane: 1, lanes: 3 });
    expect(layout.get('third')).toEqual({ lane: 2, lanes: 3 });
  });
});
