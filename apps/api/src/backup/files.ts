import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** atelier-YYYYMMDD-HHMMSS.dump (the server's local time): names sort as the backups were taken. */
export const BACKUP_FILE = /^atelier-\d{8}-\d{6}\.dump$/;

export function backupFileName(at: Date = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${at.getFullYear()}${two(at.getMonth() + 1)}${two(at.getDate())}`;
  return `atelier-${date}-${two(at.getHours())}${two(at.getMinutes())}${two(at.getSeconds())}.dump`;
}

export type BackupSettings = { dir: string; keep: number };

const backupEnv = z.object({
  BACKUP_DIR: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  BACKUP_KEEP: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(10_000).default(14)),
});

/** Where backups go ($BACKUP_DIR, else $DATA_DIR/backups) and how many nightly pruning keeps ($BACKUP_KEEP, 14). */
export function backupSettings(dataDir: string, env: NodeJS.ProcessEnv = process.env): BackupSettings {
  const parsed = backupEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid configuration: BACKUP_KEEP: ${parsed.error.issues[0]?.message}`);
  return { dir: resolve(parsed.data.BACKUP_DIR ?? join(dataDir, 'backups')), keep: parsed.data.BACKUP_KEEP };
}

/** Deletes all but the `keep` newest atelier-*.dump files of `dir`; other files are never touched. Answers the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const backups = (await readdir(dir)).filter((name) => BACKUP_FILE.test(name)).sort();
  const old = backups.slice(0, Math.max(0, backups.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}
