/** The server answers empty groups below two characters (accents not counted): no call is made. */
export const SEARCH_MIN_CHARACTERS = 2;

export function isSearchable(q: string): boolean {
  const bare = q.trim().normalize('NFD').replace(/\p{M}/gu, '');
  return [...bare].length >= SEARCH_MIN_CHARACTERS;
}
