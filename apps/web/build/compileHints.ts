import type { Plugin } from 'vite';
import { START_MODULES } from './startModules';

/**
 * V8's explicit compile hint (Chrome 136+): a file that starts with this comment has all its
 * functions compiled while it streams in, on a background thread, instead of each one on the main
 * thread the first time it runs. Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The modules whose chunks (and the chunks those import statically) a first screen runs: the
 * entry (index.html, main.tsx's chunk), React DOM, which it imports at start (START_MODULES), the
 * signed-in shell and the home page.
 */
export const FIRST_SCREEN_MODULES = [
  /[\\/]apps[\\/]web[\\/]index\.html$/,
  ...START_MODULES,
  /[\\/]src[\\/]app[\\/]shell[\\/]AppLayout\.tsx$/,
  /[\\/]features[\\/]workboard[\\/]pages[\\/]WorkboardPage\.tsx$/,
];

type ChunkLike = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[] };

/**
 * The files of `bundle` that hold a first screen's code: the chunks of `roots` and all the chunks
 * they import statically (those load and run with them).
 */
export function firstScreenChunks(bundle: Record<string, ChunkLike | { type: 'asset' }>, roots: RegExp[] = FIRST_SCREEN_MODULES): Set<string> {
  const chunks = Object.values(bundle).filter((file): file is ChunkLike => file.type === 'chunk');
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set<string>();
  const visit = (name: string) => {
    const chunk = byName.get(name);
    if (!chunk || found.has(name)) return;
    found.add(name);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks) if (chunk.facadeModuleId && roots.some((root) => root.test(chunk.facadeModuleId!))) visit(chunk.fileName);
  return found;
}

/**
 * Marks the first screen's chunks with the compile hint. Measured with Lighthouse mobile on the
 * board (issue 12): the entry's evaluation spent ~125 ms of its ~240 ms (4x CPU) compiling
 * functions one by one; marked, TBT went from ~670 to ~400 ms (medians of 6, ARCHITECTURE.md). Every file marked
 * was worse: a work order's editor chunks have many functions its first screen never calls, and
 * compiling them all delayed its LCP by ~0.3 s. So only the code every signed-in screen runs (the
 * entry and the shell) and the home page, the board, are marked.
 */
export function compileHints(): Plugin {
  return {
    name: 'atelier:compile-hints',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions to the entry (its preload list): the comment must come first.
      order: 'post',
      handler(_options, bundle) {
        for (const name of firstScreenChunks(bundle as Parameters<typeof firstScreenChunks>[0])) {
          const chunk = bundle[name];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // One line added at the top: the source map's lines move down by one.
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
        }
      },
    },
  };
}
