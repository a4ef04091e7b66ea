import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freePort } from '../db/embedded.js';
import { TEMPLATE_DB } from '../../test/global-setup.js';

/**
 * The real @sentry/node client of the real server process (issue 17): SENTRY_DSN points at a
 * local stand-in that records the envelopes. The database of the server is made unreachable for
 * one request (its connections cut and refused), the unexpected failure the handler reports; the
 * envelope must carry release 0.1.0-alpha and the correlation id, and never the Authorization
 * header nor the cookie the client sent.
 */

const API_DIR = fileURLToPath(new URL('../..', import.meta.url));
const SECRET = 'Bearer sentry-live-secret-token';
const COOKIE = 'session=sentry-live-cookie';

let standIn: Server;
const envelopes: string[] = [];
let server: ChildProcess;
let baseUrl: string;
let admin: pg.Client;
let dbName: string;
let dataDir: string;
let output = '';

beforeAll(async () => {
  standIn = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.url?.startsWith('/api/1/envelope/')) envelopes.push(Buffer.concat(chunks).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const sentryPort = await freePort();
  await new Promise<void>((resolve) => standIn.listen(sentryPort, '127.0.0.1', resolve));

  const adminUrl = inject('pgAdminUrl');
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  dbName = `t_${randomUUID().replace(/-/g, '')}`;
  await admin.query(`CREATE DATABASE ${dbName} TEMPLATE ${TEMPLATE_DB}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${dbName}`;

  dataDir = await mkdtemp(join(tmpdir(), 'atelier-sentry-live-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      WEB_DIST: join(dataDir, 'no-web'),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SENTRY_DSN: `http://public@127.0.0.1:${sentryPort}/1`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    const ok = await fetch(`${baseUrl}/api/readiness`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
}, 120_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
      setTimeout(resolve, 15_000).unref();
    });
  }
  await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => undefined);
  await admin.end();
  await new Promise((resolve) => standIn.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
}, 30_000);

type Item = { header: Record<string, unknown>; payload: Record<string, unknown> };

function itemsOf(envelope: string): Item[] {
  const lines = envelope.split('\n').filter(Boolean);
  const items: Item[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    try {
      items.push({ header: JSON.parse(lines[i]!), payload: JSON.parse(lines[i + 1]!) });
    } catch {
      // an attachment or a line that is not JSON
    }
  }
  return items;
}

describe('Sentry for the server, for real', () => {
  it('sends the unexpected failure of a request with release 0.1.0-alpha and its correlation id, without the Authorization header', async () => {
    // The database goes away: no new connection, the open ones cut.
    await admin.query(`ALTER DATABASE ${dbName} WITH ALLOW_CONNECTIONS false`);
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [dbName]);

    const response = await fetch(`${baseUrl}/api/auth/signin?token=url-secret-token`, {
      method: 'POST',
      headers: { authorization: SECRET, cookie: COOKIE, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner@garage.test', password: 'Atelier!2026-body-secret' }),
    });
    expect(response.status).toBeGreaterThanOrEqual(500);
    const { correlationId } = (await response.json()) as { correlationId: string };

    let event: Item | undefined;
    const deadline = Date.now() + 20_000;
    while (!event && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      event = envelopes
        .flatMap(itemsOf)
        .find((item) => item.header.type === 'event' && (item.payload.tags as Record<string, string> | undefined)?.correlation_id === correlationId);
    }
    expect(event, `no event for ${correlationId} among ${envelopes.length} envelopes; server said: ${output.slice(-2000)}`).toBeDefined();
    expect(event!.payload.release).toBe('0.1.0-alpha');
    expect(event!.payload.environment).toBe('test');
    expect(event!.payload.tags).toMatchObject({ correlation_id: correlationId, method: 'POST', route: '/api/auth/signin' });
    // The request's spans (tracing, sample rate 1) leave too, scrubbed the same way.
    const spanOfRequest = () =>
      envelopes
        .flatMap(itemsOf)
        .filter((item) => item.header.type === 'span')
        .flatMap((item) => item.payload.items as { name: string; attributes: Record<string, unknown> }[])
        .find((span) => span.name === 'POST /api/auth/signin');
    for (const until = Date.now() + 20_000; !spanOfRequest() && Date.now() < until;) await new Promise((r) => setTimeout(r, 200));
    const span = spanOfRequest();
    expect(span).toBeDefined();
    expect(Object.keys(span!.attributes).filter((key) => /header|body|user\.|client\.address/.test(key))).toEqual([]);
    const everything = envelopes.join('\n');
    for (const secret of ['sentry-live-secret-token', 'sentry-live-cookie', 'url-secret-token', 'Atelier!2026-body-secret']) expect(everything).not.toContain(secret);
  }, 40_000);
});
