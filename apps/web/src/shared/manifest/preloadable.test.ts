import { createElement, Suspense, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Hello({ name }: { name: string }) {
  return createElement('p', null, `Bonjour ${name}`);
}

const inSuspense = (element: ReactNode) => renderToString(createElement(Suspense, { fallback: createElement('i', null, 'chargement') }, element));

describe('a page whose code can be preloaded', () => {
  it('downloads its code once, however often it is preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Page = preloadable(load);
    await Promise.all([Page.preload(), Page.preload()]);
    await Page.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('once preloaded, renders in the first pass (no fallback)', async () => {
    const Page = preloadable(() => Promise.resolve({ default: Hello }));
    await Page.preload();
    expect(inSuspense(createElement(Page, { name: 'Léa' }))).toContain('Bonjour Léa');
  });

  it('not yet loaded, suspends like React.lazy (the fallback shows)', () => {
    const Page = preloadable(() => new Promise<{ default: typeof Hello }>(() => undefined));
    const html = inSuspense(createElement(Page, { name: 'Léa' }));
    expect(html).toContain('chargement');
    expect(html).not.toContain('Bonjour');
  });

  it('after a failed download, the next preload downloads again', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Hello }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ default: Hello });
    const Page = preloadable(load);
    await expect(Page.preload()).rejects.toThrow('offline');
    await expect(Page.preload()).resolves.toEqual({ default: Hello });
    expect(load).toHaveBeenCalledTimes(2);
    expect(inSuspense(createElement(Page, { name: 'Marc' }))).toContain('Bonjour Marc');
  });
});
