import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createMailer } from '../mail/mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { App } from './types.js';

/**
 * The installable app's files (issue 17) as the web build leaves them: the service worker and the
 * manifest are revalidated on every use (a worker file held by a cache would block every update),
 * with their own content types, under the app's security headers.
 */

let t: TestApp;
let web: App;
let dist: string;

const WORKER = `self.addEventListener('message', () => {}); // ${'precache '.repeat(200)}`;
const MANIFEST = JSON.stringify({ name: 'Atelier', short_name: 'Atelier', start_url: './', scope: './', display: 'standalone', icons: [] });
const OFFLINE = `<!doctype html><html lang="fr"><head><title>Hors ligne</title></head><body>${'<p>Serveur injoignable</p>'.repeat(60)}</body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  dist = await mkdtemp(join(tmpdir(), 'atelier-web-pwa-'));
  await mkdir(join(dist, 'icons'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  // As the build leaves them: sw.js and offline.html precompressed, the small manifest as it is.
  for (const [name, content] of Object.entries({ 'sw.js': WORKER, 'offline.html': OFFLINE })) {
    await writeFile(join(dist, name), content);
    await writeFile(join(dist, `${name}.br`), brotliCompressSync(content));
    await writeFile(join(dist, `${name}.gz`), gzipSync(content));
  }
  await writeFile(join(dist, 'manifest.webmanifest'), MANIFEST);
  await writeFile(join(dist, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
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

describe('the installable app', () => {
  it('serves the service worker as JavaScript, revalidated on every check (no-cache), precompressed, with an ETag', async () => {
    const response = await get('/sw.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(WORKER);
    const again = await get('/sw.js', { 'accept-encoding': 'br, gzip', 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('keeps the page security headers on the worker: its CSP is the one the worker runs under', async () => {
    const response = await get('/sw.js');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['content-security-policy']).toContain("connect-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the manifest as application/manifest+json, revalidated, under the security headers', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(response.body)).toMatchObject({ name: 'Atelier', display: 'standalone' });
  });

  it('serves the offline page as HTML under the strict CSP, and the icons', async () => {
    const page = await get('/offline.html', { 'accept-encoding': 'gzip' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['cache-control']).toBe('no-cache');
    const icon = await get('/icons/icon-192.png');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });
});
