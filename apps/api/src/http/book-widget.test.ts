import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createMailer } from '../mail/mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { EMBED_CACHE_CONTROL } from './book-widget.js';
import { APP_CSP, SUBRESOURCE_CSP } from './security-headers.js';
import type { App } from './types.js';

/**
 * The booking widget's files (issue 15): /book/{slug} is the one page other sites may frame;
 * its script leaves precompressed and immutable; embed.js loads from any site, briefly cached.
 */

let t: TestApp;
let web: App;
let dist: string;

const WIDGET_HTML = '<!doctype html><html><head><script type="module" src="/book/assets/index-abc123.js"></script></head><body><main id="root"></main></body></html>';
const WIDGET_JS = 'export const reserver = () => "rendez-vous";\n'.repeat(200);
const EMBED_JS = `(function(){var f=document.createElement("iframe");document.body.appendChild(f)})();${' '.repeat(1200)}`;

beforeAll(async () => {
  t = await createTestApp();
  // dist/ as `npm run build` leaves it: the main app and, under book/, the widget.
  dist = await mkdtemp(join(tmpdir(), 'atelier-web-dist-'));
  await mkdir(join(dist, 'assets'));
  await mkdir(join(dist, 'book', 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  await writeFile(join(dist, 'book', 'index.html'), WIDGET_HTML);
  await writeFile(join(dist, 'book', 'embed.js'), EMBED_JS);
  await writeFile(join(dist, 'book', 'embed.js.br'), brotliCompressSync(EMBED_JS));
  await writeFile(join(dist, 'book', 'assets', 'index-abc123.js'), WIDGET_JS);
  await writeFile(join(dist, 'book', 'assets', 'index-abc123.js.br'), brotliCompressSync(WIDGET_JS));
  await writeFile(join(dist, 'book', 'assets', 'index-abc123.js.gz'), gzipSync(WIDGET_JS));
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ smtpUrl: t.config.smtpUrl, from: t.config.mailFrom, outboxDir: '/nonexistent', log });
  web = await buildApp({ db: t.db, config: t.config, mailer }, { logger: log, webDist: dist });
});
afterAll(async () => {
  await web?.close();
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => web.inject({ method: 'GET', url, headers });

function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('the booking widget page', () => {
  it('serves /book/{slug} to be framed by any site, the rest of the policy as strict as the app', async () => {
    for (const url of ['/book/garage-tremblay', '/book/garage-tremblay/', '/book/garage-tremblay?embed=1', `/book/garage-tremblay?booking=${'a'.repeat(43)}`]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(WIDGET_HTML);
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(csp(response.headers['content-security-policy'])).toEqual({ ...APP_CSP, 'frame-ancestors': ['*'] });
    }
  });

  it("still refuses to be framed everywhere else: the app's page, its deep links, the API", async () => {
    for (const url of ['/', '/api/health']) {
      const response = await get(url);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(csp(response.headers['content-security-policy'])['frame-ancestors'], url).toEqual(["'none'"]);
    }
  });

  it('has no page for a malformed shop address, nor under /book/ or /book/index.html', async () => {
    for (const url of ['/book/Garage_Tremblay', '/book/ab', '/book/', '/book/index.html', '/book/-garage']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
  });
});

describe("the widget's files", () => {
  it('sends its script precompressed (brotli, else gzip), immutable, with the short policy of a subresource', async () => {
    const br = await get('/book/assets/index-abc123.js', { 'accept-encoding': 'gzip, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-security-policy']).toBe(SUBRESOURCE_CSP);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(WIDGET_JS);
    const gz = await get('/book/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(WIDGET_JS);
  });

  it('sends embed.js to any site (cross-origin resource policy), cached a few minutes then revalidated', async () => {
    const plain = await get('/book/embed.js');
    expect(plain.body).toBe(EMBED_JS);
    const response = await get('/book/embed.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(EMBED_JS);
    expect(response.headers['cache-control']).toBe(EMBED_CACHE_CONTROL);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers.etag).toBeTruthy();
  });

  it('keeps the main app files as they were', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });
});
