import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, isStrongPassword } from './password.js';

describe('isStrongPassword (shell spec §5: 6 characters, 1 lowercase, 1 uppercase, 1 digit, 1 symbol)', () => {
  it('accepts a password with every class', () => {
    expect(isStrongPassword('Garage!2026')).toBe(true);
  });

  it.each([
    ['no lowercase letter', 'GARAGE!2026'],
    ['no uppercase letter', 'garage!2026'],
    ['no digit', 'Garage!Deux'],
    ['no symbol', 'Garage2026'],
    ['only a space as "symbol"', 'Garage 2026'],
  ])('refuses a password with %s', (_label, password) => {
    expect(isStrongPassword(password)).toBe(false);
  });

  it('needs at least 6 characters: 5 is refused, 6 accepted', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(isStrongPassword('Ab1!x')).toBe(false);
    expect(isStrongPassword('Ab1!xy')).toBe(true);
  });

  it('counts characters, not UTF-16 units: 4 characters and an emoji are 5, too short', () => {
    expect(isStrongPassword('Ab1!😀')).toBe(false);
    expect(isStrongPassword('Ab1!😀x')).toBe(true);
  });

  it('accepts up to the maximum length and refuses beyond it', () => {
    const base = 'Ab1!';
    expect(isStrongPassword(base + 'x'.repeat(PASSWORD_MAX_LENGTH - base.length))).toBe(true);
    expect(isStrongPassword(base + 'x'.repeat(PASSWORD_MAX_LENGTH - base.length + 1))).toBe(false);
  });

  it('counts accented and other Unicode letters in their case class', () => {
    expect(isStrongPassword('ÉCOLE!2x')).toBe(true); // x is the lowercase
    expect(isStrongPassword('ÉCOLE!2É')).toBe(false); // no lowercase at all
    expect(isStrongPassword('élodie!2')).toBe(false); // no uppercase
    expect(isStrongPassword('Élodie!2')).toBe(true);
    expect(isStrongPassword('Ωmega#7ω')).toBe(true);
  });

  it('counts punctuation and symbols of any script as the symbol', () => {
    for (const symbol of ['!', '#', '_', '-', '€', '«', '§', '😀']) {
      expect(isStrongPassword(`Garage${symbol}26`)).toBe(true);
    }
  });

  it('does not take a letter or a digit of another script for a symbol', () => {
    expect(isStrongPassword('Garageé26')).toBe(false);
    expect(isStrongPassword('Garage٣26')).toBe(false);
  });
});
