/** Shorter queries answer empty groups without a query (shell spec §2: the box searches as one types). */
export const SEARCH_MIN_LENGTH = 2;
/** Trigram matching needs three characters: shorter ones would read the whole index. */
const TRIGRAM_MIN_LENGTH = 3;
// pg_trgm takes its trigrams from runs of letters and digits: 'a_b' or 'j. r' give only one- or
// two-letter words, whose trigrams half the customers share, so "anywhere" would read them all.
const TRIGRAM_WORD = /[\p{L}\p{N}]{3}/u;

/**
 * What one query is compared with. Each comparison is present only when the query can match it
 * and its index can answer it cheaply; SQL derives the accent- and case-free key from `text`.
 */
export type SearchTerms = {
  /** The query as typed (trimmed): names and emails. */
  text: string;
  /** Also match names and emails anywhere, not only at their start or the surname's. */
  textAnywhere: boolean;
  /** The digits of a query that looks like a phone number, at least three. */
  digits: string | null;
  /** Upper case, letters and digits only (a VIN or a plate as search_text stores them), at least three. */
  vehicle: string | null;
};

// Only digits and what people type inside phone numbers: 'ABC 123' is a plate, not a number.
const PHONE_LIKE = /^[\d\s().+-]+$/;

// Lengths count characters without their accents, as the key does ('é' may be typed as 'e' and
// a combining accent).
const withoutMarks = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '');

/** The terms of a query, or null when it is too short to search. */
export function searchTerms(q: string): SearchTerms | null {
  const text = q.trim();
  const bare = withoutMarks(text);
  if ([...bare].length < SEARCH_MIN_LENGTH) return null;
  const digits = text.replace(/\D/g, '');
  const vehicle = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return {
    text,
    textAnywhere: TRIGRAM_WORD.test(bare),
    digits: PHONE_LIKE.test(text) && digits.length >= TRIGRAM_MIN_LENGTH ? digits : null,
    vehicle: vehicle.length >= TRIGRAM_MIN_LENGTH ? vehicle : null,
  };
}
