import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { START_MODULES } from './startModules';

/** The manifest's colours: the logo's blue (favicon.svg, index.html's theme-color) and the light app surface. */
export const THEME_COLOR = '#1d4ed8';
export const BACKGROUND_COLOR = '#f5f7fb';

/** Files of dist/ that make the app shell besides the entry's scripts and stylesheets (collected by atelier:pwa-shell below). */
const SHELL_FILES = new Set(['offline.html', 'theme-init.js', 'favicon.svg']);
const SHELL_ICON = /^icons\/[^/]+\.png$/;

/**
 * The installable app (issue 17): vite-plugin-pwa in prompt mode, registered by the app itself
 * (app/pwa/registerServiceWorker.ts, after the page's load event).
 *
 * What the worker precaches: the app shell only, that is the entry script and the modules and
 * stylesheets it imports statically or at start (what every first screen loads anyway), the first screens'
 * texts, the icons and the offline page: 18 files, ~480 KB before compression. Not every lazy chunk: precaching all of
 * them (~300 scripts, the whole app with every settings page) would make each install and each
 * update download the whole app over a phone's connection for pages most users never open.
 * A lazy chunk is cached when it is first used instead (CacheFirst: its name carries its hash),
 * so the pages a user opens keep loading after a release until they take the update.
 *
 * Navigations: only the app's own page (/, /index.html; the hash router keeps every route
 * there) goes through the worker, to the network; when the server cannot be reached, the
 * precached offline page answers. The app cannot work without its server (every screen reads
 * the API), so a cached index.html would only open a loading screen that never ends. Nothing
 * else is taken over: /api (never cached), /api/docs, /book/* (the booking widget's own build),
 * the customer's PDF links go to the network as if there were no worker.
 */
export function pwa(): Plugin[] {
  const shell = new Set<string>();
  const collectShell: Plugin = {
    name: 'atelier:pwa-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      shell.clear();
      const visit = (fileName: string) => {
        if (shell.has(fileName)) return;
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk') return;
        shell.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) shell.add(asset);
        for (const imported of chunk.imports) visit(imported);
        // The interface language's texts load before the first render (i18n/loadLanguage.ts), and
        // main.tsx imports React DOM at start (build/startModules.ts).
        for (const lazy of chunk.dynamicImports) {
          const target = bundle[lazy];
          const start = target?.type === 'chunk' && START_MODULES.some((module) => target.facadeModuleId !== null && module.test(target.facadeModuleId));
          if (start || /(?:^|\/)(?:fr|en)Core-[\w-]+\.js$/.test(lazy)) visit(lazy);
        }
      };
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
    },
  };

  const plugins = VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    // Runs before the precompression (build/precompress.ts), which then compresses sw.js too.
    integration: { closeBundleOrder: 'pre' },
    manifest: {
      id: './',
      name: 'Atelier',
      short_name: 'Atelier',
      description: "Gestion d'atelier de mécanique : bons de travail, clients, véhicules, factures et planification.",
      lang: 'fr',
      dir: 'ltr',
      start_url: './',
      scope: './',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      categories: ['business', 'productivity'],
      icons: [
        { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: 'icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    includeManifestIcons: false,
    workbox: {
      // The plugin adds manifest.webmanifest itself.
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      globIgnores: ['book/**', 'sw.js'],
      // One file to serve and to revalidate: no workbox-<hash>.js beside sw.js.
      inlineWorkboxRuntime: true,
      manifestTransforms: [
        async (entries) => ({
          manifest: entries.filter(({ url }) => shell.has(url) || SHELL_FILES.has(url) || SHELL_ICON.test(url)),
          warnings: [],
        }),
      ],
      // No app-shell fallback from the cache: navigations are handled below.
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      // The update waits for the user's « Mettre à jour » (SKIP_WAITING message); no clientsClaim.
      skipWaiting: false,
      clientsClaim: false,
      runtimeCaching: [
        {
          urlPattern: ({ request, url, sameOrigin }) => sameOrigin && request.mode === 'navigate' && (url.pathname === '/' || url.pathname === '/index.html'),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'offline.html' } },
        },
        {
          // Hashed, so never stale under their name: the cache answers, the network fills it once.
          urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/assets\/[^/]+\.(?:js|css|woff2|svg|png|webp|jpg)$/.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: 'atelier-assets',
            cacheableResponse: { statuses: [200] },
            expiration: { maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true },
          },
        },
      ],
    },
  });
  return [collectShell, ...plugins];
}
