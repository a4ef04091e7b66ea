import { z } from 'zod';

/*
 * Bounds of what the API stores, shared by every contract: an input that passes a contract fits
 * its column (PostgreSQL `integer`, `numeric(12,2)`) and what the totals compute exactly, so bad
 * input is a 400 on its field, never a 500 from the database.
 */

/** The largest PostgreSQL `integer` (int4): every serial id and integer column. */
export const INT4_MAX = 2_147_483_647;

/** Work-order and invoice start numbers: nine digits (the counters are bigint, far above). */
export const START_NUMBER_MAX = 999_999_999;

/** Money amounts (prices, hourly rate): 0 to 99 999 999.99, whole cents (numeric(12,2)). */
export const MONEY_MAX = 99_999_999;

/** Deepest page any list accepts (page × pageSize stays a small offset). */
export const PAGE_MAX = 100_000;

/** A row id in a JSON body: an integer from 1 to INT4_MAX. */
export const intId = (message = 'ERR_VALIDATION') => z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);

/** A row id in a path or query string (text coerced to a number), 1 to INT4_MAX. */
export const coercedIntId = (message = 'ERR_NOT_FOUND') => z.coerce.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message);

/** A page number in a query string: 1 to PAGE_MAX, 1 when absent. */
export const pageQuery = () => z.coerce.number().int().min(1).max(PAGE_MAX).default(1);

/** Whole cents: 12.34 is, 12.345 is not (tolerant of binary fractions such as 0.1 + 0.2). */
export const isWholeCents = (value: number): boolean => Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** A money amount: 0 to MONEY_MAX, whole cents. */
export const moneyAmount = (message = 'ERR_INVALID_PRICE') => z.number({ error: message }).min(0, message).max(MONEY_MAX, message).refine(isWholeCents, message);

// A lone UTF-16 surrogate (JSON can carry one, "\ud800"; no UTF-8 text can), or a NUL character.
// eslint-disable-next-line no-control-regex -- the NUL character is exactly what this looks for
const UNSTORABLE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]|\u0000/;

/** Text PostgreSQL can store: well-formed UTF-16 (String.prototype.isWellFormed) without NUL. */
export const isStorableText = (text: string): boolean => !UNSTORABLE.test(text);

/**
 * Where a value holds text PostgreSQL cannot store (a lone surrogate such as "\ud800", a NUL
 * character): the path to the first such string, or null. Keys count as well as values.
 */
export function unstorableTextPath(value: unknown, path: (string | number)[] = []): (string | number)[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unstorableTextPath(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key.replace(new RegExp(UNSTORABLE, 'g'), '\uFFFD')];
      const found = unstorableTextPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Optional free text up to `max` characters: trimmed, and blank or absent becomes null (one rule for every form). */
export const optionalText = (max: number) =>
  z
    .string({ error: 'ERR_VALIDATION' })
    .trim()
    .max(max, 'ERR_VALIDATION')
    .nullish()
    .transform((v) => v || null);
