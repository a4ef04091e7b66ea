import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { mantineStyles } from './build/mantineStyles';
import { precompress } from './build/precompress';
import { compileHints } from './build/compileHints';
import { pwa } from './build/pwa';
import { inlineFirstPaint } from './build/inlineFirstPaint';
import { startChunks } from './build/startChunks';
import { lazyMantineDefaults } from './build/lazyMantineDefaults';
import { scrollAreaMergeRefs } from './build/scrollAreaMergeRefs';

// The API listens on 127.0.0.1:3000; in dev and preview the web app reaches it through /api so
// that requests stay same-origin exactly as in production (where the API serves dist/).
const apiProxy = {
  '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
};
// In dev the booking widget is its own Vite app (vite.book.config.ts, port 5174; `npm run dev` starts both).
const bookProxy = { '/book': { target: 'http://127.0.0.1:5174', changeOrigin: false, ws: true } };

export default defineConfig({
  // pwa() before precompress(): the worker and the manifest are written first, then compressed.
  plugins: [react(), mantineStyles(), scrollAreaMergeRefs(), lazyMantineDefaults(), inlineFirstPaint(), startChunks(), compileHints(), pwa(), precompress()],
  server: { host: '127.0.0.1', port: 5173, proxy: { ...apiProxy, ...bookProxy } },
  preview: { host: '127.0.0.1', port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // A lazy page asks for all its files at once (<link rel="modulepreload">) instead of finding
    // each import only once its parent is parsed: with 10-20 files per page (below) that is a few
    // links, where the 100-180 of the old chunking cost ~0.9 s of main thread on a phone.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Required by the inlining of small common chunks (below); the entry's exports are not an API.
      preserveEntrySignatures: false,
      treeshake: { manualPureFunctions: ['memo', 'lazy', 'onDemand', 'withTexts'] },
      output: {
        // Zod in a chunk of its own: otherwise the bundler merges it with small shared helpers
        // (an option filter, formats) and the signed-in first screen downloads it (~24 KB gzip)
        // though only the pages that validate forms need it. The forms' Zod adapter goes with it
        // (only pages that load zod use it): no chunk of its own for the entry to list.
        // The plans (zod-free, read by the shell's trial badge and gates) get their own chunk first:
        // the zod group takes its modules' dependencies along (contracts errors -> billing -> plans),
        // which put zod on the first screen, loaded before main.tsx could make it jitless (CSP).
        codeSplitting: {
          // Shared code under 120 KB (before minifying) is copied into each chunk that uses it instead
          // of getting a chunk of its own. Left alone, the bundler made a chunk per set of pages
          // sharing a module: ~315 files, half under 1 KB (one icon, one small Mantine component),
          // so a page needed 85-185 requests, each a round trip on a phone's connection, in chains
          // of up to 16. Now 10-20 files per page, chains of 5-8. The bundler keeps the modules'
          // execution order (strictExecutionOrder, turned on by this option).
          // Measured with `npm run bench -- --only=lighthouse` (issue 12 note). 120 KB rather than
          // 50: Select with its Combobox, Popover and Input (~100 KB) is shared with the pickers
          // loaded on demand (shared/ui/SelectOnDemand); at 50 it was a file of its own on every
          // page with a Select (+9 KB on a work order); copied, every first screen is 3.5 KB lighter.
          experimentalInlineCommonChunks: { maxSize: 120000 },
          groups: [
            // A copy also lands in chunks one page loads together: React (~2.3 KB compressed) was in
            // the router's, Mantine's and TanStack Query's chunks, dayjs in the shell's and in most
            // pages'. Their own chunks: 4-7 KB less on each first screen (first-screen-code.spec.ts).
            { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 3 },
            { name: 'dayjs', test: /node_modules[\\/]dayjs[\\/]/, priority: 3 },
            { name: 'plans', test: /contracts[\\/]src[\\/]plans\.ts$/, priority: 2 },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|shared[\\/]forms[\\/]zodFormValidator\.ts$/, priority: 1 },
          ],
        },
      },
    },
  },
});
