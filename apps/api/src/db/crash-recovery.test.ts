import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@atelier/contracts';
import { freePort } from './embedded.js';

/**
 * The real server (`node --import tsx apps/api/src/main.ts`) in its own process, killed for real:
 * kill -9 of Node (its PostgreSQL lives on), kill -9 of PostgreSQL under load, and a second
 * server on a DATABASE_URL whose server goes away and comes back. Slow by nature: one data
 * directory and one embedded cluster serve the whole file, in order.
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const DATA_DIR = join(ROOT, '.tmp', `crash-recovery-${process.pid}`);
const JWT_SECRET = 'crash-recovery-secret-crash-recovery-0001';
const PASSWORD = 'Garage!2026';

type Server = { child: ChildProcess; port: number; output: () => string; exited: Promise<number | null>; startedAt: number };

const servers: Server[] = [];

function startServer(env: Record<string, string>): Promise<Server> {
  return freePort().then((port) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR, DATABASE_URL: '', SMTP_URL: '', JWT_SECRET, LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const server = { child, port, output: () => output, exited, startedAt: performance.now() };
    servers.push(server);
    return server;
  });
}

const alive = (server: Server) => server.child.exitCode === null && server.child.signalCode === null;

/** Polls /api/readiness until 200; fails early if the process ends. Answers the seconds taken. */
async function ready(server: Server, timeoutMs = 45_000): Promise<number> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (!alive(server)) throw new Error(`the server ended (${server.child.exitCode}):\n${server.output().slice(-2000)}`);
    const status = await fetch(`http://127.0.0.1:${server.port}/api/readiness`).then(
      (r) => r.status,
      () => 0,
    );
    if (status === 200) return (performance.now() - server.startedAt) / 1000;
    await sleep(100);
  }
  throw new Error(`not ready after ${timeoutMs} ms:\n${server.output().slice(-2000)}`);
}

function api(server: Server, method: string, path: string, token?: string, body?: unknown) {
  return fetch(`http://127.0.0.1:${server.port}/api${path}`, {
    method,
    headers: { ...(token && { authorization: `Bearer ${token}` }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function postmasterPid(): number {
  return Number(readFileSync(join(DATA_DIR, 'pg', 'cluster', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie is dead.
  return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let first: Server;
let second: Server;
let token: string;

beforeAll(async () => {
  await rm(DATA_DIR, { recursive: true, force: true });
  await mkdir(DATA_DIR, { recursive: true });
  first = await startServer({});
  await ready(first, 90_000);
  // An owner and one customer, acknowledged before the crash.
  const email = `owner.${Date.now()}@garage.test`;
  expect((await api(first, 'POST', '/auth/signup', undefined, { fullname: 'Marie Tremblay', email, password: PASSWORD })).status).toBe(201);
  const link = await waitFor(() => /verify-email\?t=([^"\s\\]+)/.exec(first.output())?.[1]);
  expect((await api(first, 'GET', `/users/verify/${link}`)).status).toBe(200);
  const signin = await api(first, 'POST', '/auth/signin', undefined, { username: email, password: PASSWORD });
  token = ((await signin.json()) as { data: { accessToken: string } }).data.accessToken;
  expect((await api(first, 'POST', '/customers', token, { fullname: 'Client Avant Panne', email: '', mobile: '' })).status).toBe(201);
}, 120_000);

afterAll(async () => {
  for (const server of servers.reverse()) {
    if (alive(server)) server.child.kill('SIGTERM');
    await Promise.race([server.exited, sleep(10_000)]);
    if (alive(server)) server.child.kill('SIGKILL');
  }
  // Whatever went wrong, no PostgreSQL of this file stays behind.
  if (existsSync(join(DATA_DIR, 'pg', 'cluster', 'postmaster.pid')) && processAlive(postmasterPid())) process.kill(postmasterPid(), 'SIGKILL');
  await rm(DATA_DIR, { recursive: true, force: true });
}, 60_000);

async function waitFor<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(50);
  }
}

describe('crash recovery of the real server', () => {
  it('starts again after kill -9 of Node: stops the PostgreSQL it left running and serves the same data', async () => {
    const orphan = postmasterPid();
    first.child.kill('SIGKILL');
    await first.exited;
    expect(processAlive(orphan)).toBe(true);

    second = await startServer({});
    const seconds = await ready(second);
    const own = /started in ([\d.]+) s/.exec(second.output())?.[1];
    console.info(`restart after kill -9 of Node: ${seconds.toFixed(2)} s from the new process start to ready (${own} s by its own clock, after Node and tsx load)`);
    expect(processAlive(orphan)).toBe(false);
    const list = await api(second, 'GET', '/customers', token);
    expect(list.status).toBe(200);
    const body = (await list.json()) as { data: { items: { fullname: string }[] } };
    expect(body.data.items.map((c) => c.fullname)).toContain('Client Avant Panne');
  }, 60_000);

  it('still refuses a second server on the same DATA_DIR while the first lives, naming it', async () => {
    const pm = postmasterPid();
    const third = await startServer({});
    expect(await third.exited).toBe(1);
    expect(third.output()).toContain(`already used by Atelier (pid ${second.child.pid})`);
    expect(postmasterPid()).toBe(pm);
    expect(processAlive(pm)).toBe(true);
    expect((await api(second, 'GET', '/customers', token)).status).toBe(200);
  }, 60_000);

  it('survives kill -9 of PostgreSQL under load: 503 error objects during the outage, then serves again; a DATABASE_URL server reconnects', async () => {
    // The embedded server's cluster is, for this one, an external PostgreSQL that dies and comes back.
    const port = Number(readFileSync(join(DATA_DIR, 'pg', 'cluster', 'postmaster.pid'), 'utf8').split('\n')[3]);
    const password = readFileSync(join(DATA_DIR, 'pg', 'password'), 'utf8').trim();
    const external = await startServer({
      DATA_DIR: join(DATA_DIR, 'external'),
      DATABASE_URL: `postgres://atelier:${encodeURIComponent(password)}@127.0.0.1:${port}/atelier`,
    });
    await ready(external);

    type Answer = { server: 'embedded' | 'external'; sentAt: number; at: number; status: number; body: unknown; path: string };
    const answers: Answer[] = [];
    let running = true;
    let killedAt = Infinity;
    const worker = async (server: Server, name: Answer['server'], n: number) => {
      for (let i = 0; running; i++) {
        const [method, path, body] =
          i % 3 === 0
            ? (['POST', '/customers', { fullname: `Client ${name} ${n}-${i}`, email: '', mobile: '' }] as const)
            : i % 3 === 1
              ? (['GET', '/customers', undefined] as const)
              : (['GET', '/readiness', undefined] as const);
        const sentAt = performance.now();
        const response = await api(server, method, path, token, body).catch(() => null);
        answers.push({ server: name, sentAt, at: performance.now(), status: response?.status ?? 0, body: await response?.json().catch(() => null), path });
      }
    };
    const afterKill = (name: Answer['server']) => answers.filter((a) => a.server === name && a.at > killedAt);
    // Back: the answers to requests sent after the last 503 are successes (a few of them, so the
    // last 503 is the last one). A backend of the dead server may still answer a moment: not back.
    const backAfter = (name: Answer['server']) => {
      const during = afterKill(name);
      const last503 = during.findLast((a) => a.status === 503);
      const after = last503 ? during.filter((a) => a.sentAt > last503.at) : [];
      return after.filter((a) => a.status < 300).length >= 6 ? after[0] : undefined;
    };
    const workers = [0, 1, 2].flatMap((n) => [worker(second, 'embedded', n), worker(external, 'external', n)]);
    await sleep(500);
    killedAt = performance.now();
    process.kill(postmasterPid(), 'SIGKILL');
    await waitFor(() => (backAfter('embedded') && backAfter('external') ? true : undefined), 30_000).catch(() => undefined);
    running = false;
    await Promise.all(workers);

    expect(alive(second)).toBe(true);
    expect(alive(external)).toBe(true);
    for (const name of ['embedded', 'external'] as const) {
      const during = afterKill(name);
      // Never a 500, never a dropped connection: an answer, and while the database is away, 503.
      expect(during.filter((a) => a.status !== 200 && a.status !== 201 && a.status !== 503).map((a) => `${a.path} ${a.status}`)).toEqual([]);
      const unavailable = during.filter((a) => a.status === 503);
      expect(unavailable.length).toBeGreaterThan(0);
      for (const a of unavailable) expect(apiErrorSchema.parse(a.body).message).toBe('ERR_SERVICE_UNAVAILABLE');
      // The readiness check names the database server that is away.
      expect(unavailable.filter((a) => a.path === '/readiness').map((a) => apiErrorSchema.parse(a.body).details[0]?.field)).toContain(`${name}Database`);
      const back = backAfter(name);
      expect(back).toBeDefined();
      console.info(`${name}: serving again ${((back!.at - killedAt) / 1000).toFixed(2)} s after kill -9 of PostgreSQL`);
    }
    const readiness = await api(external, 'GET', '/readiness');
    expect(await readiness.json()).toEqual({ data: { database: 'ok', databaseServer: 'external' } });
  }, 90_000);
});
