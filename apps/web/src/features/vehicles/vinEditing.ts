import { VIN_LENGTH } from '@atelier/contracts/constants';

/**
 * Editing rules of the 17-box VIN input (shell spec §5: "17 single-character boxes, uppercases,
 * accepts paste, signals completion at 17 characters, and Backspace in an empty box moves to the
 * previous one"). The value is one string without gaps: box i shows value[i]. Every function
 * returns the next value and the box to focus.
 */
export interface VinEdit {
  value: string;
  focus: number;
}

/** Digits and capitals except I, O and Q (they read as 1 and 0). */
const VIN_CHARACTER = /[A-HJ-NPR-Z0-9]/;

/** Upper-cased, with only VIN characters kept (spaces, dashes, I, O and Q dropped). */
export function vinCharacters(text: string): string {
  return Array.from(text.toUpperCase())
    .filter((char) => VIN_CHARACTER.test(char))
    .join('');
}

const lastBox = VIN_LENGTH - 1;
const clampBox = (index: number) => Math.max(0, Math.min(lastBox, index));

/** A click or tab into a box past the typed characters lands on the first empty one. */
export function focusableBox(value: string, index: number): number {
  return clampBox(Math.min(index, value.length));
}

/**
 * Text typed or pasted into box `index`. A whole VIN (17 characters once cleaned) replaces the
 * value wherever it is pasted; shorter text overwrites from that box on. Refused characters
 * leave everything as it was.
 */
export function insertAt(value: string, index: number, text: string): VinEdit {
  const clean = vinCharacters(text);
  if (clean.length >= VIN_LENGTH) return { value: clean.slice(0, VIN_LENGTH), focus: lastBox };
  const at = focusableBox(value, index);
  if (!clean) return { value, focus: at };
  const next = (value.slice(0, at) + clean + value.slice(at + clean.length)).slice(0, VIN_LENGTH);
  return { value: next, focus: clampBox(at + clean.length) };
}

/**
 * Backspace in box `index`: a filled box is emptied (the characters after it move back one, so
 * the value never has a gap); in an empty box the previous character is removed and focus moves
 * back to it.
 */
export function backspaceAt(value: string, index: number): VinEdit {
  const at = focusableBox(value, index);
  if (at < value.length) return { value: value.slice(0, at) + value.slice(at + 1), focus: at };
  if (at === 0) return { value, focus: 0 };
  return { value: value.slice(0, at - 1), focus: at - 1 };
}

/** Delete in box `index`: removes that character; the following ones move back. */
export function deleteAt(value: string, index: number): VinEdit {
  const at = focusableBox(value, index);
  return { value: value.slice(0, at) + value.slice(at + 1), focus: at };
}

/** Arrow keys, Home and End move between boxes, never past the first empty one. */
export function moveFocus(value: string, index: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
      return clampBox(index - 1);
    case 'ArrowRight':
      return focusableBox(value, index + 1);
    case 'Home':
      return 0;
    case 'End':
      return focusableBox(value, VIN_LENGTH);
    default:
      return null;
  }
}

/** The value is a complete VIN: the moment to decode it. */
export const isCompleteVin = (value: string) => value.length === VIN_LENGTH;
