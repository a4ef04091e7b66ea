import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type APIRequestContext } from '@playwright/test';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

/**
 * Puts the shop of the user with `email` on `plan` the way an operator does: `npm run account:plan`
 * against the e2e server's data directory (its running PostgreSQL). Answers the command's line.
 */
export async function setPlan(email: string, plan: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (e2e/global-setup.ts sets it)');
  const { stdout } = await run('npm', ['run', '--silent', 'account:plan', '--', email, plan], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    timeout: 60_000,
  });
  return stdout.trim();
}

/** Creates `count` customers through the API, a few at a time (plans count them: basic stops at 100). */
export async function createCustomers(request: APIRequestContext, token: string, count: number, prefix = 'Client') {
  const headers = { authorization: `Bearer ${token}` };
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, (_, i) => start + i + 1);
    const statuses = await Promise.all(
      batch.map(async (n) => (await request.post('/api/customers', { headers, data: { fullname: `${prefix} ${String(n).padStart(3, '0')}` } })).status()),
    );
    expect(
      statuses.every((status) => status === 201),
      `customers ${batch[0]}–${batch.at(-1)}: ${statuses.join(', ')}`,
    ).toBe(true);
  }
}
