// The whole demo shop in a database, for `npm run seed:demo` and its test: account, team,
// customers, vehicles and backlogs, then a month of work orders, the last week of technician time,
// the invoices of the finished work, and the planning (booking settings, this week's and next
// week's appointments). Deterministic (seeded) but for the dates, which follow `now`.
import { eq, sql } from 'drizzle-orm';
import { accounts } from '../../apps/api/src/db/schema/index.ts';
import { runMigrations } from '../../apps/api/src/db/migrate.ts';
import { loadSystemMakes } from '../../apps/api/src/modules/makes/load-system-makes.ts';
import { findUserByEmail } from '../../apps/api/src/modules/users/queries.ts';
import { createDemoCustomers } from './demo-customers.mjs';
import { DEMO_EMAIL, createDemoShop } from './demo-shop.mjs';
import { createDemoInvoices } from './demo-invoices.mjs';
import { demoPlan } from './demo-plan.mjs';
import { createDemoPlanning } from './demo-planning.mjs';
import { createDemoTimelogs } from './demo-timelog.mjs';
import { DEMO_TIMEZONE, createDemoWorksheets } from './demo-worksheets.mjs';
import { seededRandom } from './quebec.mjs';

/**
 * Answers `{ created: false, accountId, plan }` when the demo shop is already there and `reset` is not asked;
 * else deletes it (that account only: its rows go with it, ON DELETE CASCADE) and makes it again.
 */
export async function seedDemo({ db, config, reset = false, now = new Date(), migrate = true }) {
  if (migrate) {
    await runMigrations(db);
    await loadSystemMakes(db, config.dataDir);
  }
  const existing = await findUserByEmail(db, DEMO_EMAIL);
  if (existing && !reset) return { created: false, accountId: existing.user.accountId, plan: await demoPlan(db, existing.user.accountId) };
  // Issued invoices refuse deletion (migration 0017); a whole account's reset is the one purge allowed.
  if (existing)
    await db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL atelier.purge = 'on'`);
      await tx.delete(accounts).where(eq(accounts.id, existing.user.accountId));
    });
  const { accountId, team } = await createDemoShop({ db, config });
  const counts = await createDemoCustomers({ db, config, accountId, random: seededRandom(2026) });
  const work = await createDemoWorksheets({ db, accountId, team, random: seededRandom(1042), now });
  const time = await createDemoTimelogs({ db, accountId, team, random: seededRandom(13), now, zone: DEMO_TIMEZONE });
  const billing = await createDemoInvoices({ db, accountId, random: seededRandom(14), now, zone: DEMO_TIMEZONE });
  const planning = await createDemoPlanning({ db, accountId, team, random: seededRandom(15), now, zone: DEMO_TIMEZONE });
  // The work order made from an appointment is one more of the month's (the next number).
  if (planning.workOrder) {
    work.worksheets++;
    work.numbers.push(planning.workOrder.number);
    work.lines += planning.workOrder.lines;
  }
  // A new shop's trial (every feature for 30 days): the demo shows everything; `npm run account:plan` changes it.
  const plan = await demoPlan(db, accountId);
  return { created: true, deleted: Boolean(existing), accountId, team, counts, work, time, billing, planning, plan };
}
