// Starts and stops Atelier servers for the benchmarks, on loopback only.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { SERVER_ARGS, buildWhatIsStale } from '../start.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Spawns `command args` with the given data dir; resolves when /api/readiness answers. By default
 * the compiled server, as `npm start` runs it (built first when missing or stale).
 */
export async function startServer({ root, dataDir, args = SERVER_ARGS, command = process.execPath }) {
  if (args === SERVER_ARGS) buildWhatIsStale({ quiet: true });
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SMTP_URL: '', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('server not ready in 120 s');
    try {
      if ((await fetch(`${url}/api/readiness`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, url, readyMs: performance.now() - started };
}

export function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
