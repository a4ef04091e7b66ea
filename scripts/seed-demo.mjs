#!/usr/bin/env node
// `npm run seed:demo`: a French-Canadian shop to explore ('Garage Tremblay & Fils', Montréal) in
// the database `npm start` uses, then how to sign in. Runs with `node --import tsx`: the shop is
// made by the API's own services. Deterministic (seeded), its month of work orders ending today.
// An existing demo shop is kept unless `--reset` is given, which deletes it (that account only)
// and makes it again.
import { loadConfig } from '../apps/api/src/config.ts';
import { openDatabase } from './seed/database.mjs';
import { planLines } from './seed/demo-plan.mjs';
import { DEMO_EMAIL, DEMO_PASSWORD, DEMO_SHOP } from './seed/demo-shop.mjs';
import { seedDemo } from './seed/seed-demo-shop.mjs';
import { runningServerUrl } from './seed/server-url.mjs';

const reset = process.argv.includes('--reset');
const config = loadConfig();

function printSignIn(clusterInUse, plan, team, slug) {
  // The server's own record of where it listens (its PORT, which this shell may not have), else the configuration's.
  const running = runningServerUrl(config.dataDir);
  const base = (running ?? config.publicUrl).replace(/\/+$/, '');
  console.log(`\n  ${running || clusterInUse ? 'Open' : 'Start the server (npm start), open'} ${base} and sign in with`);
  console.log(`    ${DEMO_EMAIL}  /  ${DEMO_PASSWORD}   (propriétaire, FULL_ADMIN)`);
  if (team) {
    console.log('  The team signs in with its username and the same password:');
    for (const member of team.slice(1)) console.log(`    ${member.username.padEnd(12)} ${member.fullname} (${member.job}, ${member.permissionFlags})`);
  }
  if (slug) console.log(`  Customers book online at ${base}/book/${slug} (the shop sees their requests on /events).`);
  if (plan) for (const line of planLines(plan)) console.log(line);
  console.log('  Phone numbers (555-01xx) and email addresses (.test) are fictional.\n');
}

async function main() {
  const database = await openDatabase(config);
  try {
    console.log(`Seeding ${database.where}…`);
    const started = performance.now();
    const result = await seedDemo({ db: database.db, config, reset });
    if (!result.created) {
      console.log(`The demo shop '${DEMO_SHOP}' is already there: nothing changed. \`npm run seed:demo -- --reset\` makes it again.`);
      printSignIn(database.serverRunning, result.plan);
      return;
    }
    if (result.deleted) console.log('Deleted the previous demo shop.');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const { counts, work, team, time, billing, planning } = result;
    const numbers = work.numbers.length > 0 ? ` (BT-${Math.min(...work.numbers)} to BT-${Math.max(...work.numbers)})` : '';
    console.log(
      `Created '${DEMO_SHOP}' (Montréal, fr-CA, CAD, America/Toronto) in ${seconds} s: ${team.length} users, ` +
        `${counts.customers} customers, ${counts.vehicles} vehicles, ${counts.entries} backlog tasks, ` +
        `${work.worksheets} work orders over the last 30 days${numbers} with ${work.lines + work.pulled} lines (${work.pulled} from backlogs), ` +
        `${time.entries} time entries over the last 7 working days and ${time.running} clock running, ` +
        `${billing.issued} invoices issued (${billing.paid} paid, ${billing.partlyPaid} partly, ${billing.creditNotes} cancelled by a credit note), ` +
        `${billing.drafts} drafts and ${billing.ready} finished work orders left to invoice, ` +
        `and the planning: ${planning.appointments} appointments this week and next in ${planning.bays} bays ` +
        `(${planning.online} booked online, ${planning.unseen} not opened yet, one turned into a work order), ` +
        `${planning.services} services and ${planning.addons} add-on offered online, ${planning.closures} public holidays closed.`,
    );
    printSignIn(database.serverRunning, result.plan, team, planning.slug);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(`seed:demo failed: ${error?.message ?? error}`);
  process.exit(1);
});
