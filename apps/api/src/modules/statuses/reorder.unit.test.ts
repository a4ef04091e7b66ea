import { describe, expect, it } from 'vitest';
import { placeInGroup } from './reorder.js';

describe('placeInGroup', () => {
  it('moves a status of the group to the index', () => {
    expect(placeInGroup([1, 2, 3, 4], 4, 0)).toEqual([4, 1, 2, 3]);
    expect(placeInGroup([1, 2, 3, 4], 1, 2)).toEqual([2, 3, 1, 4]);
    expect(placeInGroup([1, 2, 3, 4], 2, 1)).toEqual([1, 2, 3, 4]);
  });

  it('puts it last past the end, first below zero', () => {
    expect(placeInGroup([1, 2, 3], 1, 99)).toEqual([2, 3, 1]);
    expect(placeInGroup([1, 2, 3], 3, -4)).toEqual([3, 1, 2]);
  });

  it('inserts a status coming from another group', () => {
    expect(placeInGroup([1, 2], 9, 1)).toEqual([1, 9, 2]);
    expect(placeInGroup([], 9, 3)).toEqual([9]);
  });
});
