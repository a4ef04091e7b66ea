import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createMailer } from '../mail/mailer.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedInOwner, type Owner } from '../../test/fixtures.js';
import { fileForm } from '../../test/multipart.js';
import type { App } from './types.js';

/**
 * Compressed transfers and caching (issue 12): the built web app's files leave precompressed
 * (brotli, else gzip) with immutable caching for hashed assets and revalidation for the rest;
 * API answers of 1 KB or more are compressed on the fly, small ones are not.
 */

let t: TestApp;
let web: App;
let dist: string;
let owner: Owner;

const SCRIPT = 'export const bonjour = () => "Atelier";\n'.repeat(200);
const INDEX = `<!doctype html><html><head><script src="/theme-init.js"></script></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  // A built web app as `npm run build` leaves it: text files with their .br and .gz siblings,
  // except theme-init.js (under 1 KB: no siblings).
  dist = await mkdtemp(join(tmpdir(), 'atelier-web-dist-'));
  await mkdir(join(dist, 'assets'));
  const files = { 'index.html': INDEX, 'assets/index-abc123.js': SCRIPT };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(join(dist, name), content);
    await writeFile(join(dist, `${name}.br`), brotliCompressSync(content));
    await writeFile(join(dist, `${name}.gz`), gzipSync(content));
  }
  await writeFile(join(dist, 'theme-init.js'), `document.documentElement.dataset.theme = 'light'; // ${'x'.repeat(1500)}`);
  const log = pino({ level: 'silent' });
  const mailer = createMailer({ smtpUrl: t.config.smtpUrl, from: t.config.mailFrom, outboxDir: '/nonexistent', log });
  web = await buildApp({ db: t.db, config: t.config, mailer }, { logger: log, webDist: dist });
  owner = await signedInOwner(t);
  for (let i = 0; i < 20; i++) {
    const created = await t.app.inject({ method: 'POST', url: '/api/customers', headers: owner.auth, payload: { fullname: `Client Numéro ${i}` } });
    expect(created.statusCode).toBe(201);
  }
});
afterAll(async () => {
  await web?.close();
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (app: App, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('the built web app', () => {
  it('sends a hashed script precompressed with brotli, cached for a year', async () => {
    const response = await get(web, '/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('falls back to gzip, then to the plain file, by Accept-Encoding', async () => {
    const gzipped = await get(web, '/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get(web, '/assets/index-abc123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');
  });

  it('sends index.html compressed and revalidated (no-cache, with an ETag that answers 304)', async () => {
    const response = await get(web, '/', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(INDEX);
    const etag = String(response.headers.etag);
    expect(response.headers['last-modified']).toBeDefined();
    const again = await get(web, '/', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('sends a deep link to the app (hash routing), whose index.html is compressed and revalidated', async () => {
    const deep = await get(web, '/worksheets/12', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(deep.statusCode).toBe(302);
    expect(deep.headers.location).toBe('/#/worksheets/12');
    const index = await get(web, '/', { accept: 'text/html', 'accept-encoding': 'gzip' });
    expect(index.headers['content-encoding']).toBe('gzip');
    expect(index.headers['cache-control']).toBe('no-cache');
  });

  it('sends an un-hashed file without siblings as it is, revalidated, never compressed on the fly', async () => {
    const response = await get(web, '/theme-init.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('API answers', () => {
  it('compresses a large list with brotli, and with gzip for a client without brotli, to the same JSON', async () => {
    const plain = await get(t.app, '/api/customers', { ...owner.auth });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const listed = (JSON.parse(plain.body) as { data: { items?: unknown[] } | unknown[] }).data;
    expect(JSON.stringify(listed)).toContain('Client Numéro 19');

    const br = await get(t.app, '/api/customers', { ...owner.auth, 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.body.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get(t.app, '/api/customers', { ...owner.auth, 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves a small answer and a small error object as they are', async () => {
    const health = await get(t.app, '/api/readiness', { 'accept-encoding': 'br, gzip' });
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    const error = await get(t.app, '/api/customers', { 'accept-encoding': 'br, gzip' });
    expect(error.statusCode).toBe(401);
    expect(error.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(error.body)).toMatchObject({ type: expect.any(String), correlationId: expect.any(String) });
  });

  it('sends an uploaded picture as it is (images are compressed already), byte for byte', async () => {
    // Noise: a JPEG far above the 1 KB threshold.
    const noise = Buffer.from(Array.from({ length: 300 * 300 * 3 }, (_, i) => (i * 7919) % 251));
    const photo = await sharp(noise, { raw: { width: 300, height: 300, channels: 3 } })
      .jpeg()
      .toBuffer();
    const form = fileForm(photo);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/upload/${owner.user.uuid}/profile`,
      payload: form.payload,
      headers: { ...form.headers, ...owner.auth },
    });
    expect(uploaded.statusCode).toBe(200);
    const path = (uploaded.json() as { data: { path: string } }).data.path;
    const plain = await get(t.app, path);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const served = await get(t.app, path, { 'accept-encoding': 'br, gzip' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-encoding']).toBeUndefined();
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(plain.rawPayload)).toBe(true);
  });
});
