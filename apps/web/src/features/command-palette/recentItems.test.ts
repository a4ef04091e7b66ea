import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../shared/storage/browserStorage';
import { readRecent, recentKey, rememberRecent, RECENT_LIMIT, type RecentItem } from './recentItems';

function memoryStorage(): KeyValueStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return { values, getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value), removeItem: (key) => void values.delete(key) };
}

const page = (to: string): RecentItem => ({ kind: 'page', to, label: 'nav.x' });

describe('recent items', () => {
  it('puts the newest first, each address once, at most RECENT_LIMIT', () => {
    const storage = memoryStorage();
    for (let i = 0; i < RECENT_LIMIT + 2; i += 1) rememberRecent(storage, 'u1', page(`/p${i}`));
    rememberRecent(storage, 'u1', page('/p5'));
    const list = readRecent(storage, 'u1').map((item) => item.to);
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]).toBe('/p5');
    expect(list.filter((to) => to === '/p5')).toHaveLength(1);
    expect(list[1]).toBe(`/p${RECENT_LIMIT + 1}`);
  });

  it('keeps one list per user', () => {
    const storage = memoryStorage();
    rememberRecent(storage, 'u1', { kind: 'vehicle', to: '/mechs/a', label: 'ABC-123', detail: 'Amélie Roy' });
    expect(readRecent(storage, 'u2')).toEqual([]);
    expect(readRecent(storage, 'u1')).toEqual([{ kind: 'vehicle', to: '/mechs/a', label: 'ABC-123', detail: 'Amélie Roy' }]);
    expect([...storage.values.keys()]).toEqual([recentKey('u1')]);
    expect(recentKey('u1')).toBe('atelier.paletteRecent.u1');
  });

  it('drops what it cannot read: broken JSON, another shape, an address off the app', () => {
    const storage = memoryStorage();
    storage.setItem(recentKey('u'), '{not json');
    expect(readRecent(storage, 'u')).toEqual([]);
    storage.setItem(recentKey('u'), JSON.stringify({ to: '/x' }));
    expect(readRecent(storage, 'u')).toEqual([]);
    storage.setItem(
      recentKey('u'),
      JSON.stringify([
        page('/ok'),
        { kind: 'page', to: 'https://evil.example', label: 'x' },
        { kind: 'other', to: '/x', label: 'x' },
        { kind: 'customer', to: '/c', label: 3 },
      ]),
    );
    expect(readRecent(storage, 'u')).toEqual([page('/ok')]);
  });

  it('survives a storage that refuses to write', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(rememberRecent(storage, 'u', page('/a'))).toEqual([page('/a')]);
  });
});
