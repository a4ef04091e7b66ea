import { resolve } from 'node:path';
import preact from '@preact/preset-vite';
import { build, defineConfig, type InlineConfig, type Plugin } from 'vite';
import { bookBudget } from './build/bookBudget';
import { precompressDir } from './build/precompress';

/*
 * The public booking widget (/book/{slug}, issue 15): a separate Preact entry, not the React app,
 * so that a customer on a shop's site downloads ≤ 60 KB compressed. Built after the main app
 * (whose build empties dist/) into dist/book/, served by the API under /book/ (app.ts).
 */

const outDir = resolve(import.meta.dirname, 'dist/book');

/** The embed script: one classic script (IIFE, no module), unhashed, so the snippet a shop pastes never changes. */
const embed: InlineConfig = {
  configFile: false,
  root: import.meta.dirname,
  publicDir: false,
  logLevel: 'warn',
  build: {
    outDir,
    emptyOutDir: false,
    lib: { entry: resolve(import.meta.dirname, 'book/embed/embed.ts'), formats: ['iife'], name: 'AtelierBooking', fileName: () => 'embed.js' },
  },
};

/**
 * After the widget is written: builds the embed script beside it, then precompresses the whole
 * folder (brotli, gzip), in that order (closeBundle hooks of separate plugins run in parallel).
 */
function embedThenPrecompress(): Plugin {
  return {
    name: 'atelier:book-embed',
    apply: 'build',
    async closeBundle() {
      await build(embed);
      await precompressDir(outDir);
    },
  };
}

export default defineConfig({
  root: 'book',
  base: '/book/',
  plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false }), bookBudget(), embedThenPrecompress()],
  server: { host: '127.0.0.1', port: 5174, proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } } },
  build: { outDir, emptyOutDir: true, modulePreload: false, assetsInlineLimit: 0 },
});
