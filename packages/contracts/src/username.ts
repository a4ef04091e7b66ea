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
    .split(/[^a-z]+/)
    .filter(Boolean);
  if (words.length === 0) return '';
  if (words.length === 1) return words[0]!;
  const last = words[words.length - 1]!;
  return words.slice(0, -1).map((w) => w[0]).join('') + last;
}
