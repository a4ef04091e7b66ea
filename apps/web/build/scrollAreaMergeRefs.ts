import type { Plugin } from 'vite';
import { importShim } from './importShim';

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/**
 * Mantine's ScrollArea imports Floating UI's React package for one hook, `useMergeRefs`, which
 * merges its viewport's refs. That import put the whole of Floating UI (~15 KB compressed, the
 * positioning engine of popovers and tooltips) on every first screen with a scrolling table or
 * card (the customer list and page, the vehicle page…), which open no popover. ScrollArea gets
 * Mantine's own `useMergedRef` instead (React 19 ref cleanups included); popovers, tooltips and
 * selects still import Floating UI, with the pages that show them.
 * `build/scrollAreaMergeRefs.test.ts` fails when ScrollArea imports anything else from it.
 */
export function scrollAreaMergeRefs(): Plugin {
  return importShim(
    'atelier:scroll-area-merge-refs',
    '@floating-ui/react',
    SCROLL_AREA,
    "import { useMergedRef } from '@mantine/hooks';\nexport function useMergeRefs(refs) {\n  return useMergedRef(...refs);\n}\n",
  );
}
