/** Latin letters that lose nothing to NFD and would otherwise be taken for separators. */
const LATIN_LETTERS: Record<string, string> = { æ: 'ae', œ: 'oe', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i' };

/**
 * Username suggestion from a full name (shell spec §5): lowercase, accents removed, split on
 * non-letters; one word gives that word; several give the initials of all words but the last
 * plus the whole last word.
 */
export function suggestUsername(fullname: string): string {
  const words = fullname
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[æœßøłđðþı]/g, (letter) => LATIN_LETTERS[letter]!)
    .split(/\P{L}+/u)
    // A word of another script has no usable initial: usernames are a-z.
    .map((word) => word.replace(/[^a-z]/g, ''))
    .filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!;
  const last = words[words.length - 1]!;
  return (
    words
      .slice(0, -1)
      .map((w) => w[0])
      .join('') + last
  );
}
