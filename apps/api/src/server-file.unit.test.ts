import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { SERVER_FILE, announceServer } from './server-file.js';

const run = promisify(execFile);
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-server-file-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** What `npm run seed:demo` prints: scripts/seed/server-url.mjs (JavaScript, loaded by its path). */
async function runningServerUrl(dataDir: string): Promise<string | null> {
  const path = new URL('../../../scripts/seed/server-url.mjs', import.meta.url).href;
  const module = (await import(/* @vite-ignore */ path)) as { runningServerUrl: (dir: string) => string | null };
  return module.runningServerUrl(dataDir);
}

describe('$DATA_DIR/server.json: where the running server answers', () => {
  it('holds PUBLIC_URL (or HOST:PORT), or the port really taken when PORT=0; the seed prints it', async () => {
    const dataDir = tempDir();
    announceServer({ dataDir, publicUrl: 'http://127.0.0.1:4123', port: 4123, host: '127.0.0.1' }, { address: '127.0.0.1', family: 'IPv4', port: 4123 });
    expect(JSON.parse(readFileSync(join(dataDir, SERVER_FILE), 'utf8'))).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:4123', port: 4123 });
    expect(await runningServerUrl(dataDir)).toBe('http://127.0.0.1:4123');

    const other = tempDir();
    announceServer({ dataDir: other, publicUrl: 'http://localhost:0', port: 0, host: '0.0.0.0' }, { address: '0.0.0.0', family: 'IPv4', port: 38211 });
    expect(await runningServerUrl(other)).toBe('http://localhost:38211');
  });

  it('is ignored once its server is gone (a crash leaves it behind), and absent when no server ran', async () => {
    const dataDir = tempDir();
    expect(await runningServerUrl(dataDir)).toBeNull();
    const { stdout } = await run(process.execPath, ['-e', 'console.log(process.pid)']);
    writeFileSync(join(dataDir, SERVER_FILE), JSON.stringify({ pid: Number(stdout.trim()), url: 'http://127.0.0.1:9999', port: 9999 }));
    expect(await runningServerUrl(dataDir)).toBeNull();
  });

  it('goes when the server’s process exits', async () => {
    const dataDir = tempDir();
    const file = join(dataDir, SERVER_FILE);
    const child = join(dataDir, 'server.mjs');
    writeFileSync(
      child,
      `import { existsSync } from 'node:fs';
      import { announceServer } from ${JSON.stringify(new URL('./server-file.ts', import.meta.url).href)};
      announceServer({ dataDir: ${JSON.stringify(dataDir)}, publicUrl: 'http://127.0.0.1:5000', port: 5000, host: '127.0.0.1' }, null);
      console.log(existsSync(${JSON.stringify(file)}));
      process.exit(0);`,
    );
    const { stdout } = await run(process.execPath, ['--import', 'tsx', child], { cwd: process.cwd() });
    expect(stdout.trim()).toBe('true');
    expect(existsSync(file)).toBe(false);
  });
});
