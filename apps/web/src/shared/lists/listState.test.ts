import { describe, expect, it } from 'vitest';
import { listState } from './listState';

const loaded = { isPending: false, isError: false, hasData: true, isEmpty: false, filtered: false };

describe('listState', () => {
  it('shows the skeleton until the first answer', () => {
    expect(listState({ ...loaded, isPending: true, hasData: false })).toBe('loading');
  });

  it('shows the error with its retry only when there is nothing to show', () => {
    expect(listState({ ...loaded, isError: true, hasData: false })).toBe('error');
    // A failed refresh keeps the rows on screen.
    expect(listState({ ...loaded, isError: true })).toBe('items');
    // A list that is not paged shows the error over its old rows.
    expect(listState({ ...loaded, isError: true, errorOverData: true })).toBe('error');
  });

  it('an empty page is "no results" when searched or filtered, else "empty"', () => {
    expect(listState({ ...loaded, isEmpty: true, filtered: true })).toBe('noResults');
    expect(listState({ ...loaded, isEmpty: true })).toBe('empty');
  });

  it('shows the items of a loaded page, and nothing before any data', () => {
    expect(listState(loaded)).toBe('items');
    expect(listState({ ...loaded, hasData: false })).toBeNull();
  });
});
