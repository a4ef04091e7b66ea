/** A name as sorted: accents and case aside ("Émile" beside "emile"), the French ligatures spelt out (Œ as OE). */
const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/œ/g, 'oe').replace(/æ/g, 'ae');

/**
 * People's names in reading order, without a collator: accents and case aside, then as written.
 * The first Intl.Collator or localeCompare of a page loads ICU's collation data (~15-45 ms, ×4 on a
 * phone); on the board it was the only use of ICU left once its dates came from Temporal
 * (shared/format/dateTime.ts). For names in Latin letters it orders as French collation does
 * (compareNames.test.ts).
 */
export function compareNames(a: string, b: string): number {
  const x = folded(a);
  const y = folded(b);
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
