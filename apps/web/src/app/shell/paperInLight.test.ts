import { describe, expect, it } from 'vitest';
import { paperInLight } from './paperInLight';

function fakes(scheme: string | null, printing = false) {
  const attributes = new Map<string, string>();
  if (scheme !== null) attributes.set('data-mantine-color-scheme', scheme);
  const root = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
  };
  const listeners = new Map<string, (event?: unknown) => void>();
  const mediaListeners = new Set<(event: { matches: boolean }) => void>();
  const media = {
    matches: printing,
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => void mediaListeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => void mediaListeners.delete(listener),
  };
  const win = {
    addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
    removeEventListener: (type: string) => void listeners.delete(type),
    matchMedia: () => media,
  } as unknown as Parameters<typeof paperInLight>[1];
  return {
    root,
    win,
    scheme: () => root.getAttribute('data-mantine-color-scheme'),
    fire: (type: string) => listeners.get(type)?.(),
    media: (matches: boolean) => mediaListeners.forEach((listener) => listener({ matches })),
    listening: () => listeners.size + mediaListeners.size,
  };
}

describe('paperInLight (print mode on paper)', () => {
  it('prints a dark page in light and gives the dark scheme back afterwards', () => {
    const f = fakes('dark');
    paperInLight(f.root, f.win);
    expect(f.scheme()).toBe('dark');
    f.fire('beforeprint');
    expect(f.scheme()).toBe('light');
    f.fire('afterprint');
    expect(f.scheme()).toBe('dark');
  });

  it('follows the print media query too (and once only when both say so)', () => {
    const f = fakes('dark');
    paperInLight(f.root, f.win);
    f.media(true);
    f.fire('beforeprint');
    expect(f.scheme()).toBe('light');
    f.media(false);
    expect(f.scheme()).toBe('dark');
    f.fire('afterprint');
    expect(f.scheme()).toBe('dark');
  });

  it('leaves a light page alone', () => {
    const f = fakes('light');
    paperInLight(f.root, f.win);
    f.fire('beforeprint');
    f.fire('afterprint');
    expect(f.scheme()).toBe('light');
  });

  it('is on paper at once when opened while printing; the cleanup gives the scheme back and stops listening', () => {
    const f = fakes('dark', true);
    const stop = paperInLight(f.root, f.win);
    expect(f.scheme()).toBe('light');
    stop();
    expect(f.scheme()).toBe('dark');
    expect(f.listening()).toBe(0);
  });
});
