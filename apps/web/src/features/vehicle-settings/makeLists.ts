import type { Make } from '@atelier/contracts';

/** How many makes a list draws at once: enough to browse, few enough to stay quick with ~2 700. */
export const MAKE_LIST_LIMIT = 200;

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** Workshop §9: makes are ordered USER then SYSTEM, then by name. */
export function compareMakes(a: Make, b: Make): number {
  if (a.source !== b.source) return a.source === 'USER' ? -1 : 1;
  return collator.compare(a.name, b.name) || a.id - b.id;
}

export function sortMakes(makes: Iterable<Make>): Make[] {
  return [...makes].sort(compareMakes);
}

/** Lower case without accents: the server's search (unaccent, ILIKE) matches the same way. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

export function makeMatches(make: Make, search: string): boolean {
  const folded = foldText(search);
  return !folded || foldText(make.name).includes(folded);
}

/** The exclusions being edited, keyed by make id. */
export type ExclusionDraft = ReadonlyMap<number, Make>;

export function toDraft(makes: readonly Make[]): ExclusionDraft {
  return new Map(makes.map((make) => [make.id, make]));
}

/** Excludes (or includes back) the given makes; the draft is a new map. */
export function excludeMakes(draft: ExclusionDraft, makes: readonly Make[]): ExclusionDraft {
  const next = new Map(draft);
  for (const make of makes) next.set(make.id, make);
  return next;
}

export function includeMakes(draft: ExclusionDraft, ids: Iterable<number>): ExclusionDraft {
  const next = new Map(draft);
  for (const id of ids) next.delete(id);
  return next;
}

/** Save is enabled only when the exclusion set differs from the stored one. */
export function exclusionsChanged(saved: readonly Make[], draft: ExclusionDraft): boolean {
  if (saved.length !== draft.size) return true;
  return saved.some((make) => !draft.has(make.id));
}

export interface ListView {
  /** The makes drawn, sorted, at most `limit`. */
  items: Make[];
  /** How many makes match the search in all (the count in the list's title). */
  total: number;
}

interface AvailableInput {
  /** The server's answer to the search: the first matches, without the stored exclusions. */
  found: readonly Make[];
  /** X-Total-Count of that answer. */
  foundTotal: number;
  /** The stored exclusions (what the server left out of `found`). */
  saved: readonly Make[];
  draft: ExclusionDraft;
  search: string;
  limit?: number;
}

/**
 * The available list while the exclusions are being edited: the server's matches minus the makes
 * just moved to the exclusions, plus the stored exclusions just moved back (the server still
 * leaves those out). The total is corrected the same way, so the count stays right before saving.
 */
export function availableView({ found, foundTotal, saved, draft, search, limit = MAKE_LIST_LIMIT }: AvailableInput): ListView {
  const savedIds = new Set(saved.map((make) => make.id));
  const newlyExcluded = [...draft.values()].filter((make) => !savedIds.has(make.id) && makeMatches(make, search));
  const includedBack = saved.filter((make) => !draft.has(make.id) && makeMatches(make, search));
  const shown = new Map<number, Make>();
  for (const make of found) if (!draft.has(make.id)) shown.set(make.id, make);
  for (const make of includedBack) shown.set(make.id, make);
  return {
    items: sortMakes(shown.values()).slice(0, limit),
    total: Math.max(0, foundTotal - newlyExcluded.length) + includedBack.length,
  };
}

/** The exclusions list: the draft, narrowed by the same search. */
export function exclusionsView(draft: ExclusionDraft, search: string, limit = MAKE_LIST_LIMIT): ListView {
  const matching = sortMakes([...draft.values()].filter((make) => makeMatches(make, search)));
  return { items: matching.slice(0, limit), total: matching.length };
}
