import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** The theme script as index.html's source loads it, and its file (public/, copied to dist/ as is). */
export const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';
const THEME_SCRIPT_FILE = new URL('../public/theme-init.js', import.meta.url);
/** The favicon's link as index.html's source has it, and its file. */
export const FAVICON_TAG = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
const FAVICON_FILE = new URL('../public/favicon.svg', import.meta.url);

/** An SVG as a data: address: its text with `"` as `'`, and percent-encoded where a URL needs it. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml,${svg
    .trim()
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>?[\\\]^`{|}]/g, encodeURIComponent)}`;
}

/** The entry's stylesheet as Vite links it in the built index.html. */
const ENTRY_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/index-[\w-]+\.css)">/g;

/**
 * index.html's two render-blocking requests become part of it (issue 12): the theme script and the
 * entry's stylesheet (~9 KB compressed). So does the favicon (a data: address, which the CSP's
 * img-src allows): 321 bytes of SVG came with ~1 KB of a document's headers, on every first screen. On a phone's connection each was a round trip before the
 * loading screen's first paint, and the entry's module script waited for the stylesheet before it
 * ran, so the whole start moved one round trip later.
 * - The script is copied byte for byte: the Content-Security-Policy allows that inline script by its
 *   SHA-256 only (THEME_SCRIPT_HASH, apps/api/src/http/security-headers.ts, checked by its test).
 *   theme-init.js stays in dist/ for offline.html, and favicon.svg for it and the worker.
 * - The stylesheet's file is no longer written: nothing links it, and the worker would precache it.
 * Build only: the dev server serves index.html as written. A tag no longer found fails the build
 * rather than leave the requests silently in place.
 */
export function inlineFirstPaint(themeScript: string = readFileSync(THEME_SCRIPT_FILE, 'utf8'), favicon: string = readFileSync(FAVICON_FILE, 'utf8')): Plugin {
  return {
    name: 'atelier:inline-first-paint',
    apply: 'build',
    transformIndexHtml: {
      // After Vite has written the entry's tags.
      order: 'post',
      handler(html, { bundle, filename }) {
        if (!bundle) return html;
        const fail = (what: string) => new Error(`atelier:inline-first-paint: ${what} not found in ${filename} (build/inlineFirstPaint.ts)`);
        if (!html.includes(THEME_SCRIPT_TAG)) throw fail(THEME_SCRIPT_TAG);
        if (!html.includes(FAVICON_TAG)) throw fail(FAVICON_TAG);
        if (themeScript.includes('</script')) throw new Error('atelier:inline-first-paint: theme-init.js cannot be inlined (it contains </script)');
        const stylesheets = [...html.matchAll(ENTRY_STYLESHEET)];
        if (stylesheets.length !== 1) throw fail("the entry's one stylesheet link");
        const [tag, fileName] = stylesheets[0] as unknown as [string, string];
        const asset = bundle[fileName];
        if (asset?.type !== 'asset') throw fail(`the stylesheet ${fileName} in the bundle`);
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        if (css.includes('</style')) throw new Error(`atelier:inline-first-paint: ${fileName} cannot be inlined (it contains </style)`);
        delete bundle[fileName];
        // Functions as replacements: a `$` in the CSS or the script is not a replacement pattern.
        return html
          .replace(THEME_SCRIPT_TAG, () => `<script>${themeScript}</script>`)
          .replace(tag, () => `<style>${css}</style>`)
          .replace(FAVICON_TAG, () => `<link rel="icon" type="image/svg+xml" href="${svgDataUrl(favicon)}" />`);
      },
    },
  };
}
