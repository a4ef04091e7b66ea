/** Accents and case ignored, as the server's search does (shell spec §2). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whether every word of `query` is in one of `texts` (accents and case ignored); an empty query matches. */
export function matchesQuery(query: string, ...texts: readonly (string | null | undefined)[]): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = foldText(texts.filter(Boolean).join(' '));
  return words.every((word) => haystack.includes(word));
}
