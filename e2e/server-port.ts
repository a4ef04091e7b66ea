import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A free loopback port for a server that binds it later (after starting its database), taken below
 * the kernel's ephemeral range. A port from `listen(0)` comes from that range, which every outgoing
 * connection draws its local port from too: the server's own pool connections could take it before
 * the server binds it (« port … already in use », seen once in CI).
 */
export async function serverPort(): Promise<number> {
  const ephemeralStart = ephemeralRangeStart();
  const low = Math.max(1024, ephemeralStart - 12_000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = low + Math.floor(Math.random() * (ephemeralStart - low));
    if (await canBind(port)) return port;
  }
  throw new Error(`no free port between ${low} and ${ephemeralStart}`);
}

function ephemeralRangeStart(): number {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(first) && first > 2048) return first;
  } catch {
    // not Linux: use Linux's default start
  }
  return 32_768;
}

function canBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
