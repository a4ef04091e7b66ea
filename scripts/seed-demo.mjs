#!/usr/bin/env node
// `npm run seed:demo`: a French-Canadian shop to explore ('Garage Tremblay & Fils', Montréal) in
// the database `npm start` uses, then how to sign in. Runs with `node --import tsx`: the shop is
// made by the API's own services. Deterministic (seeded). An existing demo shop is kept unless
// `--reset` is given, which deletes it (that account only) and makes it again.
import { eq } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { accounts } from '../apps/api/src/db/schema/index.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { loadSystemMakes } from '../apps/api/src/modules/makes/load-system-makes.ts';
import { findUserByEmail } from '../apps/api/src/modules/users/queries.ts';
import { openDatabase } from './seed/database.mjs';
import { createDemoCustomers } from './seed/demo-customers.mjs';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_SHOP, createDemoShop } from './seed/demo-shop.mjs';
import { seededRandom } from './seed/quebec.mjs';

const reset = process.argv.includes('--reset');
const config = loadConfig();

function printSignIn(serverRunning, team) {
  console.log(`\n  ${serverRunning ? 'Open' : 'Start the server (npm start), open'} ${config.publicUrl} and sign in with`);
  console.log(`    ${DEMO_EMAIL}  /  ${DEMO_PASSWORD}   (propriétaire, FULL_ADMIN)`);
  if (team) {
    console.log('  The team signs in with its username and the same password:');
    for (const member of team.slice(1)) console.log(`    ${member.username.padEnd(12)} ${member.fullname} (${member.job}, ${member.permissionFlags})`);
  }
  console.log('  Phone numbers (555-01xx) and email addresses (.test) are fictional.\n');
}

async function main() {
  const database = await openDatabase(config);
  const { db } = database;
  try {
    console.log(`Seeding ${database.where}…`);
    await runMigrations(db);
    await loadSystemMakes(db, config.dataDir);
    const existing = await findUserByEmail(db, DEMO_EMAIL);
    if (existing && !reset) {
      console.log(`The demo shop '${DEMO_SHOP}' is already there: nothing changed. \`npm run seed:demo -- --reset\` makes it again.`);
      printSignIn(database.serverRunning);
      return;
    }
    if (existing) {
      // Every row of the shop belongs to its account and goes with it (ON DELETE CASCADE).
      await db.delete(accounts).where(eq(accounts.id, existing.user.accountId));
      console.log(`Deleted the previous demo shop.`);
    }
    const started = performance.now();
    const { accountId, team } = await createDemoShop({ db, config });
    const counts = await createDemoCustomers({ db, config, accountId, random: seededRandom(2026) });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Created '${DEMO_SHOP}' (Montréal, fr-CA, CAD, America/Toronto) in ${seconds} s: ${team.length} users, ` +
        `${counts.customers} customers, ${counts.vehicles} vehicles, ${counts.entries} backlog tasks.`,
    );
    printSignIn(database.serverRunning, team);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(`seed:demo failed: ${error?.message ?? error}`);
  process.exit(1);
});
