import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Puts a shop on a package straight in the server's embedded database (what the operator's
 * `npm run account:plan` does): the e2e server runs on E2E_DATA_DIR, whose cluster keeps its
 * password and its port (postmaster.pid, 4th line) there.
 */
export async function setAccountPlan(email: string, packageName: 'TRIAL' | 'basic' | 'clever' | 'genius'): Promise<void> {
  const dir = join(process.env.E2E_DATA_DIR ?? '', 'pg');
  const password = (await readFile(join(dir, 'password'), 'utf8')).trim();
  const port = (await readFile(join(dir, 'cluster', 'postmaster.pid'), 'utf8')).split('\n')[3]!.trim();
  const client = new pg.Client({ connectionString: `postgres://atelier:${encodeURIComponent(password)}@127.0.0.1:${port}/atelier` });
  await client.connect();
  try {
    const result = await client.query(
      `update accounts set package_name = $2, is_trial = ($2 = 'TRIAL'),
         trial_ends_at = case when $2 = 'TRIAL' then now() + interval '30 days' else trial_ends_at end
       where id = (select account_id from users where email = $1)`,
      [email, packageName],
    );
    if (result.rowCount !== 1) throw new Error(`no account for ${email}`);
  } finally {
    await client.end();
  }
}
