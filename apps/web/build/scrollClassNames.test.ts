import { RemoveScroll } from 'react-remove-scroll';
import { describe, expect, it } from 'vitest';
import { SCROLL_CLASS_NAMES, scrollClassNames } from './scrollClassNames';

describe('scrollClassNames', () => {
  it("gives AppShell the library's own class names", () => {
    expect(RemoveScroll.classNames).toMatchObject(SCROLL_CLASS_NAMES);
  });

  it('answers for AppShell only: modals and drawers keep the library', () => {
    const plugin = scrollClassNames();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const shim = resolve('react-remove-scroll', '/app/node_modules/@mantine/core/esm/components/AppShell/AppShellHeader/AppShellHeader.mjs');
    expect(shim).toBeTruthy();
    expect(load(shim!)).toContain('"zeroRight":"right-scroll-bar-position"');
    expect(resolve('react-remove-scroll', '/app/node_modules/@mantine/core/esm/components/ModalBase/ModalBase.mjs')).toBeNull();
    expect(resolve('react', '/app/node_modules/@mantine/core/esm/components/AppShell/AppShellHeader/AppShellHeader.mjs')).toBeNull();
  });
});
