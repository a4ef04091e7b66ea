import preact from '@preact/preset-vite';
import { defineConfig, type UserConfig } from 'vite';
import { bookBudget } from './build/bookBudget';
import { precompress } from './build/precompress';

/*
 * The public booking widget (/book/{slug}, issue 15): a separate Preact entry, not the React app,
 * so that a customer on a shop's site downloads ≤ 60 KB compressed. Built after the main app
 * (whose build empties dist/) into dist/book/, served by the API under /book/ (app.ts).
 * `--mode embed` builds the embed script: one classic script (IIFE), unhashed, so that the
 * snippet a shop pastes never changes.
 */
const widget: UserConfig = {
  root: 'book',
  base: '/book/',
  plugins: [preact({ prefreshEnabled: false, devToolsEnabled: false }), precompress(), bookBudget()],
  server: { host: '127.0.0.1', port: 5174, proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } } },
  build: { outDir: '../dist/book', emptyOutDir: true, modulePreload: false, assetsInlineLimit: 0 },
};

const embed: UserConfig = {
  publicDir: false,
  plugins: [precompress()],
  build: {
    outDir: 'dist/book',
    emptyOutDir: false,
    lib: { entry: 'book/embed/embed.ts', formats: ['iife'], name: 'AtelierBooking', fileName: () => 'embed.js' },
  },
};

export default defineConfig(({ mode }) => (mode === 'embed' ? embed : widget));
