import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Config } from './config.js';

/** `$DATA_DIR/server.json`: which server runs on this data directory, and where (read by `npm run seed:demo`). */
export const SERVER_FILE = 'server.json';

export type ServerFile = { pid: number; url: string; port: number; startedAt: string };

/**
 * Called once the server listens: writes where it answers (PUBLIC_URL, or the port it really got
 * when PORT=0), and removes the file when this process exits (a crash leaves it behind: readers
 * check that its pid still lives). Never fails the boot.
 */
export function announceServer(config: Pick<Config, 'dataDir' | 'publicUrl' | 'port' | 'host'>, address: AddressInfo | string | null): void {
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const url = config.port === 0 ? `http://${host.includes(':') ? `[${host}]` : host}:${port}` : config.publicUrl;
  const file = join(config.dataDir, SERVER_FILE);
  const content: ServerFile = { pid: process.pid, url, port, startedAt: new Date().toISOString() };
  try {
    mkdirSync(config.dataDir, { recursive: true });
    // Written beside then renamed: a reader never sees half a file.
    writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(content)}\n`);
    renameSync(`${file}.${process.pid}`, file);
  } catch {
    return;
  }
  process.once('exit', () => {
    try {
      // Another server may have taken the directory since: only our own file goes.
      if ((JSON.parse(readFileSync(file, 'utf8')) as ServerFile).pid === process.pid) rmSync(file, { force: true });
    } catch {
      // Gone already.
    }
  });
}
