import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createMailer } from '../mail/mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInOwner, type Owner } from '../../test/fixtures.js';
import { usersOfEveryRole, type Team } from '../../test/roles.js';
import { APP_CSP, THEME_SCRIPT_HASH, framableBy } from './security-headers.js';
import type { App } from './types.js';

/**
 * Security headers (issue 10): the web app's Content-Security-Policy, nosniff, Referrer-Policy
 * and frame refusal on every answer; Cache-Control: no-store on authenticated API answers.
 */

let t: TestApp;
let web: App;
let owner: Owner;
let team: Team;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extraRoutes: (app) => {
        app.get('/api/test/framable', { ...framableBy(['https://garage.example']), schema: { hide: true } }, async () => ({ data: 'widget' }));
      },
    },
  );
  // The app with a built web app: index.html and a hashed asset, as `npm run build` leaves them.
  const dist = await mkdtemp(join(tmpdir(), 'atelier-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head><script src="/theme-init.js"></script></head><body><div id="root"></div></body></html>');
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  await writeFile(join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}');
  await writeFile(join(dist, 'assets', 'index-abc123.css.gz'), gzipSync('body{margin:0}'));
  await writeFile(join(dist, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dist, 'theme-init.js'), 'document.documentElement.dataset.theme = "light";');
  await writeFile(join(dist, 'manifest.webmanifest'), '{"name":"Atelier"}');
  await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ smtpUrl: t.config.smtpUrl, from: t.config.mailFrom, outboxDir: '/nonexistent', log });
  web = await buildApp({ db: t.db, config: t.config, mailer }, { logger: log, webDist: dist });
  owner = await signedInOwner(t);
  team = await usersOfEveryRole(t);
});
afterAll(async () => {
  await web?.close();
  await t.close();
});

/** A CSP header as directive → sources. */
function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Headers that act on a page only, which a script, a stylesheet or a JSON answer does not carry. */
const PAGE_ONLY_HEADERS = [
  'cross-origin-opener-policy',
  'strict-transport-security',
  'origin-agent-cluster',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
];

function expectEverywhereHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(csp(headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
}

describe('the web app', () => {
  it('serves index.html under a strict CSP: scripts only from itself and the theme script by its hash, no eval, nobody frames it', async () => {
    const response = await web.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expectEverywhereHeaders(response.headers);
    const policy = csp(response.headers['content-security-policy']);
    expect(policy).toEqual(APP_CSP);
    expect(policy['script-src']).toEqual(["'self'", THEME_SCRIPT_HASH]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("serves the hashed scripts and stylesheets with a subresource's headers only, cached for a year", async () => {
    for (const [url, encoding] of [
      ['/assets/index-abc123.js', 'identity'],
      ['/assets/index-abc123.js', 'br'],
      ['/assets/index-abc123.css', 'gzip'],
    ] as const) {
      const response = await web.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, url).toBe(200);
      expectEverywhereHeaders(response.headers);
      // A script runs under its page's policy: its own only says it loads nothing and frames nothing.
      expect(csp(response.headers['content-security-policy'])).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      for (const name of ['cross-origin-opener-policy', 'strict-transport-security', 'origin-agent-cluster', 'x-xss-protection', 'x-correlation-id', 'etag']) {
        expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
    // The first screen's plain files get the same headers, but keep their validators: they are revalidated on each load.
    for (const url of ['/theme-init.js', '/manifest.webmanifest']) {
      const response = await web.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectEverywhereHeaders(response.headers);
      expect(csp(response.headers['content-security-policy']), url).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['etag'], url).toBeDefined();
      for (const name of PAGE_ONLY_HEADERS) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // The service worker runs under its own file's policy: it keeps the page's.
    const worker = await web.inject({ method: 'GET', url: '/sw.js' });
    expect(csp(worker.headers['content-security-policy'])).toEqual(APP_CSP);
    // SVG can be opened as a page: it keeps the page's headers.
    const svg = await web.inject({ method: 'GET', url: '/assets/logo-abc123.svg' });
    expect(csp(svg.headers['content-security-policy'])).toEqual(APP_CSP);
    expect(svg.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it("allows index.html's one inline script, the theme script the build copies in, by the SHA-256 of its file", async () => {
    const webFile = (path: string) => readFile(fileURLToPath(new URL(`../../../web/${path}`, import.meta.url)), 'utf8');
    // The source loads every script from a file; the build inlines /theme-init.js (web/build/inlineFirstPaint.ts).
    const html = await webFile('index.html');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attributes]) => attributes)).toContain(' src="/theme-init.js"');
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(body!.trim()).toBe('');
    }
    expect(html).not.toMatch(/\bon[a-z]+="/i);
    const digest = createHash('sha256')
      .update(await webFile('public/theme-init.js'))
      .digest('base64');
    expect(THEME_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });

  it('lets one route be framed by the origins it names, every other route keeping frame-ancestors none', async () => {
    const framable = await t.app.inject({ method: 'GET', url: '/api/test/framable' });
    expect(csp(framable.headers['content-security-policy'])['frame-ancestors']).toEqual(['https://garage.example']);
    expect(csp(framable.headers['content-security-policy'])['script-src']).toEqual(["'self'", THEME_SCRIPT_HASH]);
    expect(framable.headers['x-frame-options']).toBeUndefined();
    expect(framable.headers['x-content-type-options']).toBe('nosniff');
    expectEverywhereHeaders((await t.app.inject({ method: 'GET', url: '/api/health' })).headers);
  });

  it('serves the API documentation (Swagger UI) under the same policy, its page with no inline script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(csp(page.headers['content-security-policy'])).toEqual(APP_CSP);
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    const initializer = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('API answers', () => {
  it('carry nosniff, the referrer policy and no-store when not authenticated (sign-in answers carry tokens)', async () => {
    for (const response of [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { username: owner.email, password: owner.password } }),
      await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: {} }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]) {
      expectEverywhereHeaders(response.headers);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it("carry a subresource's short policy, not the page's headers: they are read by code, never shown as a page", async () => {
    const calls = [
      { as: owner.auth, url: '/api/accounts', status: 200 },
      { as: owner.auth, url: '/api/customers/not-a-uuid', status: 400 },
      { as: team.GUEST.auth, url: '/api/users', status: 403 },
      { as: {}, url: '/api/no-such-route', status: 404 },
      { as: {}, url: '/api/health', status: 200 },
    ];
    for (const { as, url, status } of calls) {
      const response = await t.app.inject({ method: 'GET', url, headers: as });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expectEverywhereHeaders(response.headers);
      expect(csp(response.headers['content-security-policy']), url).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] });
      for (const name of PAGE_ONLY_HEADERS) expect(response.headers[name], `${url} ${name}`).toBeUndefined();
      expect(response.headers['x-correlation-id'], url).toBeDefined();
    }
  });

  it('are never stored when authenticated by a bearer token: successes, errors, 404 and routes that cache for others', async () => {
    const calls = [
      { as: owner.auth, url: '/api/accounts', status: 200 },
      { as: owner.auth, url: '/api/geo/countries', status: 200 },
      { as: team.GUEST.auth, url: '/api/users', status: 403 },
      { as: owner.auth, url: '/api/customers/not-a-uuid', status: 400 },
      { as: owner.auth, url: '/api/no-such-route', status: 404 },
      { as: { authorization: 'Bearer not.a.token' }, url: '/api/accounts', status: 401 },
    ];
    for (const { as, url, status } of calls) {
      const response = await t.app.inject({ method: 'GET', url, headers: as });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('are never stored when authenticated by an API key, nor when the key is refused', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/api-keys', payload: { name: 'Intégration' }, headers: owner.auth });
    const key = created.json().data.key as string;
    for (const [authorization, status] of [
      [`Bearer ${key}`, 200],
      ['Bearer atk_unknownunknownunknownunknown', 401],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: '/api/geo/countries', headers: { authorization } });
      expect(response.statusCode).toBe(status);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
