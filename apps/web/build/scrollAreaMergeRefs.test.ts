import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scrollAreaMergeRefs } from './scrollAreaMergeRefs';

const SCROLL_AREA = '/app/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';

/** Mantine's installed ScrollArea module (its package exports no package.json: up from the entry). */
function scrollAreaSource(): string {
  const entry = createRequire(import.meta.url).resolve('@mantine/core');
  let dir = dirname(entry);
  while (!dir.endsWith('@mantine/core')) dir = dirname(dir);
  return readFileSync(join(dir, 'esm/components/ScrollArea/ScrollArea.mjs'), 'utf8');
}

describe('scrollAreaMergeRefs', () => {
  it("reads ScrollArea as the shim expects: Floating UI's useMergeRefs alone, called with an array of refs", () => {
    const source = scrollAreaSource();
    const imports = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']@floating-ui\/react["']/g)].map((m) => m[1]!.trim());
    expect(imports).toEqual(['useMergeRefs']);
    const calls = [...source.matchAll(/useMergeRefs\(\s*(.)/g)].map((m) => m[1]);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((first) => first === '[')).toBe(true);
  });

  it("answers for ScrollArea only, with Mantine's useMergedRef: popovers and tooltips keep Floating UI", () => {
    const plugin = scrollAreaMergeRefs();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    const load = plugin.load as (id: string) => string | null;
    const shim = resolve('@floating-ui/react', SCROLL_AREA);
    expect(shim).toBeTruthy();
    expect(load(shim!)).toContain("import { useMergedRef } from '@mantine/hooks'");
    expect(load(shim!)).toContain('export function useMergeRefs(refs)');
    expect(resolve('@floating-ui/react', '/app/node_modules/@mantine/core/esm/components/Popover/use-popover.mjs')).toBeNull();
    expect(resolve('@floating-ui/react', '/app/node_modules/@mantine/core/esm/components/Tooltip/use-tooltip.mjs')).toBeNull();
    expect(resolve('react', SCROLL_AREA)).toBeNull();
    expect(load('@floating-ui/react')).toBeNull();
  });
});
