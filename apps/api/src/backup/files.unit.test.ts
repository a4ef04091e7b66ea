import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP_FILE, backupFileName, backupSettings, pruneBackups } from './files.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atelier-backups-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** The backup of night n (1 = the oldest): 2026-10-01 + n days at 03:00. */
const nightly = (n: number) => backupFileName(new Date(2026, 9, n, 3, 0, 0));

describe('backup files', () => {
  it('are named atelier-YYYYMMDD-HHMMSS.dump in local time', () => {
    expect(backupFileName(new Date(2026, 10, 3, 4, 5, 6))).toBe('atelier-20261103-040506.dump');
    expect(BACKUP_FILE.test(backupFileName())).toBe(true);
  });

  it('keep the 14 newest backups and delete the older ones, never another file', async () => {
    const names = Array.from({ length: 20 }, (_, i) => nightly(i + 1));
    const others = ['notes.txt', 'atelier-20200101-000000.dump.partial', 'atelier-old.dump', 'other-20200101-000000.dump'];
    // Written in a shuffled order: the name, not the file time, says which is newer.
    for (const name of [...names].reverse().concat(others)) await writeFile(join(dir, name), name);
    const deleted = await pruneBackups(dir, 14);
    expect(deleted).toEqual(names.slice(0, 6));
    expect((await readdir(dir)).sort()).toEqual([...names.slice(6), ...others].sort());
    expect(await pruneBackups(dir, 14)).toEqual([]);
  });

  it('keep them all while there are 14 or fewer', async () => {
    for (let n = 1; n <= 14; n += 1) await writeFile(join(dir, nightly(n)), '');
    expect(await pruneBackups(dir, 14)).toEqual([]);
    expect(await readdir(dir)).toHaveLength(14);
  });

  it('go to $BACKUP_DIR or $DATA_DIR/backups, 14 kept unless $BACKUP_KEEP says otherwise', () => {
    expect(backupSettings('/srv/atelier', {})).toEqual({ dir: '/srv/atelier/backups', keep: 14 });
    expect(backupSettings('/srv/atelier', { BACKUP_DIR: '/mnt/nas', BACKUP_KEEP: '30' })).toEqual({ dir: '/mnt/nas', keep: 30 });
    expect(() => backupSettings('/srv/atelier', { BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });
});
