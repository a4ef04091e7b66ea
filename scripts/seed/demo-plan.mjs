// The demo shop's plan (issue 16): it stays on the 30-day trial every new shop starts on, with
// every feature, so the whole demo works; the operator command changes it.
import { eq } from 'drizzle-orm';
import { effectivePackage, trialDaysLeft } from '@atelier/contracts';
import { accounts } from '../../apps/api/src/db/schema/index.ts';
import { DEMO_EMAIL } from './demo-credentials.mjs';

/** The plan in force of the demo account now (the trial's end is the database's clock, not the seed's `now`). */
export async function demoPlan(db, accountId, now = new Date()) {
  const [row] = await db
    .select({ packageName: accounts.packageName, isTrial: accounts.isTrial, trialEndsAt: accounts.trialEndsAt })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  const plan = effectivePackage(row, now);
  return { ...plan, daysLeft: trialDaysLeft(plan.trialEndsAt, now) };
}

const LABELS = { TRIAL: 'Essai', basic: 'Découverte', clever: 'Essentiel', genius: 'Professionnel' };

/** What `npm run seed:demo` prints about the plan: where it stands and how to change it. */
export function planLines(plan) {
  const where = plan.isTrial
    ? `on its trial (${LABELS.TRIAL}, every feature): ${plan.daysLeft} day${plan.daysLeft === 1 ? '' : 's'} left, then ${LABELS.basic} unless it upgrades`
    : `on ${LABELS[plan.name]} (${plan.name})`;
  return [`  The shop is ${where}.`, `  Change its plan with \`npm run account:plan -- ${DEMO_EMAIL} clever\` (basic, clever, genius or TRIAL; no package: prints it).`];
}
