import { BOOKING_SLUG_PATTERN } from '@atelier/contracts/booking-constants';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it('lowercases, drops accents and joins the words with one dash', () => {
    expect(slugify('Garage Côté & Fils')).toBe('garage-cote-fils');
    expect(slugify("  L'Atelier   de l'Érable  ")).toBe('l-atelier-de-l-erable');
    expect(slugify('Mécanique Bœuf Æther')).toBe('mecanique-boeuf-aether');
  });

  it('keeps digits and trims dashes at both ends', () => {
    expect(slugify('--Auto 2000!--')).toBe('auto-2000');
  });

  it('cuts at 60 characters without ending on a dash', () => {
    const slug = slugify(`${'a'.repeat(59)} bcd`);
    expect(slug).toBe('a'.repeat(59));
    expect(slugify('Garage '.repeat(20)).length).toBeLessThanOrEqual(60);
    expect(slugify('Garage '.repeat(20))).toMatch(BOOKING_SLUG_PATTERN);
  });

  it('gives nothing when the name has fewer than 3 letters or digits', () => {
    expect(slugify('AB')).toBe('');
    expect(slugify('— & —')).toBe('');
    expect(slugify('')).toBe('');
  });
});
