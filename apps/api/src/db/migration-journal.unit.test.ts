import { cp, mkdtemp, readdir, readFile, rm, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './migrate.js';

/*
 * Two branches that each add a migration collide on apps/api/drizzle/meta/_journal.json and on the
 * snapshots' prevId chain; a hand merge of those files yields a folder drizzle-kit and the migrator
 * misread (a migration applied twice, skipped, or a schema diff against the wrong snapshot).
 * docs/ARCHITECTURE.md ("Migrations and parallel work") says how to rebase a migration; this test
 * catches the folder a wrong merge leaves behind.
 */

interface JournalEntry {
  idx: number;
  when: number;
  tag: string;
}
interface Snapshot {
  id: string;
  prevId: string;
}

const ROOT_ID = '00000000-0000-0000-0000-000000000000';
const number = (idx: number) => String(idx).padStart(4, '0');

/** Every inconsistency of a drizzle-kit migrations folder (SQL files, meta/_journal.json, meta/*_snapshot.json). */
async function migrationFolderProblems(folder: string): Promise<string[]> {
  const problems: string[] = [];
  const journal = JSON.parse(await readFile(join(folder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  const entries = journal.entries;

  entries.forEach((entry, position) => {
    if (entry.idx !== position) problems.push(`journal entry ${position} (${entry.tag}) has idx ${entry.idx}`);
    if (!entry.tag.startsWith(`${number(position)}_`)) problems.push(`journal entry ${position} has tag ${entry.tag}, not ${number(position)}_…`);
    const previous = entries[position - 1];
    // The migrator applies an entry only when its `when` is later than the last applied one's.
    if (previous && !(entry.when > previous.when)) problems.push(`journal entry ${entry.tag} is not later than ${previous.tag} (when)`);
  });
  const tags = entries.map((e) => e.tag);
  for (const tag of new Set(tags)) {
    if (tags.filter((t) => t === tag).length > 1) problems.push(`journal tag ${tag} appears more than once`);
  }

  const sqlFiles = (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort();
  const expectedSql = tags.map((tag) => `${tag}.sql`);
  for (const file of sqlFiles) if (!expectedSql.includes(file)) problems.push(`${file} has no journal entry`);
  for (const file of expectedSql) if (!sqlFiles.includes(file)) problems.push(`journal entry ${file.slice(0, -4)} has no SQL file`);

  const snapshotFiles = (await readdir(join(folder, 'meta'))).filter((f) => f.endsWith('_snapshot.json')).sort();
  const expectedSnapshots = entries.map((_, position) => `${number(position)}_snapshot.json`);
  for (const file of snapshotFiles) if (!expectedSnapshots.includes(file)) problems.push(`meta/${file} has no journal entry`);
  let previousId = ROOT_ID;
  for (const file of expectedSnapshots) {
    if (!snapshotFiles.includes(file)) {
      problems.push(`meta/${file} is missing`);
      previousId = '';
      continue;
    }
    const snapshot = JSON.parse(await readFile(join(folder, 'meta', file), 'utf8')) as Snapshot;
    if (previousId && snapshot.prevId !== previousId) problems.push(`meta/${file} prevId ${snapshot.prevId} is not the previous snapshot's id ${previousId}`);
    previousId = snapshot.id;
  }
  return problems;
}

describe('drizzle migrations folder', () => {
  it('has one journal entry per SQL file and per snapshot, idx 0..n-1, later `when`s and a prevId chain', async () => {
    expect(await migrationFolderProblems(MIGRATIONS_FOLDER)).toEqual([]);
  });
});

describe('the migrations folder check, on a copy', () => {
  let folder: string;
  let entries: JournalEntry[];
  const journalPath = () => join(folder, 'meta', '_journal.json');
  const writeJournal = async (next: JournalEntry[]) => {
    const journal = JSON.parse(await readFile(journalPath(), 'utf8')) as { entries: JournalEntry[] };
    await writeFile(journalPath(), JSON.stringify({ ...journal, entries: next }, null, 2));
  };
  const snapshotPath = (idx: number) => join(folder, 'meta', `${number(idx)}_snapshot.json`);
  const readSnapshot = async (idx: number) => JSON.parse(await readFile(snapshotPath(idx), 'utf8')) as Snapshot & Record<string, unknown>;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'atelier-migrations-'));
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    entries = (JSON.parse(await readFile(journalPath(), 'utf8')) as { entries: JournalEntry[] }).entries;
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('finds nothing on an unchanged copy', async () => {
    expect(await migrationFolderProblems(folder)).toEqual([]);
  });

  it('catches a duplicated journal entry (a hand-merged _journal.json)', async () => {
    const last = entries.at(-1)!;
    await writeJournal([...entries, { ...last }]);
    const problems = await migrationFolderProblems(folder);
    expect(problems).toContain(`journal tag ${last.tag} appears more than once`);
    expect(problems).toContain(`journal entry ${entries.length} (${last.tag}) has idx ${last.idx}`);
  });

  it('catches a SQL file whose journal entry is missing', async () => {
    const last = entries.at(-1)!;
    await writeJournal(entries.slice(0, -1));
    expect(await migrationFolderProblems(folder)).toEqual([`${last.tag}.sql has no journal entry`, `meta/${number(last.idx)}_snapshot.json has no journal entry`]);
  });

  it('catches a journal entry whose SQL file or snapshot is missing', async () => {
    const last = entries.at(-1)!;
    await unlink(join(folder, `${last.tag}.sql`));
    await unlink(snapshotPath(last.idx));
    expect(await migrationFolderProblems(folder)).toEqual([`journal entry ${last.tag} has no SQL file`, `meta/${number(last.idx)}_snapshot.json is missing`]);
  });

  it('catches two branches that both added migration n (same number, two tags, one journal slot)', async () => {
    const last = entries.at(-1)!;
    const other = `${number(last.idx)}_other_branch`;
    await writeFile(join(folder, `${other}.sql`), 'SELECT 1;');
    expect(await migrationFolderProblems(folder)).toEqual([`${other}.sql has no journal entry`]);
  });

  it('catches a gap in idx and a tag that does not match its position', async () => {
    const last = entries.at(-1)!;
    await writeJournal([...entries.slice(0, -1), { ...last, idx: last.idx + 1 }]);
    expect(await migrationFolderProblems(folder)).toContain(`journal entry ${last.idx} (${last.tag}) has idx ${last.idx + 1}`);
  });

  it('catches a migration generated before the last one it follows (the migrator would skip it)', async () => {
    const last = entries.at(-1)!;
    const before = entries.at(-2)!;
    await writeJournal([...entries.slice(0, -1), { ...last, when: before.when - 1 }]);
    expect(await migrationFolderProblems(folder)).toEqual([`journal entry ${last.tag} is not later than ${before.tag} (when)`]);
  });

  it("catches a snapshot generated from an older one (prevId is not the previous snapshot's id)", async () => {
    const last = entries.at(-1)!;
    const snapshot = await readSnapshot(last.idx);
    const older = await readSnapshot(last.idx - 1);
    await writeFile(snapshotPath(last.idx), JSON.stringify({ ...snapshot, prevId: older.prevId }, null, 2));
    expect(await migrationFolderProblems(folder)).toEqual([
      `meta/${number(last.idx)}_snapshot.json prevId ${older.prevId} is not the previous snapshot's id ${older.id}`,
    ]);
  });
});
