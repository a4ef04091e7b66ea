import { spawn, type ChildProcess } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../../apps/api/src/db/embedded.js';
import { serverPort } from '../server-port.js';
import { signIn } from '../accounts.js';
import { PASSWORD, uniqueEmail } from '../mail.js';

/**
 * Issue 17, optional services switched on: a second server of its own (own data directory and
 * port) started with SENTRY_DSN and POSTHOG_KEY/POSTHOG_HOST pointing at local stand-ins that
 * record what the real browser SDKs send. PostHog hears of a signed-in user only (identify, then
 * a page view per page, none on a print page, none before sign-in); reportError reaches Sentry.
 */

const root = fileURLToPath(new URL('../..', import.meta.url));

type Received = { path: string; body: string; at: number };
type PosthogEvent = { event: string; distinct_id?: string; properties?: Record<string, unknown>; $set?: Record<string, unknown> };

/** A stand-in that answers everything 200 with CORS open, and keeps each request's body. */
async function standIn(): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      let raw = Buffer.concat(chunks);
      if (raw[0] === 0x1f && raw[1] === 0x8b) raw = gunzipSync(raw);
      received.push({ path: req.url ?? '/', body: raw.toString('utf8'), at: Date.now() });
      res.writeHead(200, {
        'access-control-allow-origin': req.headers.origin ?? '*',
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'content-type': 'application/json',
      });
      res.end('{"status":1}');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, received, server };
}

/** PostHog's batches, whatever their encoding (JSON, base64 form field, gzip). */
function posthogEvents(received: Received[]): (PosthogEvent & { at: number })[] {
  const events: (PosthogEvent & { at: number })[] = [];
  for (const { body, at } of received) {
    if (!body) continue;
    let text = body;
    if (text.startsWith('data=')) text = Buffer.from(decodeURIComponent(text.slice(5)), 'base64').toString('utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    const list = Array.isArray(parsed) ? parsed : ((parsed as { batch?: unknown[] }).batch ?? [parsed]);
    for (const item of list as PosthogEvent[]) if (item && typeof item.event === 'string') events.push({ ...item, at });
  }
  return events;
}

function sentryEvents(received: Received[]): Record<string, unknown>[] {
  const events: Record<string, unknown>[] = [];
  for (const { body } of received) {
    const lines = body.split('\n');
    for (let i = 1; i + 1 < lines.length; i += 2) {
      try {
        if (JSON.parse(lines[i]!).type === 'event') events.push(JSON.parse(lines[i + 1]!));
      } catch {
        // not a JSON item
      }
    }
  }
  return events;
}

let sentry: Awaited<ReturnType<typeof standIn>>;
let posthog: Awaited<ReturnType<typeof standIn>>;
let server: ChildProcess;
let baseUrl: string;
let output = '';
const dataDir = join(root, '.tmp', `e2e-services-${process.pid}`);

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  sentry = await standIn();
  posthog = await standIn();
  await rm(dataDir, { recursive: true, force: true });
  const port = await serverPort();
  baseUrl = `http://127.0.0.1:${port}`;
  // The compiled server global-setup built; mails go to its outbox and their links to its log.
  server = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
      BILLING: 'off',
      STRIPE_SECRET_KEY: '',
      SENTRY_DSN: `http://public@${new URL(sentry.url).host}/1`,
      POSTHOG_KEY: 'phc_e2e_atelier',
      POSTHOG_HOST: posthog.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${output.slice(-2000)}`);
    if (Date.now() > deadline) throw new Error('the server did not start');
    if (
      await fetch(`${baseUrl}/api/readiness`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 300));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
      setTimeout(resolve, 15_000).unref();
    });
  }
  sentry?.server.close();
  posthog?.server.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A verified owner of this server: signed up through its API, validated from the link its log shows. */
async function ownerOfThisServer(): Promise<{ email: string; uuid?: string }> {
  const email = uniqueEmail('services');
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullname: 'Julie Gagnon', email, password: PASSWORD }),
  });
  expect(signup.status).toBe(201);
  let token: string | undefined;
  for (const until = Date.now() + 15_000; !token && Date.now() < until;) {
    const line = output.split('\n').find((l) => l.includes(email) && l.includes('verify-email?t='));
    token = line ? /verify-email\?t=([^\s"&]+)/.exec(line)?.[1] : undefined;
    if (!token) await new Promise((r) => setTimeout(r, 200));
  }
  expect(token, 'the validation link in the server log').toBeDefined();
  expect((await fetch(`${baseUrl}/api/users/verify/${token}`)).ok).toBe(true);
  return { email };
}

async function until(check: () => boolean, what: string, ms = 15_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const pageviews = () => posthogEvents(posthog.received).filter((e) => e.event === '$pageview');

async function uuidOf(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('atelier.user') ?? '{}') as { uuid: string }).uuid);
}

test('PostHog hears of the signed-in user only: identify by uuid, a page view per page, none on a print page nor before sign-in', async ({ page }) => {
  const owner = await ownerOfThisServer();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto(`${baseUrl}/#/signin`);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.waitForTimeout(2000);
  // Signed out: analytics is not even loaded, and PostHog heard nothing.
  expect(posthog.received).toEqual([]);
  expect(requested.filter((url) => /posthogClient/.test(url))).toEqual([]);

  await signIn(page, owner.email, PASSWORD);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  const uuid = await uuidOf(page);
  await until(() => posthogEvents(posthog.received).some((e) => e.event === '$identify') && pageviews().length > 0, 'identify and a page view');
  const identify = posthogEvents(posthog.received).find((e) => e.event === '$identify')!;
  expect(identify.properties?.distinct_id ?? identify.distinct_id).toBe(uuid);
  // Known by uuid only: no e-mail nor name leaves the browser.
  const sent = posthog.received.map((r) => r.body).join('\n');
  expect(sent).not.toContain(owner.email);
  expect(sent).not.toContain('Julie Gagnon');

  // A print page: no page view. The next normal page's view arrives after it, in order.
  await page.goto(`${baseUrl}/#/customers?print=true`);
  await page.waitForTimeout(500);
  await page.goto(`${baseUrl}/#/settings`);
  await until(() => pageviews().some((e) => String(e.properties?.$current_url).includes('#/settings')), 'the page view of #/settings');
  const urls = pageviews().map((e) => String(e.properties?.$current_url));
  expect(urls.filter((url) => url.includes('print'))).toEqual([]);
  expect(urls.some((url) => url.includes('#/customers'))).toBe(false);
  // No automatic capture: only identify and page views (and PostHog's own $set of them).
  expect(new Set(posthogEvents(posthog.received).map((e) => e.event))).toEqual(new Set(['$identify', '$pageview']));

  // Signed out: forgotten, and the sign-in page is not counted.
  const before = pageviews().length;
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/#\/signin/);
  await page.waitForTimeout(4000);
  expect(pageviews().length).toBe(before);
  // PostHog's reset: this browser is no longer that user.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ph_phc_e2e_atelier_posthog') ?? '{}') as { distinct_id?: string });
  expect(stored.distinct_id).not.toBe(uuid);
});

test('reportError of the page reaches Sentry with release 0.1.0-alpha: a page whose code cannot be downloaded', async ({ page }) => {
  const owner = await ownerOfThisServer();
  const sentryChunk = page.waitForResponse((r) => /\/assets\/sentryClient-[^/]+\.js$/.test(r.url()));
  await page.goto(`${baseUrl}/#/signin`);
  await signIn(page, owner.email, PASSWORD);
  await expect(page.getByTestId('app-shell')).toBeVisible();
  // Error reporting has started (its chunk came) before the page's code is cut off.
  await sentryChunk;
  await page.waitForTimeout(500);
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto(`${baseUrl}/#/reports/taxes`);
  await expect(page.getByRole('alert')).toBeVisible();
  await until(() => sentryEvents(sentry.received).some((e) => (e.tags as Record<string, string> | undefined)?.boundary === 'route'), 'the route error in Sentry');
  const event = sentryEvents(sentry.received).find((e) => (e.tags as Record<string, string> | undefined)?.boundary === 'route')!;
  expect(event.release).toBe('0.1.0-alpha');
  const everything = sentry.received.map((r) => r.body).join('\n');
  expect(everything).not.toContain(owner.email);
  expect(everything).not.toMatch(/Bearer\s/);
});
