import type { KeyValueStorage } from '../../shared/storage/browserStorage';
import { STORAGE_KEYS } from '../../shared/storage/storageKeys';

/** How many recent items the palette keeps and shows. */
export const RECENT_LIMIT = 8;

export type RecentKind = 'page' | 'customer' | 'vehicle' | 'workorder' | 'invoice';
const KINDS: readonly RecentKind[] = ['page', 'customer', 'vehicle', 'workorder', 'invoice'];

/** A page or record opened through the palette. A page's `label` is its text key; a record's, its text. */
export interface RecentItem {
  kind: RecentKind;
  to: string;
  label: string;
  detail?: string | null;
}

export const recentKey = (userUuid: string) => `${STORAGE_KEYS.paletteRecent}.${userUuid}`;

function isRecentItem(value: unknown): value is RecentItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return (
    KINDS.includes(item.kind as RecentKind) &&
    typeof item.to === 'string' &&
    item.to.startsWith('/') &&
    typeof item.label === 'string' &&
    (item.detail === undefined || item.detail === null || typeof item.detail === 'string')
  );
}

/** The user's recent items, newest first; anything unreadable is dropped. */
export function readRecent(storage: KeyValueStorage, userUuid: string): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentKey(userUuid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentItem).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first (once per address), keeps RECENT_LIMIT; the list written. */
export function rememberRecent(storage: KeyValueStorage, userUuid: string, item: RecentItem): RecentItem[] {
  const next = [item, ...readRecent(storage, userUuid).filter((other) => other.to !== item.to)].slice(0, RECENT_LIMIT);
  try {
    storage.setItem(recentKey(userUuid), JSON.stringify(next));
  } catch {
    // A full storage: the list stays as it was.
  }
  return next;
}
