import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.js';
import { API_ROOT } from '../../api-root.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { usersOfEveryRole, type Team } from '../../../test/roles.js';
import { endTrial } from '../../../test/plans.js';
import { AccountPlanError, describeAccountPlan, readAccountPlan, setAccountPlan } from './account-plan.js';

let t: TestApp;
let team: Team;
let dataDir: string;

beforeAll(async () => {
  t = await createTestApp();
  team = await usersOfEveryRole(t);
  dataDir = await mkdtemp(join(tmpdir(), 'atelier-account-plan-'));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const accountRow = async () => (await t.db.select().from(accounts).where(eq(accounts.id, team.FULL_ADMIN.accountId)))[0]!;

/** `npm run account:plan -- …` as the operator runs it, against the test database. */
async function command(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: t.databaseUrl, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' };
  try {
    const { stdout, stderr } = await promisify(execFile)('node', ['--import', 'tsx', 'scripts/account-plan.mjs', ...args], { cwd: join(API_ROOT, '..', '..'), env });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('setAccountPlan / readAccountPlan (the command core)', () => {
  it('reads the package however the operator types it, and sets package, trial flag and trial end together', async () => {
    const email = team.EMPLOYEE.email.toUpperCase();
    for (const [typed, stored] of [
      ['BASIC', 'basic'],
      ['Découverte', 'basic'],
      ['essentiel', 'clever'],
      ['Professionnel', 'genius'],
    ] as const) {
      const plan = await setAccountPlan(t.db, email, typed);
      expect(plan.current).toEqual({ name: stored, isTrial: false, trialEndsAt: null });
      expect(await accountRow()).toMatchObject({ packageName: stored, isTrial: false });
    }
    const trial = await setAccountPlan(t.db, team.FULL_ADMIN.email, 'trial');
    expect(trial.current.name).toBe('TRIAL');
    const row = await accountRow();
    expect(row).toMatchObject({ packageName: 'TRIAL', isTrial: true });
    // A new trial: 30 days from now.
    expect(Math.abs(row.trialEndsAt!.getTime() - (Date.now() + 30 * 86_400_000))).toBeLessThan(60_000);
    expect(describeAccountPlan(trial)).toMatch(/is on TRIAL \(trial until \d{4}-/);
  });

  it('says an ended trial is basic when reading, and refuses an unknown email or package', async () => {
    await endTrial(t, team.FULL_ADMIN.accountId);
    const plan = await readAccountPlan(t.db, team.GUEST.email);
    expect(plan.current.name).toBe('basic');
    expect(describeAccountPlan(plan)).toMatch(/is on basic \(trial ended\)/);
    await expect(setAccountPlan(t.db, 'personne@nulle-part.test', 'basic')).rejects.toBeInstanceOf(AccountPlanError);
    await expect(setAccountPlan(t.db, team.FULL_ADMIN.email, 'platinum')).rejects.toThrow(/Unknown package "platinum"/);
    expect((await accountRow()).packageName).toBe('TRIAL');
  });
});

describe('npm run account:plan', () => {
  it('sets the plan in one line, prints it without a package, and exits 2 on an unknown email or package', { timeout: 90_000 }, async () => {
    const set = await command(team.ADMINISTRATOR.email, 'Essentiel');
    expect(set.code, set.stderr).toBe(0);
    expect(set.stdout.trim()).toBe(`${team.ADMINISTRATOR.email}: account ${team.FULL_ADMIN.accountUuid} is on clever`);
    expect((await accountRow()).packageName).toBe('clever');

    const read = await command(team.FULL_ADMIN.email);
    expect(read.code, read.stderr).toBe(0);
    expect(read.stdout).toContain('is on clever');

    const unknownPackage = await command(team.FULL_ADMIN.email, 'gold');
    expect(unknownPackage.code).toBe(2);
    expect(unknownPackage.stderr).toContain('Unknown package "gold"');
    const unknownEmail = await command('absent@garage.test', 'basic');
    expect(unknownEmail.code).toBe(2);
    expect(unknownEmail.stderr).toContain('No user with the email absent@garage.test');
    expect((await accountRow()).packageName).toBe('clever');
  });
});
