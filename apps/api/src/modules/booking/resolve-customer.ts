import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { insertCustomer } from '../customers/queries.js';
import { assertWithinLimit, type PlanDeps } from '../billing/index.js';

type Contact = { fullname: string; email: string | null; mobile: string | null };

async function customerWhere(tx: Tx, accountId: number, condition: ReturnType<typeof sql>): Promise<number | undefined> {
  const { rows } = await tx.execute<{ id: number }>(sql`
    SELECT c.id FROM customers c WHERE c.account_id = ${accountId} AND c.deleted_at IS NULL AND ${condition} ORDER BY c.id LIMIT 1`);
  return rows[0]?.id;
}

const byEmail = (tx: Tx, accountId: number, email: string) => customerWhere(tx, accountId, sql`lower(c.email) = ${email.toLowerCase()}`);
const byMobile = (tx: Tx, accountId: number, mobile: string) => customerWhere(tx, accountId, sql`c.mobile = ${mobile}`);

/**
 * The shop's customer a booking belongs to (issue 15: never a duplicate of an existing mobile):
 * the one with the proven email (identity), else the one with these mobile digits, else the one
 * with this email, else a new one with what was typed. An existing customer's data is never
 * changed from the widget (what was typed stays on the appointment), and nothing of it is answered.
 * A concurrent booking that creates the same mobile first wins the unique index: this one re-reads
 * and links to it. A new customer counts against the plan's customers limit like any other.
 */
export async function resolveCustomer(tx: Tx, accountId: number, contact: Contact, provenEmail: string | null, plans: PlanDeps): Promise<number> {
  const proven = provenEmail ? await byEmail(tx, accountId, provenEmail) : undefined;
  if (proven) return proven;
  const mobileMatch = contact.mobile ? await byMobile(tx, accountId, contact.mobile) : undefined;
  if (mobileMatch) return mobileMatch;
  const email = provenEmail ?? contact.email;
  const emailMatch = email ? await byEmail(tx, accountId, email) : undefined;
  if (emailMatch) return emailMatch;
  await assertWithinLimit(tx, plans, { accountId }, 'customers', { anonymous: true });
  try {
    // A savepoint: the unique violation then leaves the booking's transaction usable.
    return await tx.transaction(async (savepoint) => (await insertCustomer(savepoint, { accountId, fullname: contact.fullname, email, mobile: contact.mobile })).id);
  } catch (error) {
    const linked = contact.mobile && isUniqueViolation(error, 'customers_account_mobile_idx') ? await byMobile(tx, accountId, contact.mobile) : undefined;
    if (linked) return linked;
    throw error;
  }
}
