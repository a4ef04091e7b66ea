import { BOOKING_SLUG_PATTERN } from '@atelier/contracts/booking-constants';

const SLUG_MAX = 60;
// Letters NFD cannot split into a base letter and an accent.
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l' };

/**
 * A public address (/book/{slug}) from a shop name: 'Garage Côté & Fils' → 'garage-cote-fils'.
 * Accents dropped, anything else than a letter or digit becomes one dash, at most 60 characters.
 * '' when the name gives no valid slug (fewer than 3 letters or digits): the shop types its own.
 */
export function slugify(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[œæßøđł]/g, (c) => LIGATURES[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return BOOKING_SLUG_PATTERN.test(slug) ? slug : '';
}
