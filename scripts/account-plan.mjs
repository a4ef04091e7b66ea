#!/usr/bin/env node
// `npm run account:plan -- <email> [<package>]`: self-hosted billing (issue 16). With a package
// (TRIAL, basic/Découverte, clever/Essentiel, genius/Professionnel, any case), puts the shop of the
// user with that email on it; without, prints its plan. Uses the database `npm start` uses
// (DATABASE_URL, else the embedded PostgreSQL under DATA_DIR). Exit 2 on an unknown email or package.
import { loadConfig } from '../apps/api/src/config.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { AccountPlanError, describeAccountPlan, readAccountPlan, setAccountPlan } from '../apps/api/src/modules/billing/account-plan.ts';
import { openDatabase } from './seed/database.mjs';

const USAGE = 'usage: npm run account:plan -- <email> [TRIAL|basic|clever|genius|Découverte|Essentiel|Professionnel]';

async function main() {
  const [email, packageText, ...extra] = process.argv.slice(2);
  if (!email || extra.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    // A data directory the server never started on yet gets its tables first.
    await runMigrations(database.db);
    const plan = packageText === undefined ? await readAccountPlan(database.db, email) : await setAccountPlan(database.db, email, packageText);
    console.log(describeAccountPlan(plan));
    return 0;
  } catch (error) {
    if (!(error instanceof AccountPlanError)) throw error;
    console.error(error.message);
    return 2;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`account:plan failed: ${error?.message ?? error}`);
    process.exit(1);
  },
);
