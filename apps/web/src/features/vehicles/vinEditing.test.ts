import { describe, expect, it } from 'vitest';
import { backspaceAt, deleteAt, focusableBox, insertAt, isCompleteVin, moveFocus, vinCharacters } from './vinEditing';

const VIN = '1HGCM82633A123456';

describe('vinCharacters', () => {
  it('upper-cases and drops what a VIN cannot hold (I, O, Q, spaces, dashes)', () => {
    expect(vinCharacters(' 1hg-cm8 2633a123456 ')).toBe(VIN);
    expect(vinCharacters('IOQioq')).toBe('');
  });
});

describe('insertAt', () => {
  it('types one upper-cased character and moves to the next box', () => {
    expect(insertAt('1HG', 3, 'c')).toEqual({ value: '1HGC', focus: 4 });
  });

  it('refuses I, O and Q and stays in the box', () => {
    expect(insertAt('1HG', 3, 'o')).toEqual({ value: '1HG', focus: 3 });
    expect(insertAt('1HG', 3, 'I')).toEqual({ value: '1HG', focus: 3 });
  });

  it('overwrites a filled box', () => {
    expect(insertAt('1HGCM', 1, 'x')).toEqual({ value: '1XGCM', focus: 2 });
  });

  it('types into the first empty box when a later one was clicked (no gaps)', () => {
    expect(insertAt('1H', 9, 'g')).toEqual({ value: '1HG', focus: 3 });
  });

  it('keeps the first 17 characters of a longer paste', () => {
    expect(insertAt('', 4, `${VIN}XYZ`)).toEqual({ value: VIN, focus: 16 });
  });

  it('fills every box when a whole VIN is pasted, wherever the caret is', () => {
    expect(insertAt('ABC', 2, ` ${VIN.toLowerCase()} `)).toEqual({ value: VIN, focus: 16 });
    expect(insertAt('', 0, '1HG-CM8-2633A-123456')).toEqual({ value: VIN, focus: 16 });
  });

  it('pastes part of a VIN from the box it lands in', () => {
    expect(insertAt('1HGCM', 5, '8263')).toEqual({ value: '1HGCM8263', focus: 9 });
    expect(insertAt('1HGCM82633', 2, 'xx')).toEqual({ value: '1HXXM82633', focus: 4 });
  });

  it('stops at the 17th box', () => {
    expect(insertAt(VIN.slice(0, 16), 16, '78')).toEqual({ value: `${VIN.slice(0, 16)}7`, focus: 16 });
  });
});

describe('backspaceAt', () => {
  it('empties a filled box and stays there', () => {
    expect(backspaceAt('1HGC', 3)).toEqual({ value: '1HG', focus: 3 });
  });

  it('in an empty box, goes back to the previous one and empties it', () => {
    expect(backspaceAt('1HGC', 4)).toEqual({ value: '1HG', focus: 3 });
  });

  it('does nothing in the first box when everything is empty', () => {
    expect(backspaceAt('', 0)).toEqual({ value: '', focus: 0 });
  });

  it('closes the gap when a middle box is emptied', () => {
    expect(backspaceAt('1HGCM', 1)).toEqual({ value: '1GCM', focus: 1 });
  });
});

describe('deleteAt', () => {
  it('removes the character of the box and pulls the following ones back', () => {
    expect(deleteAt('1HGCM', 0)).toEqual({ value: 'HGCM', focus: 0 });
  });
});

describe('moveFocus', () => {
  it('moves left and right without leaving the boxes or passing the first empty one', () => {
    expect(moveFocus('1HG', 0, 'ArrowLeft')).toBe(0);
    expect(moveFocus('1HG', 1, 'ArrowRight')).toBe(2);
    expect(moveFocus('1HG', 3, 'ArrowRight')).toBe(3);
    expect(moveFocus(VIN, 16, 'ArrowRight')).toBe(16);
  });

  it('Home and End go to the first box and to the first empty one', () => {
    expect(moveFocus('1HG', 2, 'Home')).toBe(0);
    expect(moveFocus('1HG', 0, 'End')).toBe(3);
    expect(moveFocus(VIN, 0, 'End')).toBe(16);
  });

  it('other keys are not moves', () => {
    expect(moveFocus('1HG', 0, 'a')).toBeNull();
  });
});

describe('focusableBox and completion', () => {
  it('sends a click past the typed characters to the first empty box', () => {
    expect(focusableBox('1HG', 10)).toBe(3);
    expect(focusableBox(VIN, 16)).toBe(16);
  });

  it('is complete at 17 characters only', () => {
    expect(isCompleteVin(VIN)).toBe(true);
    expect(isCompleteVin(VIN.slice(0, 16))).toBe(false);
  });
});
