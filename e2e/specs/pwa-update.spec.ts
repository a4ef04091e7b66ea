import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

/**
 * The installable app (issue 17): the production build's service worker, its update notice and its
 * offline page. A small server of this spec serves a copy of apps/web/dist (build A) and passes /api
 * to the e2e server; it then serves build B (a precached file changed, so a new sw.js), and the
 * page that A's worker controls offers « Mettre à jour », which reloads into B.
 */

test.use({ serviceWorkers: 'allow' });

const DIST = fileURLToPath(new URL('../../apps/web/dist/', import.meta.url));
const API = process.env.E2E_BASE_URL!;
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

/** Build B's mark in its theme-init.js (beforeAll). */
const BUILD_B = "setAttribute('data-build', 'B')";

/** Build A or B: the folder the static server reads from, swapped by the test. */
let served = '';
let server: Server;
let base = '';
let csp = '';
let buildA = '';
let buildB = '';

function startServer(): Promise<void> {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/api/')) {
      // To the e2e server, as a reverse proxy would.
      const upstream = httpRequest(`${API}${url.pathname}${url.search}`, { method: req.method, headers: { ...req.headers, host: new URL(API).host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    const path = normalize(url.pathname === '/' ? '/index.html' : url.pathname);
    const file = join(served, path);
    if (!file.startsWith(served + sep) && file !== served) return void res.writeHead(404).end();
    readFile(file).then(
      (content) => {
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        const headers: Record<string, string> = {
          'content-type': type,
          'cache-control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        };
        // The app's policy (apps/api security-headers.ts) on its pages: the offline page must live with it.
        if (type.startsWith('text/html') || path === '/sw.js') headers['content-security-policy'] = csp;
        res.writeHead(200, headers).end(content);
      },
      () => res.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

function stopServer(): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

test.beforeAll(async () => {
  csp = (await fetch(`${API}/`)).headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  buildA = await mkdtemp(join(tmpdir(), 'atelier-pwa-a-'));
  buildB = await mkdtemp(join(tmpdir(), 'atelier-pwa-b-'));
  await cp(DIST, buildA, { recursive: true });
  await cp(DIST, buildB, { recursive: true });
  // Build B: a precached file changes (theme-init.js marks the page), so its precache revision in
  // sw.js changes, as a release does.
  const themeInit = await readFile(join(buildB, 'theme-init.js'), 'utf8');
  await writeFile(join(buildB, 'theme-init.js'), `${themeInit}\ndocument.documentElement.${BUILD_B};\n`);
  const worker = await readFile(join(buildB, 'sw.js'), 'utf8');
  const revised = worker.replace(/(url:"theme-init\.js",revision:")[0-9a-f]+"/, '$1b0000000000000000000000000000b"');
  expect(revised).not.toBe(worker);
  await writeFile(join(buildB, 'sw.js'), revised);
  served = buildA;
  await startServer();
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  if (server?.listening) await stopServer();
  await rm(buildA, { recursive: true, force: true });
  await rm(buildB, { recursive: true, force: true });
});

/**
 * The theme script the page's worker answers (the precached file; index.html has its own copy
 * inlined, so the page itself shows the build of the worker through this file only). '' while the
 * page reloads.
 */
async function precachedThemeScript(page: Page): Promise<string> {
  try {
    return await page.evaluate(async () => (await fetch('/theme-init.js')).text());
  } catch {
    return '';
  }
}

/** Whether no version waits any more and an activated worker controls the page (false while it reloads). */
async function newVersionInControl(page: Page): Promise<boolean> {
  try {
    return await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return !!registration && !registration.waiting && navigator.serviceWorker.controller?.state === 'activated';
    });
  } catch {
    return false;
  }
}

/** Resolves once a service worker controls the page. */
async function controlled(page: Page) {
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller), { timeout: 20_000 }).toBe(true);
}

test('the served files: the manifest (valid, with its icons) and the worker, revalidated on each check', async ({ request }) => {
  const manifest = await request.get(`${API}/manifest.webmanifest`);
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const content = (await manifest.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    scope: string;
    lang: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(content).toMatchObject({ name: 'Atelier', short_name: 'Atelier', display: 'standalone', start_url: './', scope: './', lang: 'fr' });
  expect(content.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of [...content.icons, { src: 'icons/apple-touch-icon-180.png', type: 'image/png' }]) {
    const image = await request.get(`${API}/${icon.src}`);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }
  const worker = await request.get(`${API}/sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  // The app shell only: the offline page and the entry, not the form pages' zod nor the booking widget.
  const precached = await worker.text();
  expect(precached).toContain('"offline.html"');
  expect(precached).toMatch(/"assets\/index-[\w-]+\.js"/);
  // React DOM, which main.tsx imports at start (build/startModules.ts).
  expect(precached).toMatch(/"assets\/reactDom-[\w-]+\.js"/);
  expect(precached).not.toMatch(/assets\/zod-|"book\//);
  const html = await (await request.get(`${API}/`)).text();
  expect(html).toContain('rel="manifest"');
  expect(html).toContain('rel="apple-touch-icon"');
});

test('a new version is offered for update, « Mettre à jour » reloads into it; without the server, the offline page', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  // Build A: the first visit installs the worker (after the page's load event), the next one is controlled by it.
  await page.goto(`${base}/#/signin`);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active), { timeout: 20_000 }).toBe(true);
  await page.reload();
  await controlled(page);
  expect(await precachedThemeScript(page)).not.toContain(BUILD_B);
  await expect(page.getByTestId('update-notice')).toHaveCount(0);

  // Build B on the server: the page becoming visible again checks for it (with the readiness check).
  served = buildB;
  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  const notice = page.getByTestId('update-notice');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('Nouvelle version disponible');
  // Until it is taken, A's worker keeps answering: a reload still gets A's precached theme-init.js,
  // and the version still waiting is offered again.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await precachedThemeScript(page)).not.toContain(BUILD_B);
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await notice.getByRole('button', { name: 'Mettre à jour' }).click();
  // Waited for without fetching: a page that fetches through the old worker keeps it busy, and
  // Chromium activates the new one only once the old one is idle (applyUpdate.ts).
  await expect.poll(() => newVersionInControl(page), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => precachedThemeScript(page), { timeout: 10_000 }).toContain(BUILD_B);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await expect(page.getByTestId('update-notice')).toHaveCount(0);

  // The server cannot be reached: a navigation to the app gets the precached offline page.
  await stopServer();
  await page.goto(`${base}/`);
  await expect(page.getByRole('heading', { name: 'Serveur injoignable' })).toBeVisible();
  // B's precached theme script runs on it.
  await expect(page.locator('html')).toHaveAttribute('data-build', 'B');
  await expect(page.getByText('Atelier cannot reach its server.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Réessayer' })).toHaveAttribute('href', './');
  expect(violations).toEqual([]);
});
