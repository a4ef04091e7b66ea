import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { signedInOwner } from '../../../test/fixtures.js';
import { appendJournal } from './append-journal.js';

/* `npm run journal:verify [-- <email or account uuid>]` as a person runs it. */

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  dataDir = await mkdtemp(join(tmpdir(), 'atelier-journal-verify-'));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function script(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'journal-verify.mjs'), ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir, JWT_SECRET: t.config.jwtSecret, LOG_LEVEL: 'silent' },
      timeout: 60_000,
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

async function records(accountId: number, n: number) {
  for (let i = 1; i <= n; i += 1) {
    await t.db.transaction((tx) => appendJournal(tx, { accountId, kind: 'INVOICE', documentUuid: null, content: { number: i, total: i * 100 } }));
  }
}

describe('npm run journal:verify', () => {
  it('prints intact per shop and exits 0; prints the first broken record and exits 1; unknown shop exits 1', async () => {
    const a = await signedInOwner(t);
    const b = await signedInOwner(t);
    await records(await accountIdOf(a.email), 3);
    await records(await accountIdOf(b.email), 2);

    const one = await script('--', a.email);
    expect(one.code).toBe(0);
    expect(one.out).toMatch(new RegExp(`${a.user.account.uuid}\\)?: intact, 3 records, last hash [0-9a-f]{64}`));
    expect(one.out).not.toContain(b.user.account.uuid);

    const byUuid = await script('--', b.user.account.uuid.toUpperCase());
    expect(byUuid).toMatchObject({ code: 0 });
    expect(byUuid.out).toMatch(`${b.user.account.uuid}`);
    expect(byUuid.out).toContain(`: intact, 2 records`);

    await t.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL atelier.purge = 'on'`);
      await tx.execute(sql`DELETE FROM invoice_journal WHERE account_id = ${await accountIdOf(b.email)} AND seq = 1`);
    });
    const all = await script();
    expect(all.code).toBe(1);
    expect(all.out).toMatch(new RegExp(`${a.user.account.uuid}\\)?: intact, 3 records`));
    expect(all.out).toMatch(new RegExp(`${b.user.account.uuid}\\)?: BROKEN at record 1 \\(SEQUENCE_GAP\\), 1 records`));

    expect(await script('--', 'nobody@nowhere.test')).toMatchObject({ code: 1, out: expect.stringContaining("No shop for 'nobody@nowhere.test'") });
  });
});

async function accountIdOf(email: string): Promise<number> {
  const { rows } = await t.db.execute<{ account_id: number }>(sql`SELECT account_id FROM users WHERE email = ${email}`);
  return rows[0]!.account_id;
}
