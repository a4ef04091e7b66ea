import { and, eq, isNull } from 'drizzle-orm';
import type { PackageName } from '@atelier/contracts';
import type { DbOrTx } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

const columns = {
  id: accounts.id,
  uuid: accounts.uuid,
  packageName: accounts.packageName,
  isTrial: accounts.isTrial,
  trialEndsAt: accounts.trialEndsAt,
  stripeCustomerId: accounts.stripeCustomerId,
  stripeSubscriptionId: accounts.stripeSubscriptionId,
};
export type BillingAccount = {
  id: number;
  uuid: string;
  packageName: string;
  isTrial: boolean;
  trialEndsAt: Date | null;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
};

export async function billingAccount(db: DbOrTx, accountId: number): Promise<BillingAccount> {
  const [row] = await db.select(columns).from(accounts).where(eq(accounts.id, accountId));
  if (!row) throw new Error(`account ${accountId} not found`);
  return row;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account of a public uuid (a Checkout session's client_reference_id); null when none or not a uuid. */
export async function billingAccountByUuid(db: DbOrTx, uuid: string): Promise<BillingAccount | null> {
  if (!UUID.test(uuid)) return null;
  const [row] = await db.select(columns).from(accounts).where(eq(accounts.uuid, uuid));
  return row ?? null;
}

/** The account a Stripe customer belongs to (unique), or null. */
export async function billingAccountByCustomer(db: DbOrTx, customerId: string): Promise<BillingAccount | null> {
  const [row] = await db.select(columns).from(accounts).where(eq(accounts.stripeCustomerId, customerId));
  return row ?? null;
}

/**
 * Keeps the first Stripe customer of an account: two checkouts at once may both create one, the
 * first stored wins and is what both use (Stripe's idempotency key makes them the same anyway).
 */
export async function linkCustomer(db: DbOrTx, accountId: number, customerId: string): Promise<string> {
  await db
    .update(accounts)
    .set({ stripeCustomerId: customerId })
    .where(and(eq(accounts.id, accountId), isNull(accounts.stripeCustomerId)));
  return (await billingAccount(db, accountId)).stripeCustomerId ?? customerId;
}

export type Period = { start: Date; end: Date };

/**
 * Sets a paid (or the free) plan: never a trial any more. `subscriptionId`/`period` undefined
 * leave the stored ones; null clears them.
 */
export async function setPlan(
  db: DbOrTx,
  accountId: number,
  plan: { packageName: Exclude<PackageName, 'TRIAL'>; subscriptionId?: string | null; period?: Period | null },
): Promise<void> {
  await db
    .update(accounts)
    .set({
      packageName: plan.packageName,
      isTrial: false,
      ...(plan.subscriptionId !== undefined ? { stripeSubscriptionId: plan.subscriptionId } : {}),
      ...(plan.period !== undefined ? { periodStart: plan.period?.start ?? null, periodEnd: plan.period?.end ?? null } : {}),
    })
    .where(eq(accounts.id, accountId));
}

export async function setBilledPeriod(db: DbOrTx, accountId: number, period: Period): Promise<void> {
  await db.update(accounts).set({ periodStart: period.start, periodEnd: period.end }).where(eq(accounts.id, accountId));
}

export async function setSubscription(db: DbOrTx, accountId: number, link: { customerId?: string; subscriptionId?: string | null }): Promise<void> {
  await db
    .update(accounts)
    .set({
      ...(link.customerId !== undefined ? { stripeCustomerId: link.customerId } : {}),
      ...(link.subscriptionId !== undefined ? { stripeSubscriptionId: link.subscriptionId } : {}),
    })
    .where(eq(accounts.id, accountId));
}
